/**
 * A record replayed: its actions run through the app's reducers from its first state, as the store ran them
 * (domains join where the record says they joined), and the result put into a store (development builds only).
 */
import { combineReducers, createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { DomainTable } from '../coreDomains';
import type { ReadRecord } from './devToolsFile';
import { domainsJoined } from './recorder';

/** A record was replayed into this store: its state is the replay's. */
export const recordReplayed = createAction<{ state: Record<string, unknown> }>('sessionRecord/replayed');

/** The state the record's actions lead to from its first state; `domains` has every domain the record uses. */
export function replayRecord(record: ReadRecord, domains: DomainTable): Record<string, unknown> {
  const reducers: Record<string, Reducer> = {};
  const join = (names: readonly string[]) => {
    for (const name of names) {
      if (!domains[name])
        throw new Error(`the record uses the domain "${name}", which this app does not have`);
      reducers[name] = domains[name].reducer;
    }
    return combineReducers(reducers) as Reducer<Record<string, unknown>, UnknownAction>;
  };
  let reducer = join(Object.keys(record.firstState));
  let state = record.firstState;
  for (const action of record.actions) {
    if (recordReplayed.match(action)) {
      // A record replayed into the store it was recorded in (a development build): the state it put there.
      reducer = join(Object.keys(action.payload.state));
      state = action.payload.state;
      continue;
    }
    if (domainsJoined.match(action)) reducer = join(action.payload.names);
    state = reducer(state, action);
  }
  return state;
}

/** The root reducer, which also takes a replayed state whole. */
export function replayable<S>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) =>
    recordReplayed.match(action) ? (action.payload.state as S) : reducer(state, action);
}
