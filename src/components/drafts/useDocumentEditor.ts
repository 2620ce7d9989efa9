import { useCallback, useEffect, useRef } from 'react';
import type { JsonValue, OpStatus, RequestOpState } from 'src-models/common';
import { useSaveOnce } from 'src/components/saving';
import { useDraftKeeper, useDraftKey, useLoadedSinceMount, useOfferedDraft } from './drafts';

interface EditorOptions<V> {
  /** What the draft belongs to (`config`, `reservationPolicy` ...): a draft is offered only to its own kind. */
  kind: string;
  /** Tells apart two editors on one page (the config form and its terms). */
  part?: string;
  /** The model's save (`selectSave`): one save per burst of clicks, and the draft forgotten once saved. */
  save: RequestOpState;
  /** The model's load status, when the editor loads what it edits: the draft is offered once that has loaded. */
  load?: OpStatus;
  /** The form's values as JSON, and back (a plain JSON copy when left out). */
  toDraft?: (values: V) => JsonValue;
  fromDraft?: (draft: JsonValue) => V;
  /** What the document's parts hold unsaved (null: nothing), kept in the same draft as the form's values. */
  parts?: () => Record<string, JsonValue> | null;
  /** Keep the draft through a reload of the page too, not only through an expired session. */
  throughReload?: boolean;
}

const jsonCopy = (values: unknown) => JSON.parse(JSON.stringify(values)) as JsonValue;

/**
 * What every document editor does around its form (issue 11): Save once per burst of clicks (`saving`, see
 * useSaveOnce), and the input typed since the last save kept through an expired session and offered back after
 * the next login. The editor reports its values with `changed`, shows `<DraftNotice>` while `offered` is set
 * (and `loaded`, for an editor that loads), and applies the values `restore` hands it.
 *
 *   const editor = useDocumentEditor<Values>({ kind: 'reservationPolicy', save, load: load.status });
 *   <Form onValuesChange={(_, values) => editor.changed(values)} ... />
 *   {editor.offered && editor.loaded ? (
 *     <DraftNotice
 *       draft={editor.offered}
 *       onRestore={() => editor.restore((values) => form.setFieldsValue(values))}
 *       onDiscard={editor.discard}
 *     />
 *   ) : null}
 */
export function useDocumentEditor<V>(options: EditorOptions<V>) {
  const { kind, part, save, load, toDraft, fromDraft } = options;
  const saving = useSaveOnce(save);
  const unsaved = useRef<V | null>(null);
  const key = useDraftKey(part);
  useDraftKeeper(
    key,
    kind,
    () => (unsaved.current === null ? null : (toDraft ?? jsonCopy)(unsaved.current)),
    { parts: options.parts, throughReload: options.throughReload },
  );
  const { draft, settle } = useOfferedDraft(key, kind);
  const loadedHere = useLoadedSinceMount(load ?? 'idle');

  // Saved: nothing is unsaved any more.
  useEffect(() => {
    if (saving.outcome === 'succeeded') unsaved.current = null;
  }, [saving.outcome]);

  /** The values the form now holds, unsaved until a save succeeds. */
  const changed = useCallback((values: V) => {
    unsaved.current = values;
  }, []);

  /** The form was closed or started afresh: nothing of it is kept. */
  const forget = useCallback(() => {
    unsaved.current = null;
  }, []);

  /**
   * Hands the kept values to the form (they count as unsaved again) and the kept parts to their document; the
   * draft is no longer offered.
   */
  const restore = (apply: (values: V) => void, applyParts?: (parts: Record<string, JsonValue>) => void) => {
    if (!draft) return;
    if (draft.values !== null) {
      const values = fromDraft ? fromDraft(draft.values) : (draft.values as V);
      apply(values);
      unsaved.current = values;
    }
    if (draft.parts) applyParts?.(draft.parts);
    settle();
  };

  return {
    saving,
    changed,
    forget,
    /** The draft this page may offer back, if any. */
    offered: draft ?? null,
    // Offer it only once a load this page started has finished: what loads fills the form, and would overwrite a
    // draft restored before. Always true for an editor that loads nothing.
    loaded: load === undefined || loadedHere,
    restore,
    discard: settle,
  };
}
