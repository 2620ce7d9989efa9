/**
 * The list-model factory (ARCHITECTURE.md §4): the events, the reducer, the sagas and the selectors of one
 * server-searched list from one description. See README.md in this folder.
 */
import type { QueryItem } from 'src-services/types';
import {
  createEntityAdapter,
  createReducer,
  createSelector,
  type Draft,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { itemActionCreators, listActions } from './actions';
import { DEFAULT_PAGE_SIZE, readListUrl, searchOfListState } from './query';
import { createListSaga } from './sagas';
import { idleOp, idleRequest, isBusy as busy } from '../common/opState';
import type { ItemRequest, ListMessages, ListModelConfig, ListQuery, ListState } from './types';

export const DEFAULT_MESSAGES: ListMessages = {
  searchFailed: 'list.searchFailed',
  // 02-operations §8: a create and an update each say what they did.
  saveSucceeded: { create: 'list.created', update: 'list.updated' },
  saveFailed: { create: 'error.createFailed', update: 'error.updateFailed' },
  removeSucceeded: 'list.deleted',
  removeFailed: 'list.deleteFailed',
  exportFailed: 'error.downloadFailed',
};

export function createListModel<T, S = T, Name extends string = string, W extends string = never>(
  config: ListModelConfig<T, S, Name, W>,
) {
  const { name, selectId } = config;
  const messages: ListMessages = { ...DEFAULT_MESSAGES, ...config.messages };
  const adapter = createEntityAdapter<T, string>({ selectId });
  const actions = listActions<T, S, Name>(name);
  const workflows = Object.keys(config.itemActions ?? {}) as W[];
  const itemActions = itemActionCreators(name, workflows);

  const initialQuery: ListQuery = {
    scope: [],
    query: [],
    operator: 'AND',
    page: 0,
    size: config.pageSize ?? DEFAULT_PAGE_SIZE,
    order: config.defaultOrder,
  };
  const initialState: ListState<T> = adapter.getInitialState({
    query: initialQuery,
    total: null,
    selection: [],
    search: idleOp(),
    save: idleRequest(),
    remove: idleRequest(),
    itemActions: Object.fromEntries(workflows.map((workflow) => [workflow, idleRequest()])),
    export: {
      status: 'idle',
      error: null,
      jobId: null,
      total: null,
      estimateSeconds: null,
      progress: 0,
      url: null,
    },
  });

  // Immer drafts of a generic state do not type-check against the adapter: view them as the state itself.
  const view = (draft: Draft<ListState<T>>) => draft as unknown as ListState<T>;

  const reducer = createReducer(initialState, (builder) => {
    builder
      .addCase(actions.searchRequested, (draft, { payload }) => {
        const state = view(draft);
        state.query = { ...state.query, ...payload };
        state.search = { status: 'pending', error: null };
      })
      .addCase(actions.searchSucceeded, (draft, { payload }) => {
        const state = view(draft);
        adapter.setAll(state, payload.results);
        state.total = payload.total;
        state.search = { status: 'succeeded', error: null };
        const present = new Set(state.ids);
        state.selection = state.selection.filter((id) => present.has(id));
      })
      .addCase(actions.searchFailed, (draft, { payload }) => {
        view(draft).search = { status: 'failed', error: payload };
      })
      .addCase(actions.searchAbandoned, (draft) => {
        const state = view(draft);
        if (state.search.status === 'pending') state.search = { status: 'idle', error: null };
      })
      .addCase(actions.selectionChanged, (draft, { payload }) => {
        view(draft).selection = payload;
      })
      // takeLeading ignores a request while one runs; the state ignores it too, so both tell the same story.
      .addCase(actions.saveRequested, (draft, { payload }) => {
        const state = view(draft);
        if (busy(state.save)) return;
        state.save = { status: 'pending', error: null, requestId: payload.requestId, id: null };
      })
      .addCase(actions.saveSucceeded, (draft, { payload }) => {
        const state = view(draft);
        // An edited row shows its new values at once; a new record appears with the search that follows
        // (where it belongs in the order, without pushing the page past its size meanwhile).
        if (state.entities[selectId(payload.item)]) adapter.setOne(state, payload.item);
        state.save = {
          status: 'succeeded',
          error: null,
          requestId: payload.requestId,
          id: selectId(payload.item),
        };
      })
      .addCase(actions.saveFailed, (draft, { payload }) => {
        view(draft).save = { status: 'failed', error: payload.error, requestId: payload.requestId, id: null };
      })
      .addCase(actions.saveReset, (draft) => {
        const state = view(draft);
        if (!busy(state.save)) state.save = idleRequest();
      })
      .addCase(actions.removeRequested, (draft, { payload }) => {
        const state = view(draft);
        if (busy(state.remove)) return;
        state.remove = { status: 'pending', error: null, requestId: payload.requestId, id: payload.id };
      })
      .addCase(actions.removeSucceeded, (draft, { payload }) => {
        const state = view(draft);
        adapter.removeOne(state, payload.id);
        state.selection = state.selection.filter((id) => id !== payload.id);
        state.remove = { status: 'succeeded', error: null, requestId: payload.requestId, id: payload.id };
      })
      .addCase(actions.removeFailed, (draft, { payload }) => {
        view(draft).remove = { status: 'failed', ...payload };
      })
      .addCase(actions.exportRequested, (draft) => {
        const state = view(draft);
        if (state.export.status === 'requesting' || state.export.status === 'polling') return;
        state.export = { ...initialState.export, status: 'requesting' };
      })
      .addCase(actions.exportProgressed, (draft, { payload }) => {
        const state = view(draft);
        state.export = { ...state.export, ...payload, status: 'polling' };
      })
      .addCase(actions.exportReady, (draft, { payload }) => {
        const state = view(draft);
        state.export = { ...state.export, status: 'ready', progress: 1, url: payload.url };
      })
      .addCase(actions.exportFailed, (draft, { payload }) => {
        const state = view(draft);
        state.export = { ...state.export, status: 'failed', error: payload };
      })
      .addCase(actions.exportCancelled, (draft) => {
        const state = view(draft);
        if (state.export.status === 'requesting' || state.export.status === 'polling')
          state.export = { ...state.export, status: 'cancelled' };
      })
      .addCase(actions.exportDismissed, (draft) => {
        const state = view(draft);
        if (state.export.status !== 'requesting' && state.export.status !== 'polling')
          state.export = initialState.export;
      });

    for (const workflow of workflows) {
      const creators = itemActions[workflow];
      const patch = config.itemActions?.[workflow].patch;
      builder
        .addCase(creators.requested, (draft, { payload }: PayloadAction<ItemRequest>) => {
          const state = view(draft);
          if (busy(state.itemActions[workflow])) return;
          state.itemActions[workflow] = {
            status: 'pending',
            error: null,
            requestId: payload.requestId,
            id: payload.id,
          };
        })
        .addCase(creators.succeeded, (draft, { payload }) => {
          const state = view(draft);
          const item = state.entities[payload.id];
          if (item && patch)
            adapter.updateOne(state, { id: payload.id, changes: patch(item, payload.args ?? {}) });
          state.itemActions[workflow] = {
            status: 'succeeded',
            error: null,
            requestId: payload.requestId,
            id: payload.id,
          };
        })
        .addCase(creators.failed, (draft, { payload }) => {
          view(draft).itemActions[workflow] = { status: 'failed', ...payload };
        });
    }
  });

  type Root = Record<Name, ListState<T>>;
  const selectState = (root: Root): ListState<T> => root[name];
  const entities = adapter.getSelectors(selectState);
  const selectQuery = (root: Root) => selectState(root).query;
  const selectTotal = (root: Root) => selectState(root).total;
  const selectSearch = (root: Root) => selectState(root).search;
  const selectors = {
    selectState,
    selectAll: entities.selectAll,
    selectById: entities.selectById,
    selectIds: entities.selectIds,
    selectQuery,
    selectTotal,
    selectSearch,
    selectSelection: (root: Root) => selectState(root).selection,
    selectSave: (root: Root) => selectState(root).save,
    selectRemove: (root: Root) => selectState(root).remove,
    selectItemAction: (root: Root, workflow: W) => selectState(root).itemActions[workflow],
    selectExport: (root: Root) => selectState(root).export,
    /** What a controlled table needs, memoized; `error` is the last search's failure, until one succeeds. */
    selectTable: createSelector(
      [entities.selectAll, selectTotal, selectQuery, selectSearch],
      (rows, total, query, search) => ({
        rows,
        total,
        page: query.page,
        pageSize: query.size,
        order: query.order,
        loading: search.status === 'pending',
        error: search.error,
      }),
    ),
  };

  const saga = createListSaga({ config, messages, actions, itemActions, selectState });

  return {
    name,
    config,
    /** The configured messages over the defaults (the list container titles a failed search with one). */
    messages,
    reducer,
    saga,
    actions,
    itemActions,
    selectors,
    initialState,
    /**
     * The search of the page that shows this list as its own at a URL: a route sends it before the page renders
     * (`list` in src/routes/index.ts), the list container sends the same one when the page mounts.
     */
    searchAt: (params: URLSearchParams, scope: QueryItem[] = []) =>
      actions.searchRequested(
        searchOfListState(readListUrl(params, config.defaultOrder, config.defaultQuery), scope),
      ),
    /** Whether a search is on its way, read from the whole state (the list joins it with its area). */
    searching: (root: unknown) => selectSearch(root as Root).status === 'pending',
    /** Whether the list offers export and saved filters, and OR within its scope. */
    features: {
      export: Boolean(config.service.exportUrl),
      savedFilters: Boolean(config.service.filters),
      orWithinScope: config.service.nestsScope,
    },
  };
}

export type ListModel<T, S = T, Name extends string = string, W extends string = never> = ReturnType<
  typeof createListModel<T, S, Name, W>
>;
