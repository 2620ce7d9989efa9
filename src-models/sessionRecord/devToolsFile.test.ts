import { combineReducers, legacy_createStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { instrument, type LiftedState } from '@redux-devtools/instrument';
import { installMockBackend } from 'mock/node';
import { domains } from 'test/allDomains';
import { ADMIN, operatorSession } from 'test/operatorSession';
import { coreDomains } from '../coreDomains';
import { readSessionRecord, sessionRecordFile, type SessionRecordFile } from './devToolsFile';
import { replayRecord } from './replay';

const server = installMockBackend();

const META = { version: '0.1.0 (test)', route: '/store/list', locale: 'en-US', browser: 'jest' };
const everyDomain = { ...coreDomains, ...domains };

/** What the operator's session writes, as the text of the downloaded file. */
async function recordedSession(): Promise<{ text: string; file: SessionRecordFile }> {
  const store = await operatorSession(server);
  store.sessionRecord.markError('uncaught', 'TypeError: rows is undefined');
  const text = JSON.stringify(
    sessionRecordFile(store.sessionRecord.snapshot(), META, Date.UTC(2025, 5, 1, 2, 30)),
  );
  return { text, file: JSON.parse(text) as SessionRecordFile };
}

/** JSON drops `undefined` fields: a state as a file holds it. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("a session record in Redux DevTools' export format", () => {
  it('holds the actions and the first state as JSON texts, with the build, route, language, browser and times beside', async () => {
    const { file } = await recordedSession();
    const actions = JSON.parse(file.payload) as UnknownAction[];
    const types = actions.map((action) => action.type);
    expect(types.slice(0, 2)).toEqual(['session/loginRequested', 'session/loginSucceeded']);
    expect(types).toContain('sessionRecord/domainsJoined');
    // The refused save is marked right after it, and so is the uncaught error, last.
    expect(types[types.indexOf('stores/saveFailed') + 1]).toBe('sessionRecord/errorMarked');
    expect(actions.at(-1)).toEqual({
      type: 'sessionRecord/errorMarked',
      payload: { cause: 'uncaught', message: 'TypeError: rows is undefined' },
    });
    expect(types).toContain('session/sessionEndDetected');
    expect(JSON.parse(file.preloadedState)).toHaveProperty('session.status', 'unknown');
    expect(file.sessionRecord).toMatchObject({ ...META, writtenAt: '2025-06-01T02:30:00.000Z' });
    expect(file.sessionRecord.times).toHaveLength(actions.length);
    expect(file.sessionRecord.times.every((time) => !Number.isNaN(Date.parse(time)))).toBe(true);
    expect(file.sessionRecord.lastState).toHaveProperty('session.status', 'expired');
  });

  it("opens in DevTools' import as it is: DevTools' own reducer replays it to the recorded last state", async () => {
    const { text, file } = await recordedSession();
    // What the extension's Import does (pageScript/api/importState.ts, then the instrument's IMPORT_STATE).
    const parsed = JSON.parse(text) as { payload: string; preloadedState: string };
    const appReducer = combineReducers(
      Object.fromEntries(Object.entries(everyDomain).map(([name, { reducer }]) => [name, reducer])),
    ) as Reducer;
    const devStore = legacy_createStore(appReducer, instrument());
    devStore.liftedStore.dispatch({
      type: 'IMPORT_STATE',
      nextLiftedState: JSON.parse(parsed.payload),
      preloadedState: JSON.parse(parsed.preloadedState),
    });

    const lifted = devStore.liftedStore.getState() as LiftedState<unknown, UnknownAction, unknown>;
    const actions = JSON.parse(file.payload) as UnknownAction[];
    expect(lifted.stagedActionIds).toEqual(Array.from({ length: actions.length + 1 }, (_, id) => id));
    expect(lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id].action)).toEqual(actions);
    expect(lifted.computedStates).toHaveLength(actions.length + 1);
    expect(lifted.computedStates.filter((entry) => entry.error)).toEqual([]);
    expect(lifted.currentStateIndex).toBe(actions.length);
    const recorded = file.sessionRecord.lastState as Record<string, unknown>;
    const replayed = asJson(devStore.getState()) as Record<string, unknown>;
    // DevTools runs every domain from the start: those the record never joined are at their initial state.
    for (const name of Object.keys(recorded)) expect([name, replayed[name]]).toEqual([name, recorded[name]]);
  });

  it('replays to the recorded last state, domains joining where they joined', async () => {
    const { text } = await recordedSession();
    const record = readSessionRecord(text);
    expect(asJson(replayRecord(record, everyDomain))).toEqual(record.lastState);
  });

  it('holds no password and no personal value of the session', async () => {
    const { text } = await recordedSession();
    const personal = [ADMIN.password, ADMIN.email, '13912345678', '0571'];
    expect(personal.filter((value) => text.includes(value))).toEqual([]);
  });

  it('refuses what is not a record, saying why', () => {
    expect(() => readSessionRecord('{"state": {}}')).toThrow('no payload and preloadedState');
    expect(() => readSessionRecord(JSON.stringify({ payload: '{}', preloadedState: '{}' }))).toThrow(
      'not a list of actions',
    );
    expect(() => readSessionRecord(JSON.stringify({ payload: '[]', preloadedState: '[]' }))).toThrow(
      'not a state',
    );
  });
});
