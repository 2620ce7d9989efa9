/** The events of a list model (`name/searchRequested` ...): a module of their own, read by the reducer and the sagas. */
import { createAction, type PayloadActionCreator } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type {
  ExportProgress,
  ExportRequestPayload,
  ItemFailure,
  ItemRequest,
  ListQuery,
  SaveRequest,
} from './types';

export function listActions<T, S, Name extends string>(name: Name) {
  const a = <P = void>(event: string) => createAction<P>(`${name}/${event}`);
  return {
    /** A new search; the payload changes the query (a page, an order, the conditions, the scope); none refreshes. */
    searchRequested: a<Partial<ListQuery> | undefined>('searchRequested'),
    searchSucceeded: a<{ results: T[]; total: number }>('searchSucceeded'),
    searchFailed: a<ApiErrorInfo>('searchFailed'),
    /** The page showing the list was left: the search under way is aborted (takeLatest), its answer never lands. */
    searchAbandoned: a('searchAbandoned'),
    selectionChanged: a<string[]>('selectionChanged'),
    saveRequested: a<SaveRequest<S>>('saveRequested'),
    saveSucceeded: a<{ requestId: string; item: T }>('saveSucceeded'),
    saveFailed: a<{ requestId: string; error: ApiErrorInfo }>('saveFailed'),
    /** The operator closed the form: forget the last save's outcome. */
    saveReset: a('saveReset'),
    removeRequested: a<ItemRequest>('removeRequested'),
    removeSucceeded: a<{ requestId: string; id: string }>('removeSucceeded'),
    removeFailed: a<ItemFailure>('removeFailed'),
    exportRequested: a<ExportRequestPayload>('exportRequested'),
    exportProgressed: a<ExportProgress>('exportProgressed'),
    exportReady: a<{ url: string }>('exportReady'),
    exportFailed: a<ApiErrorInfo>('exportFailed'),
    exportCancelled: a('exportCancelled'),
    /** The operator closed the finished export's panel. */
    exportDismissed: a('exportDismissed'),
  };
}

export type ListActions<T, S, Name extends string> = ReturnType<typeof listActions<T, S, Name>>;

export function itemActionCreators<W extends string>(name: string, workflows: readonly W[]) {
  return Object.fromEntries(
    workflows.map((workflow) => [
      workflow,
      {
        requested: createAction<ItemRequest>(`${name}/${workflow}Requested`),
        succeeded: createAction<ItemRequest>(`${name}/${workflow}Succeeded`),
        failed: createAction<ItemFailure>(`${name}/${workflow}Failed`),
      },
    ]),
  ) as Record<W, ItemActionCreators>;
}

export interface ItemActionCreators {
  requested: PayloadActionCreator<ItemRequest>;
  /** Carries the request's args, so `patch` sees what was asked. */
  succeeded: PayloadActionCreator<ItemRequest>;
  failed: PayloadActionCreator<ItemFailure>;
}
