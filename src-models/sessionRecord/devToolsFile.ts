/**
 * A session record as a file Redux DevTools' Import button opens as it is: the shape its own Export writes
 * (the extension's pageScript `exportState` and app-core's `exportStateMiddleware`): `payload`, the actions as a
 * JSON text, and `preloadedState`, the state before the first as a JSON text. On import DevTools replays the
 * actions onto that state with the app's reducer, and lists them to step through. (A lifted state with every
 * computed state would repeat the whole state for each action: DevTools shares them with references of its own
 * JSON dialect; plain JSON cannot.) What DevTools does not read sits beside, under `sessionRecord`.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { cleanAction, cleanState, type Cleaner } from './clean';
import type { RecordSnapshot } from './recorder';

export interface RecordMeta {
  /** The build: the package's version and the bundle's hash. */
  version: string;
  /** The route's path (its query, which may hold a search, is in the state, cleaned). */
  route: string;
  locale: string;
  /** The browser's user agent. */
  browser: string;
}

export interface SessionRecordFile {
  payload: string;
  preloadedState: string;
  sessionRecord: RecordMeta & {
    /** When the record was written (ISO 8601). */
    writtenAt: string;
    /** Each action's time (ISO 8601), in the payload's order. */
    times: string[];
    /** The state after the last action, cleaned like the rest. */
    lastState: unknown;
  };
}

const DEFAULT_CLEANER: Cleaner = { cleanAction, cleanState };

export function sessionRecordFile(
  snapshot: RecordSnapshot,
  meta: RecordMeta,
  writtenAt: number,
  cleaner: Cleaner = DEFAULT_CLEANER,
): SessionRecordFile {
  return {
    payload: JSON.stringify(snapshot.entries.map(({ action }) => cleaner.cleanAction(action))),
    preloadedState: JSON.stringify(cleaner.cleanState(snapshot.firstState)),
    sessionRecord: {
      ...meta,
      writtenAt: new Date(writtenAt).toISOString(),
      times: snapshot.entries.map(({ at }) => new Date(at).toISOString()),
      lastState: cleaner.cleanState(snapshot.lastState),
    },
  };
}

/** What a record file holds, read back (for a replay). */
export interface ReadRecord {
  actions: UnknownAction[];
  firstState: Record<string, unknown>;
  lastState: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a record file's text; throws, saying why, when it is not one. */
export function readSessionRecord(text: string): ReadRecord {
  const file: unknown = JSON.parse(text);
  if (!isObject(file) || typeof file.payload !== 'string' || typeof file.preloadedState !== 'string')
    throw new Error('not a session record: no payload and preloadedState texts');
  const actions: unknown = JSON.parse(file.payload);
  const firstState: unknown = JSON.parse(file.preloadedState);
  if (
    !Array.isArray(actions) ||
    !actions.every((action) => isObject(action) && typeof action.type === 'string')
  )
    throw new Error('not a session record: its payload is not a list of actions');
  if (!isObject(firstState)) throw new Error('not a session record: its preloadedState is not a state');
  const extra = isObject(file.sessionRecord) ? file.sessionRecord : {};
  return { actions: actions as UnknownAction[], firstState, lastState: extra.lastState };
}
