import { createAction } from '@reduxjs/toolkit';

export type SessionEndReason = 'expired' | 'noAuth';

/**
 * A call answered 969, or 900 "no auth"; the session saga decides when the session counts as over. Announced by
 * the shared call helpers (callApi, the uploader), so it lives beside them; the session domain re-exports it.
 */
export const sessionEndDetected = createAction<{ reason: SessionEndReason }>('session/sessionEndDetected');
