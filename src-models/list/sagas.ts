/**
 * The sagas of a list model: search with takeLatest (the stale request is aborted by callApi), writes with
 * takeLeading (a double click saves once), saved filters, domain workflows, and the export (exportSaga.ts).
 */
import { all, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { describeError, toErrorInfo } from 'src-services/errors';
import { savedFilterService } from 'src-services/savedFilters';
import type { SavedFilter, SearchResult } from 'src-services/types';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import type { ItemActionCreators, ListActions } from './actions';
import { createExportSaga } from './exportSaga';
import { toSearchRequest } from './query';
import type {
  FilterSaveRequest,
  ItemRequest,
  ListMessages,
  ListModelConfig,
  ListState,
  SaveRequest,
} from './types';

interface SagaParts<T, S, Name extends string, W extends string> {
  config: ListModelConfig<T, S, Name, W>;
  messages: ListMessages;
  actions: ListActions<T, S, Name>;
  itemActions: Record<W, ItemActionCreators>;
  selectState: (root: Record<Name, ListState<T>>) => ListState<T>;
}

export function createListSaga<T, S, Name extends string, W extends string>(parts: SagaParts<T, S, Name, W>) {
  const { config, messages, actions, itemActions, selectState } = parts;

  function* notifyFailure(error: unknown, fallbackKey: string) {
    const info = toErrorInfo(error);
    const notify: Notifier = yield getContext('notify');
    notify.error(describeError(info, fallbackKey));
    return info;
  }

  function* search() {
    const state: ListState<T> = yield select(selectState);
    try {
      const result: SearchResult<T> = yield* callApi((signal) =>
        config.search(toSearchRequest(state.query, config.defaultQuery), { signal }),
      );
      yield put(actions.searchSucceeded({ results: result.results ?? [], total: result.total ?? 0 }));
    } catch (error) {
      const info: ReturnType<typeof toErrorInfo> = yield* notifyFailure(error, messages.searchFailed);
      yield put(actions.searchFailed(info));
    }
  }

  function* save({ payload }: PayloadAction<SaveRequest<S>>) {
    if (!config.save) return;
    const saveItem = config.save;
    try {
      const saved: T = yield* callApi((signal) =>
        saveItem(payload.item, { signal, requestId: payload.requestId }),
      );
      yield put(actions.saveSucceeded({ requestId: payload.requestId, item: saved }));
      const notify: Notifier = yield getContext('notify');
      notify.success(messages.saveSucceeded);
      yield put(actions.searchRequested());
    } catch (error) {
      const info: ReturnType<typeof toErrorInfo> = yield* notifyFailure(error, messages.saveFailed);
      yield put(actions.saveFailed({ requestId: payload.requestId, error: info }));
    }
  }

  function* remove({ payload }: PayloadAction<ItemRequest>) {
    if (!config.remove) return;
    const removeItem = config.remove;
    try {
      yield* callApi((signal) => removeItem(payload.id, { signal }));
      yield put(actions.removeSucceeded({ requestId: payload.requestId, id: payload.id }));
      const notify: Notifier = yield getContext('notify');
      notify.success(messages.removeSucceeded);
      yield put(actions.searchRequested());
    } catch (error) {
      const info: ReturnType<typeof toErrorInfo> = yield* notifyFailure(error, messages.removeFailed);
      yield put(actions.removeFailed({ requestId: payload.requestId, id: payload.id, error: info }));
    }
  }

  function itemActionSaga(workflow: W) {
    const settings = config.itemActions![workflow];
    const creators = itemActions[workflow];
    return function* runItemAction({ payload }: PayloadAction<ItemRequest>) {
      try {
        yield* callApi((signal) => settings.run(payload.id, payload.args ?? {}, { signal }));
        yield put(creators.succeeded(payload));
        const notify: Notifier = yield getContext('notify');
        notify.success(settings.succeeded);
        if (settings.refresh) yield put(actions.searchRequested());
      } catch (error) {
        const info: ReturnType<typeof toErrorInfo> = yield* notifyFailure(error, settings.failed);
        yield put(creators.failed({ requestId: payload.requestId, id: payload.id, error: info }));
      }
    };
  }

  function* loadSavedFilters() {
    if (!config.filterBase) return;
    const base = config.filterBase;
    try {
      const items: SavedFilter[] = yield* callApi((signal) => savedFilterService.list(base, { signal }));
      yield put(actions.savedFiltersLoaded(Array.isArray(items) ? items : []));
    } catch (error) {
      const info: ReturnType<typeof toErrorInfo> = yield* notifyFailure(error, messages.searchFailed);
      yield put(actions.savedFiltersFailed(info));
    }
  }

  function* saveFilter({ payload }: PayloadAction<FilterSaveRequest>) {
    if (!config.filterBase) return;
    const base = config.filterBase;
    try {
      const filter: SavedFilter = yield* callApi((signal) =>
        savedFilterService.save(base, payload.input, { signal }),
      );
      yield put(actions.filterSaveSucceeded({ requestId: payload.requestId, filter }));
      const notify: Notifier = yield getContext('notify');
      notify.success(messages.filterSaved);
    } catch (error) {
      const info: ReturnType<typeof toErrorInfo> = yield* notifyFailure(error, messages.filterSaveFailed);
      yield put(actions.filterSaveFailed({ requestId: payload.requestId, error: info }));
    }
  }

  function* removeFilter({ payload }: PayloadAction<ItemRequest>) {
    if (!config.filterBase) return;
    const base = config.filterBase;
    try {
      yield* callApi((signal) => savedFilterService.remove(base, payload.id, { signal }));
      yield put(actions.filterRemoveSucceeded({ requestId: payload.requestId, id: payload.id }));
      const notify: Notifier = yield getContext('notify');
      notify.success(messages.filterDeleted);
    } catch (error) {
      const info: ReturnType<typeof toErrorInfo> = yield* notifyFailure(error, messages.filterDeleteFailed);
      yield put(actions.filterRemoveFailed({ requestId: payload.requestId, id: payload.id, error: info }));
    }
  }

  const exportSaga = createExportSaga({ config, messages, actions, selectState });

  return function* listSaga() {
    const workflows = Object.keys(config.itemActions ?? {}) as W[];
    yield all([
      takeLatest(actions.searchRequested.type, search),
      takeLeading(actions.saveRequested.type, save),
      takeLeading(actions.removeRequested.type, remove),
      takeLatest(actions.savedFiltersRequested.type, loadSavedFilters),
      takeLeading(actions.filterSaveRequested.type, saveFilter),
      takeLeading(actions.filterRemoveRequested.type, removeFilter),
      takeLeading(actions.exportRequested.type, exportSaga),
      ...workflows.map((workflow) =>
        takeLeading(itemActions[workflow].requested.type, itemActionSaga(workflow)),
      ),
    ]);
  };
}
