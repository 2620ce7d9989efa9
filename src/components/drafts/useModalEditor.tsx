import { startTransition, useCallback, useState } from 'react';
import { draftKey } from 'src-models/drafts';
import { selectOperator } from 'src-models/session';
import { useAppSelector } from 'src/store/hooks';
import { DraftNotice } from './DraftNotice';
import { useOfferedDraft } from './drafts';

/**
 * A list's create/edit modal and its draft (the coupon and store lists): which values the modal is open with,
 * where it keeps what was typed if the session ends, and the notice offering that back after the next login
 * (Restore opens the modal with it).
 *
 *   const editing = useModalEditor<StoreFormValues>('/store/list', 'store');
 *   {editing.notice}  <CreateButton onClick={() => editing.open(NEW_STORE)} />
 *   {editing.editor && <StoreFormModal initial={editing.editor.initial} restored={editing.editor.restored}
 *     draftKey={editing.draftKey} onClose={editing.close} />}
 */
export function useModalEditor<V>(
  route: string,
  kind: string,
  options: {
    /** Tells apart two modals of the same page (draftKey's `part`). */
    part?: string;
    /** Restore was pressed: what to show around the modal (the drawer it lives in). */
    onRestore?: (values: V) => void;
  } = {},
) {
  const { part, onRestore } = options;
  const operator = useAppSelector(selectOperator);
  const [editor, setEditor] = useState<{ initial: V; restored: boolean } | null>(null);
  const key = operator ? draftKey(operator.id, route, part) : null;
  const { draft, settle } = useOfferedDraft(key, kind);
  // Drawn in a transition: a form of twenty fields takes the main thread for 50-100 ms here, and the click is
  // answered (painted) first, then the modal is drawn in slices the browser can cut into.
  const open = useCallback(
    (initial: V) => startTransition(() => setEditor({ initial, restored: false })),
    [],
  );
  const close = useCallback(() => setEditor(null), []);
  const notice =
    draft && !editor ? (
      <DraftNotice
        draft={draft}
        onRestore={() => {
          const values = draft.values as unknown as V;
          setEditor({ initial: values, restored: true });
          onRestore?.(values);
          settle();
        }}
        onDiscard={settle}
      />
    ) : null;
  return { editor, open, close, draftKey: key, notice };
}

/** A modal editor handed down to where its modal opens (a drawer of the page). */
export type ModalEditor<V> = ReturnType<typeof useModalEditor<V>>;
