import type { UnknownAction } from '@reduxjs/toolkit';
import { put, type Effect } from 'redux-saga/effects';
import { sessionEndReason, toErrorInfo, type ApiErrorInfo } from 'src-services/errors';

/**
 * Runs one call per item, one after the other, for work on many records at once (approving applications,
 * creating a spreadsheet's channels): each item's outcome is its own, so a refused item does not stop the
 * others; only an ended session does, and the items left are settled with its error.
 */
export function* eachInTurn<Item>(
  items: readonly Item[],
  attempt: (item: Item) => Generator<Effect, unknown, unknown>,
  settled: (item: Item, error: ApiErrorInfo | null) => UnknownAction,
): Generator<Effect, void, unknown> {
  let ended: ApiErrorInfo | null = null;
  for (const item of items) {
    if (ended) {
      yield put(settled(item, ended));
      continue;
    }
    try {
      yield* attempt(item);
      yield put(settled(item, null));
    } catch (error) {
      const info = toErrorInfo(error);
      if (sessionEndReason(info)) ended = info;
      yield put(settled(item, info));
    }
  }
}
