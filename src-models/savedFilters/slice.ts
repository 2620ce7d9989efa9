/**
 * Saved filters (03-community-analytics §3, §7): the operator's named filters of each list, kept on the server.
 * One domain for every list, keyed by the list's name; each list's saga answers the events of its own list.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { SavedFilter, SavedFilterInput } from 'src-services/types';
import { idleOp, idleRequest, isBusy, type OpState, type RequestOpState } from '../common/opState';

export interface ListFilters extends OpState {
  items: SavedFilter[];
  save: RequestOpState;
  remove: RequestOpState;
}

export interface SavedFiltersState {
  byList: Record<string, ListFilters>;
}

const initialState: SavedFiltersState = { byList: {} };

export const emptyListFilters = (): ListFilters => ({
  ...idleOp(),
  items: [],
  save: idleRequest(),
  remove: idleRequest(),
});

type Of<P> = PayloadAction<P & { list: string }>;

const of = (state: SavedFiltersState, list: string): ListFilters =>
  (state.byList[list] ??= emptyListFilters());

const slice = createSlice({
  name: 'savedFilters',
  initialState,
  reducers: {
    loadRequested(state, { payload }: Of<object>) {
      const filters = of(state, payload.list);
      filters.status = 'pending';
      filters.error = null;
    },
    loaded(state, { payload }: Of<{ items: SavedFilter[] }>) {
      Object.assign(of(state, payload.list), { status: 'succeeded', error: null, items: payload.items });
    },
    loadFailed(state, { payload }: Of<{ error: ApiErrorInfo }>) {
      Object.assign(of(state, payload.list), { status: 'failed', error: payload.error });
    },
    // takeLeading ignores a request while one runs; the state ignores it too, so both tell the same story.
    saveRequested(state, { payload }: Of<{ requestId: string; input: SavedFilterInput }>) {
      const filters = of(state, payload.list);
      if (isBusy(filters.save)) return;
      filters.save = {
        status: 'pending',
        error: null,
        requestId: payload.requestId,
        id: payload.input.id ?? null,
      };
    },
    saveSucceeded(state, { payload }: Of<{ requestId: string; filter: SavedFilter }>) {
      const filters = of(state, payload.list);
      filters.items = [payload.filter, ...filters.items.filter((item) => item.id !== payload.filter.id)];
      filters.save = {
        status: 'succeeded',
        error: null,
        requestId: payload.requestId,
        id: payload.filter.id,
      };
    },
    saveFailed(state, { payload }: Of<{ requestId: string; error: ApiErrorInfo }>) {
      of(state, payload.list).save = {
        status: 'failed',
        error: payload.error,
        requestId: payload.requestId,
        id: null,
      };
    },
    removeRequested(state, { payload }: Of<{ requestId: string; id: string }>) {
      const filters = of(state, payload.list);
      if (isBusy(filters.remove)) return;
      filters.remove = { status: 'pending', error: null, requestId: payload.requestId, id: payload.id };
    },
    removeSucceeded(state, { payload }: Of<{ requestId: string; id: string }>) {
      const filters = of(state, payload.list);
      filters.items = filters.items.filter((item) => item.id !== payload.id);
      filters.remove = { status: 'succeeded', error: null, requestId: payload.requestId, id: payload.id };
    },
    removeFailed(state, { payload }: Of<{ requestId: string; id: string; error: ApiErrorInfo }>) {
      const { requestId, id, error } = payload;
      of(state, payload.list).remove = { status: 'failed', error, requestId, id };
    },
  },
});

export const savedFilterActions = slice.actions;
export const savedFiltersReducer = slice.reducer;

const NONE = emptyListFilters();
type WithSavedFilters = { savedFilters: SavedFiltersState };
export const selectSavedFilters = (root: WithSavedFilters, list: string): ListFilters =>
  root.savedFilters.byList[list] ?? NONE;
