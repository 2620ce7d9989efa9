/** The events of a document model (`name/loadRequested` ...): a module of their own, read by the reducer and the saga. */
import { createAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { JsonValue } from '../common';

export interface DocumentLoadRequest {
  /** Absent for a document that has no id. */
  id?: string | null;
}

export interface DocumentSaveRequest<I> {
  /** Made by the UI per save; sent as `X-Request-Id`, so a repeated create gets the first answer back. */
  requestId: string;
  input: I;
}

export interface DocumentSaveOutcome<D> {
  requestId: string;
  data: D | null;
}

export interface DocumentSaveFailure {
  requestId: string;
  error: ApiErrorInfo;
}

export function documentActions<D, I, Name extends string>(name: Name) {
  const a = <P = void>(event: string) => createAction<P>(`${name}/${event}`);
  return {
    /** The editor opened (or asked again): load the document, by id when it has one. */
    loadRequested: a<DocumentLoadRequest | undefined>('loadRequested'),
    loadSucceeded: a<D>('loadSucceeded'),
    loadFailed: a<ApiErrorInfo>('loadFailed'),
    /** Ignored while a save runs: a burst of clicks saves once. */
    saveRequested: a<DocumentSaveRequest<I>>('saveRequested'),
    saveSucceeded: a<DocumentSaveOutcome<D>>('saveSucceeded'),
    saveFailed: a<DocumentSaveFailure>('saveFailed'),
    /** The editor started a new, unsaved document: nothing of the earlier one is kept. */
    resetRequested: a('resetRequested'),
    /** What the parts held unsaved, back from a draft (by part). */
    partsRestored: a<Record<string, JsonValue>>('partsRestored'),
  };
}

export type DocumentActions<D, I, Name extends string> = ReturnType<typeof documentActions<D, I, Name>>;
