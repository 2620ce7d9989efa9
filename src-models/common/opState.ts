/** The status of one operation, the same shape in every domain (lists, documents, saved filters). */
import type { ApiErrorInfo } from 'src-services/errors';

export type OpStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface OpState {
  status: OpStatus;
  error: ApiErrorInfo | null;
}

/** A write the UI started: it knows its own request by id (e.g. to close the modal that saved). */
export interface RequestOpState extends OpState {
  requestId: string | null;
  /** The record the request was about (saved, removed, deactivated ...). */
  id: string | null;
}

export const idleOp = (): OpState => ({ status: 'idle', error: null });
export const idleRequest = (): RequestOpState => ({ status: 'idle', error: null, requestId: null, id: null });
export const isBusy = (op: OpState) => op.status === 'pending';
