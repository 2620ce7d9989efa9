import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestId, type RequestOpState } from 'src-models/common';

/**
 * One save per burst of clicks on Save (a list's modal or a document's editor). The first click claims the
 * save at once, before the form's validation has answered, and every further click is ignored until that save
 * has settled or the validation refused; `busy` keeps the button loading all that time. Each save gets its own
 * request id, which the saga sends with the call (the backend answers a repeat with the first result).
 *
 *   const saving = useSaveOnce(save);                      // the model's RequestOpState
 *   <Button loading={saving.busy} onClick={() => saving.claim() && form.submit()} />
 *   onFinish: saving.send((requestId) => dispatch(x.saveRequested({ requestId, ... })))
 *   onFinishFailed: saving.release
 */
export function useSaveOnce(op: RequestOpState) {
  const claimed = useRef(false);
  const sent = useRef(false);
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState<string | null>(null);

  const release = useCallback(() => {
    claimed.current = false;
    sent.current = false;
    setBusy(false);
  }, []);

  /** Whether this click may save: false while an earlier click's save is under way. */
  const claim = useCallback(() => {
    if (claimed.current) return false;
    claimed.current = true;
    setBusy(true);
    return true;
  }, []);

  /** Starts the save with a new request id (claims it first if the click did not). */
  const send = useCallback((dispatchSave: (requestId: string) => void) => {
    if (sent.current) return;
    claimed.current = true;
    sent.current = true;
    setBusy(true);
    const id = newRequestId();
    setRequestId(id);
    dispatchSave(id);
  }, []);

  // The save settled (saved, refused, or answered without a record): Save takes clicks again.
  useEffect(() => {
    if (sent.current && op.status !== 'pending') release();
  }, [op.status, requestId, release]);

  /** How this editor's own last save ended, if it has. */
  const outcome = requestId !== null && op.requestId === requestId ? op.status : null;

  return { busy: busy || op.status === 'pending', claim, send, release, requestId, outcome };
}
