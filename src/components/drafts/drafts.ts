import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  draftKept,
  draftKey,
  draftSettled,
  draftsRecovered,
  selectDraft,
  type Draft,
} from 'src-models/drafts';
import type { JsonValue, OpStatus } from 'src-models/common';
import { selectOperator } from 'src-models/session';
import { useAppDispatch, useAppSelector, useAppStore } from 'src/store/hooks';

const STORAGE_KEY = 'backoffice.drafts';

function readStored(): Record<string, Draft> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, Draft>)
      : {};
  } catch {
    return {};
  }
}

function writeStored(entries: Record<string, Draft>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the draft still lives in the store until a reload.
  }
}

/** Where the current page keeps its draft for the signed-in operator (null before the session is known). */
export function useDraftKey(part?: string): string | null {
  const { pathname } = useLocation();
  const operator = useAppSelector(selectOperator);
  return operator ? draftKey(operator.id, pathname, part) : null;
}

/** What a draft holds besides its kind and time: the form's values and the document's parts. */
export type DraftContent = Pick<Draft, 'values' | 'parts'>;

/**
 * Keeps a form's unsaved values when the form disappears because the session ended (a 969 sends the operator
 * to the login page): in the store, and in sessionStorage in case the login page is reloaded. With
 * `throughReload`, also when the page is left by a reload or closed (`pagehide`): the same tab offers it back.
 * `values()` answers null when there is nothing unsaved, as `parts()` does when no part holds a change.
 */
export function useDraftKeeper(
  key: string | null,
  kind: string,
  values: () => JsonValue | null,
  options: { parts?: () => Record<string, JsonValue> | null; throughReload?: boolean } = {},
): void {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const latest = useRef({ values, parts: options.parts });
  useEffect(() => {
    latest.current = { values, parts: options.parts };
  });
  const content = useCallback((): DraftContent | null => {
    const current = latest.current.values();
    const parts = latest.current.parts?.() ?? null;
    if (current === null && parts === null) return null;
    return parts === null ? { values: current } : { values: current, parts };
  }, []);
  const { throughReload = false } = options;
  useEffect(() => {
    if (!key || !throughReload) return;
    const keep = () => {
      const kept = content();
      if (kept) writeStored({ ...readStored(), [key]: { kind, savedAt: Date.now(), ...kept } });
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [key, kind, throughReload, content]);
  useEffect(
    () => () => {
      if (!key || store.getState().session.status !== 'expired') return;
      const kept = content();
      if (kept === null) return;
      const draft: Draft = { kind, savedAt: Date.now(), ...kept };
      dispatch(draftKept({ key, draft }));
      writeStored({ ...readStored(), [key]: draft });
    },
    [key, kind, store, dispatch, content],
  );
}

/** The draft this page may offer back after the new login; `settle` forgets it (restored or discarded). */
export function useOfferedDraft(key: string | null, kind: string) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => (key ? selectDraft(state, key) : undefined));
  useEffect(() => {
    if (!key) return;
    const stored = readStored()[key];
    if (stored) dispatch(draftsRecovered({ [key]: stored }));
  }, [key, dispatch]);
  const settle = useCallback(() => {
    if (!key) return;
    dispatch(draftSettled({ key }));
    const stored = readStored();
    delete stored[key];
    writeStored(stored);
  }, [key, dispatch]);
  return { draft: draft?.kind === kind ? draft : undefined, settle };
}

/**
 * Whether a load this page started has finished. An editor offers its draft only then: the loaded document
 * fills the form when it arrives, and would overwrite a draft restored before.
 */
export function useLoadedSinceMount(status: OpStatus): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (status === 'pending') setStarted(true);
  }, [status]);
  return started && status === 'succeeded';
}
