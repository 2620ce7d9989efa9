import { cancel, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toErrorInfo } from 'src-services/errors';
import { callApi } from '../common/callApi';
import { fetchLookup, lookupKey, type LookupRequest } from './requests';
import {
  loadFailed,
  loadRequested,
  loadStarted,
  loadSucceeded,
  type LoadRequest,
  type LookupEntry,
} from './slice';
import type { LookupsState } from './slice';

/** A cached list older than this is loaded again the next time a selector asks for it. */
export const LOOKUP_MAX_AGE_MS = 5 * 60_000;

function* load(key: string, request: LookupRequest) {
  yield put(loadStarted({ key }));
  try {
    const items: unknown[] = yield* callApi((signal) => fetchLookup(request, { signal }));
    yield put(loadSucceeded({ key, items: Array.isArray(items) ? items : [], loadedAt: Date.now() }));
  } catch (error) {
    yield put(loadFailed({ key, error: toErrorInfo(error) }));
  }
}

const entryOf = (key: string) => (state: { lookups: LookupsState }) => state.lookups.entries[key];

/** Several selectors of one kind on a page share one request; a fresh cached list is not asked for again. */
export function* lookupsSaga() {
  const running = new Map<string, Task>();
  yield takeEvery(loadRequested.type, function* onRequest(action: PayloadAction<LoadRequest>) {
    const { request, force } = action.payload;
    const key = lookupKey(request);
    const current = running.get(key);
    if (current?.isRunning()) {
      if (!force) return;
      yield cancel(current);
    }
    const entry: LookupEntry | undefined = yield select(entryOf(key));
    const fresh = entry?.status === 'succeeded' && Date.now() - (entry.loadedAt ?? 0) < LOOKUP_MAX_AGE_MS;
    if (fresh && !force) return;
    const task: Task = yield fork(load, key, request);
    running.set(key, task);
  });
}
