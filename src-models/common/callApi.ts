import { call, put } from 'redux-saga/effects';
import type { Effect } from 'redux-saga/effects';
import { CANCEL } from 'redux-saga';
import { isApiError, sessionEndReason } from 'src-services/errors';
import { sessionEndDetected } from './sessionEnd';

/**
 * The request with an abort hook redux-saga calls when the waiting task is cancelled. (An abort in a `finally`
 * that yields `cancelled()` would be wrong here: callers delegate with `yield*`, and a yield inside the
 * delegate's finally turns the caller's cancellation into a normal return, so the caller ran on.)
 */
function abortable<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  return Object.assign(request(controller.signal), { [CANCEL]: () => controller.abort() });
}

/**
 * Calls a service from a saga. The request is aborted for real when the saga is cancelled (takeLatest, race),
 * and an answer that ends the session (969, or 900 "no auth") is announced before the error is rethrown.
 */
export function* callApi<T>(request: (signal: AbortSignal) => Promise<T>): Generator<Effect, T, unknown> {
  try {
    return (yield call(abortable<T>, request)) as T;
  } catch (error) {
    const reason = isApiError(error) ? sessionEndReason(error) : null;
    if (reason) yield put(sessionEndDetected({ reason }));
    throw error;
  }
}
