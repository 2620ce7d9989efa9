import { call, cancelled, put } from 'redux-saga/effects';
import type { Effect } from 'redux-saga/effects';
import { isApiError, sessionEndReason } from 'src-services/errors';
import { sessionEndDetected } from '../session/slice';

/**
 * Calls a service from a saga. The request is aborted for real when the saga is cancelled (takeLatest, race),
 * and an answer that ends the session (969, or 900 "no auth") is announced before the error is rethrown.
 */
export function* callApi<T>(request: (signal: AbortSignal) => Promise<T>): Generator<Effect, T, unknown> {
  const controller = new AbortController();
  try {
    return (yield call(request, controller.signal)) as T;
  } catch (error) {
    const reason = isApiError(error) ? sessionEndReason(error) : null;
    if (reason) yield put(sessionEndDetected({ reason }));
    throw error;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}
