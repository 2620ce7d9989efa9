/**
 * A session record replayed in a development build (issue 37): the file an operator downloads from the production
 * build, opened as `?sessionRecord=<its address>` in the app `npm start` serves, puts the state it recorded into
 * the store. The development build is `npm run build:e2e:dev`'s (part of `build:e2e`): webpack's development mode,
 * as `npm start` compiles it, without its eval source maps, which the server's Content-Security-Policy refuses. It
 * is served, with a mock of its own, by the same server as the production build (`e2e/serverProcess.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from '../mock/server/standalone';
import { readSessionRecord, type SessionRecordFile } from 'src-models/sessionRecord';
import { DEMO_PASSWORDS, errorsOf, GATEWAY_HEADERS, newPage, resetMock } from './harness';
import { recordOperatorSession } from './recordedSession';
import { startServerProcess } from './serverProcess';

const DEV_BUILD = path.resolve(__dirname, '../node_modules/.cache/dev-build');
/** The replay's whole course in a development build: its chunks, every area's domains, the record's messages. */
const REPLAY_LIMIT_MS = 20_000;

/** Its server, starting while the session is recorded on the production build (its seed takes seconds). */
let devBuild: Promise<RunningServer> | undefined;

beforeAll(() => {
  if (!fs.existsSync(path.join(DEV_BUILD, 'index.html')))
    throw new Error('No development build: run `npm run build:e2e` (or `npm run build:e2e:dev`).');
  devBuild = startServerProcess([], { distDir: DEV_BUILD });
  // A server that did not start fails the test that awaits it.
  devBuild.catch(() => undefined);
});
afterAll(async () => (await devBuild?.catch(() => undefined))?.close());
beforeEach(resetMock);

/**
 * Redux DevTools' extension as the development build meets it (the store asks for it there, never in
 * production): its enhancer goes under every other, as the extension's does, and keeps the state the reducer
 * returned for the replay's action, before anything the page does next changes it.
 */
function devToolsWatchingTheReplay() {
  type Reducer = (state: unknown, action: { type: string }) => unknown;
  type CreateStore = (reducer: Reducer, ...rest: unknown[]) => { replaceReducer(reducer: Reducer): void };
  type Enhancer = (next: CreateStore) => CreateStore;
  const seen = window as unknown as { __REPLAYED_STATE__?: unknown };
  let createStore: CreateStore;
  const watch =
    (reducer: Reducer): Reducer =>
    (state, action) => {
      const next = reducer(state, action);
      if (action.type === 'sessionRecord/replayed') seen.__REPLAYED_STATE__ = next;
      return next;
    };
  const watched: CreateStore = (reducer, ...rest) => {
    const store = createStore(watch(reducer), ...rest);
    const replace = store.replaceReducer.bind(store);
    store.replaceReducer = (next) => replace(watch(next));
    return store;
  };
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
      () =>
      (...enhancers: Enhancer[]): Enhancer =>
      (base) => {
        createStore = base;
        return enhancers.reduceRight<CreateStore>((inner, enhancer) => enhancer(inner), watched);
      },
  });
}

describe('a session record replayed in a development build', () => {
  it('puts the state a production session recorded into the store, in the language it was recorded in', async () => {
    // Recorded on the production build, in English: a search, a refused save, an expired session and a new
    // sign-in (e2e/recordedSession.ts).
    const { page, text } = await recordOperatorSession();
    const { lastState } = readSessionRecord(text);
    const { route } = (JSON.parse(text) as SessionRecordFile).sessionRecord;
    expect(lastState).toMatchObject({
      preferences: { locale: 'en-US' },
      members: { total: expect.any(Number) },
      stores: { total: expect.any(Number) },
    });

    // Replayed by a developer whose browser speaks Chinese, signed in to the development build's mock, on the
    // record's route.
    const developer = await newPage({ locale: 'zh-CN' });
    const devUrl = (await devBuild!).url;
    const answer = await developer.context.request.post(`${devUrl}/api/v1/manager/login`, {
      headers: GATEWAY_HEADERS,
      data: DEMO_PASSWORDS.admin,
    });
    expect(answer.status()).toBe(200);
    await developer.page.addInitScript(devToolsWatchingTheReplay);
    // The file's own path, not a glob: `**/record.json` would also match the page's address, whose query names it.
    await developer.page.route(
      (url) => url.pathname === '/record.json',
      (route) => route.fulfill({ body: text, contentType: 'application/json' }),
    );
    // What the page throws fails the test at once, not when a wait below runs out.
    const thrown = new Promise<never>((_, reject) => developer.page.once('pageerror', reject));
    thrown.catch(() => undefined);
    const said = developer.page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('Session record'),
      timeout: REPLAY_LIMIT_MS,
    });
    await developer.page.goto(`${devUrl}/?sessionRecord=/record.json#${route}`);
    expect((await Promise.race([said, thrown])).text()).toBe(
      'Session record replayed from /record.json: the store holds its last state',
    );

    const replayed = await developer.page.evaluate(
      () => (window as unknown as { __REPLAYED_STATE__?: unknown }).__REPLAYED_STATE__,
    );
    expect(JSON.parse(JSON.stringify(replayed ?? null))).toEqual(lastState);
    // The shell speaks the record's language: English, its switch offering Chinese (it was drawn in Chinese).
    await Promise.race([
      developer.page
        .locator('.ant-layout-header .language-switch', { hasText: '中文' })
        .waitFor({ timeout: REPLAY_LIMIT_MS }),
      thrown,
    ]);
    expect(errorsOf(developer.page)).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });
});
