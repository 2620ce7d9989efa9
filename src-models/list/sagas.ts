/**
 * The sagas of a list model: search with takeLatest (the stale request is aborted by callApi), writes with
 * takeLeading (a double click saves once), domain workflows, the export (exportSaga.ts) and, when the service
 * keeps them, the list's saved filters (the savedFilters domain).
 */
import { all, fork, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { MessageId } from 'src-locales/messageIds';
import type { PayloadAction } from '@reduxjs/toolkit';
import { describeError, toErrorInfo } from 'src-services/errors';
import type { SearchResult } from 'src-services/types';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { saveTextFor } from '../common/saveText';
import type { ItemActionCreators, ListActions } from './actions';
import { watchSavedFilters } from '../savedFilters';
import { createExportSaga } from './exportSaga';
import { toListSearch } from './query';
import type { ItemRequest, ListMessages, ListModelConfig, ListState, SaveRequest } from './types';

interface SagaParts<T, S, Name extends string, W extends string> {
  config: ListModelConfig<T, S, Name, W>;
  messages: ListMessages;
  actions: ListActions<T, S, Name>;
  itemActions: Record<W, ItemActionCreators>;
  selectState: (root: Record<Name, ListState<T>>) => ListState<T>;
}

export function createListSaga<T, S, Name extends string, W extends string>(parts: SagaParts<T, S, Name, W>) {
  const { config, messages, actions, itemActions, selectState } = parts;

  function* notifyFailure(error: unknown, fallbackKey: MessageId) {
    const info = toErrorInfo(error);
    const notify: Notifier = yield getContext('notify');
    notify.error(describeError(info, fallbackKey));
    return info;
  }

  function* search({ type }: { type: string }) {
    // A left page's search: taking it cancelled (and aborted) the one under way; there is nothing to ask.
    if (type === actions.searchAbandoned.type) return;
    const state: ListState<T> = yield select(selectState);
    try {
      const result: SearchResult<T> = yield* callApi((signal) =>
        config.service.search(toListSearch(state.query, config.fixedScope), { signal }),
      );
      yield put(actions.searchSucceeded({ results: result.results, total: result.total }));
    } catch (error) {
      // The rows and the total on screen stay; the list shows the failure in place, with Retry (issue 11).
      const info: ReturnType<typeof toErrorInfo> = config.quietSearchFailure
        ? toErrorInfo(error)
        : yield* notifyFailure(error, messages.searchFailed);
      yield put(actions.searchFailed(info));
    }
  }

  function* save({ payload }: PayloadAction<SaveRequest<S>>) {
    if (!config.service.save) return;
    const saveItem = config.service.save;
    try {
      const saved: T = yield* callApi((signal) =>
        saveItem(payload.item, { signal, requestId: payload.requestId }),
      );
      yield put(actions.saveSucceeded({ requestId: payload.requestId, item: saved }));
      const notify: Notifier = yield getContext('notify');
      notify.success(saveTextFor(messages.saveSucceeded, payload.item, config.isUpdate));
      yield put(actions.searchRequested());
    } catch (error) {
      const info: ReturnType<typeof toErrorInfo> = yield* notifyFailure(
        error,
        saveTextFor(messages.saveFailed, payload.item, config.isUpdate),
      );
      yield put(actions.saveFailed({ requestId: payload.requestId, error: info }));
    }
  }

  function* remove({ payload }: PayloadAction<ItemRequest>) {
    if (!config.service.remove) return;
    const removeItem = config.service.remove;
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

  const exportSaga = createExportSaga({ config, messages, actions, selectState });

  return function* listSaga() {
    const workflows = Object.keys(config.itemActions ?? {}) as W[];
    yield all([
      takeLatest([actions.searchRequested.type, actions.searchAbandoned.type], search),
      takeLeading(actions.saveRequested.type, save),
      takeLeading(actions.removeRequested.type, remove),
      takeLeading(actions.exportRequested.type, exportSaga),
      ...workflows.map((workflow) =>
        takeLeading(itemActions[workflow].requested.type, itemActionSaga(workflow)),
      ),
      ...(config.service.filters ? [fork(watchSavedFilters(config.name, config.service.filters))] : []),
    ]);
  };
}
