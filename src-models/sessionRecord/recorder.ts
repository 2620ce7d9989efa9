/**
 * The session record: the last actions of this store with their time, in memory only and never sent anywhere by
 * itself. Each entry keeps references (state and actions are immutable), never a copy: cleaning waits until a
 * record is written (`sessionRecordFile`).
 */
import { createAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { RingBuffer } from './ringBuffer';

export const SESSION_RECORD_SIZE = 500;

export type ErrorCause = 'uncaught' | 'unhandledRejection' | 'saveFailed';

/*
 * The record's own events. They are written into the record, never dispatched, so the app's action stream (and
 * the tests that read it) stays what it was; no reducer hears them, so replaying them changes nothing.
 */
/** Something failed here: an uncaught error, or a change the operator asked for (a save) that failed. */
export const errorMarked = createAction<{ cause: ErrorCause; message: string }>('sessionRecord/errorMarked');
/** Domains joined the store (an area's pages loaded): a replay adds their reducers at this point. */
export const domainsJoined = createAction<{ names: string[] }>('sessionRecord/domainsJoined');

export interface RecordEntry {
  action: UnknownAction;
  /** Epoch milliseconds. */
  at: number;
  /** The state just before the action: the oldest entry's is the record's first state. */
  before: unknown;
}

/** What the record holds at one moment, not cleaned yet. */
export interface RecordSnapshot {
  firstState: unknown;
  entries: { action: UnknownAction; at: number }[];
  lastState: unknown;
}

export interface SessionRecorder {
  /** The store's last middleware: what it sees next goes straight to the reducer, in the reducer's order. */
  middleware: Middleware;
  markError(cause: ErrorCause, message: string): void;
  domainsJoined(names: string[]): void;
  snapshot(): RecordSnapshot;
}

/**
 * A change asked for carries a request id (sent as `X-Request-Id`): its `...Failed` event is a failed save, a
 * failed removal or a failed workflow (`docs/approveFailed`), whatever the domain.
 */
function failedChange(action: UnknownAction): string | null {
  if (!action.type.endsWith('Failed')) return null;
  const payload = action.payload as { requestId?: unknown; error?: { msg?: unknown } } | undefined;
  if (typeof payload?.requestId !== 'string') return null;
  const why = typeof payload.error?.msg === 'string' ? payload.error.msg : '';
  return why ? `${action.type}: ${why}` : action.type;
}

export function createSessionRecorder(size = SESSION_RECORD_SIZE, now = Date.now): SessionRecorder {
  const ring = new RingBuffer<RecordEntry>(size);
  let getState: () => unknown = () => undefined;
  const write = (action: UnknownAction) => ring.push({ action, at: now(), before: getState() });

  return {
    middleware: (api) => {
      getState = api.getState;
      return (next) => (action) => {
        write(action as UnknownAction);
        const result = next(action);
        const failure = failedChange(action as UnknownAction);
        if (failure) write(errorMarked({ cause: 'saveFailed', message: failure }));
        return result;
      };
    },
    markError: (cause, message) => write(errorMarked({ cause, message })),
    domainsJoined: (names) => write(domainsJoined({ names })),
    snapshot: () => {
      const entries = ring.items();
      const lastState = getState();
      return {
        firstState: entries.length ? entries[0].before : lastState,
        entries: entries.map(({ action, at }) => ({ action, at })),
        lastState,
      };
    },
  };
}
