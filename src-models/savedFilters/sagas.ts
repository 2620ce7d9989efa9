import { getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { describeError, toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import type { MessageId } from 'src-locales/messageIds';
import type { SavedFilterPort } from 'src-services/listService';
import type { SavedFilter, SavedFilterInput } from 'src-services/types';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { savedFilterActions as actions } from './slice';

const MESSAGES = {
  loadFailed: 'list.searchFailed',
  saved: 'list.filter.saved',
  saveFailed: 'error.saveFailed',
  deleted: 'list.filter.deleted',
  deleteFailed: 'list.deleteFailed',
} as const satisfies Record<string, MessageId>;

/** Matches one event of this domain for one list only. */
const forList =
  (list: string, type: string) =>
  (action: { type: string; payload?: unknown }): boolean =>
    action.type === type && (action.payload as { list?: string } | undefined)?.list === list;

function* failure(error: unknown, fallbackKey: MessageId) {
  const info = toErrorInfo(error);
  const notify: Notifier = yield getContext('notify');
  notify.error(describeError(info, fallbackKey));
  return info;
}

/** The saved filters of one list, through its service's port; run by that list's saga. */
export function watchSavedFilters(list: string, port: SavedFilterPort) {
  function* load() {
    try {
      const items: SavedFilter[] = yield* callApi((signal) => port.list({ signal }));
      yield put(actions.loaded({ list, items: Array.isArray(items) ? items : [] }));
    } catch (error) {
      const info: ApiErrorInfo = yield* failure(error, MESSAGES.loadFailed);
      yield put(actions.loadFailed({ list, error: info }));
    }
  }

  function* save({ payload }: PayloadAction<{ requestId: string; input: SavedFilterInput }>) {
    try {
      const filter: SavedFilter = yield* callApi((signal) => port.save(payload.input, { signal }));
      yield put(actions.saveSucceeded({ list, requestId: payload.requestId, filter }));
      const notify: Notifier = yield getContext('notify');
      notify.success(MESSAGES.saved);
    } catch (error) {
      const info: ApiErrorInfo = yield* failure(error, MESSAGES.saveFailed);
      yield put(actions.saveFailed({ list, requestId: payload.requestId, error: info }));
    }
  }

  function* remove({ payload }: PayloadAction<{ requestId: string; id: string }>) {
    try {
      yield* callApi((signal) => port.remove(payload.id, { signal }));
      yield put(actions.removeSucceeded({ list, requestId: payload.requestId, id: payload.id }));
      const notify: Notifier = yield getContext('notify');
      notify.success(MESSAGES.deleted);
    } catch (error) {
      const info: ApiErrorInfo = yield* failure(error, MESSAGES.deleteFailed);
      yield put(actions.removeFailed({ list, requestId: payload.requestId, id: payload.id, error: info }));
    }
  }

  return function* savedFiltersOfList() {
    yield takeLatest(forList(list, actions.loadRequested.type), load);
    yield takeLeading(forList(list, actions.saveRequested.type), save);
    yield takeLeading(forList(list, actions.removeRequested.type), remove);
  };
}
