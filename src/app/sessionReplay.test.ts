import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signedInMessagesOf } from 'src-locales/signedIn';
import { localeChosen, selectLocale } from 'src-models/preferences';
import { sessionRecordFile, type SessionRecordFile } from 'src-models/sessionRecord';
import { createAppStore } from 'src-models/store';
import { operatorSession } from 'test/operatorSession';
import { replayOnRequest, replaySessionRecord } from './sessionReplay';

const server = installMockBackend();

const META = { version: 'test', route: '/store/list', locale: 'en-US', browser: 'jest' };

describe('a session record replayed in a development build', () => {
  it("puts the recorded last state into a fresh app's store, its areas' domains joined", async () => {
    const recorded = await operatorSession(server);
    const text = JSON.stringify(sessionRecordFile(recorded.sessionRecord.snapshot(), META, Date.now()));

    const store = createAppStore();
    await replaySessionRecord(store, text);

    const { lastState } = (JSON.parse(text) as SessionRecordFile).sessionRecord;
    expect(JSON.parse(JSON.stringify(store.getState()))).toEqual(lastState);
    expect(store.getState().stores.save.error?.msg).toBe('The store service is down');
  });

  it("has the messages of the record's language before the store switches to it", async () => {
    const recorded = createAppStore();
    recorded.dispatch(localeChosen('en-US'));
    const text = JSON.stringify(sessionRecordFile(recorded.sessionRecord.snapshot(), META, Date.now()));

    const store = createAppStore();
    expect(selectLocale(store.getState())).toBe('zh-CN');
    expect(() => signedInMessagesOf('en-US')).toThrow('not loaded');
    // What the signed-in shell reads as it draws the new language: it throws when they are missing.
    store.subscribe(() => {
      if (selectLocale(store.getState()) === 'en-US') signedInMessagesOf('en-US');
    });
    await replaySessionRecord(store, text);
    expect(selectLocale(store.getState())).toBe('en-US');
  });

  it('refuses a file that is not a record, and leaves the store as it was', async () => {
    const store = createAppStore();
    const before = store.getState();
    await expect(replaySessionRecord(store, '{"hello": 1}')).rejects.toThrow('not a session record');
    expect(store.getState()).toBe(before);
  });

  it('replays a record named in the address, or dropped on the page, and leaves an uploader its own drops', async () => {
    const recorded = await operatorSession(server);
    const text = JSON.stringify(sessionRecordFile(recorded.sessionRecord.snapshot(), META, Date.now()));
    const { lastState } = (JSON.parse(text) as SessionRecordFile).sessionRecord;
    const replayed = (store: ReturnType<typeof createAppStore>) =>
      new Promise<void>((resolve) => {
        const unsubscribe = store.subscribe(() => {
          if (JSON.stringify(store.getState()) === JSON.stringify(lastState)) resolve(unsubscribe());
        });
      });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    server.use(http.get('http://localhost/records/bug-17.json', () => HttpResponse.text(text)));
    const named = createAppStore();
    const page = Object.assign(new EventTarget(), {
      location: { search: '?sessionRecord=http://localhost/records/bug-17.json' },
    });
    replayOnRequest(named, page as unknown as Window);
    await replayed(named);

    const dropped = createAppStore();
    const other = Object.assign(new EventTarget(), { location: { search: '' } });
    replayOnRequest(dropped, other as unknown as Window);
    const drop = (name: string, taken: boolean) => {
      const event = Object.assign(new Event('drop', { cancelable: true }), {
        dataTransfer: { types: ['Files'], files: [{ name, text: () => Promise.resolve(text) }] },
      });
      if (taken) event.preventDefault();
      other.dispatchEvent(event);
      return event;
    };
    const before = dropped.getState();
    expect(drop('bug-17.json', true).defaultPrevented).toBe(true);
    expect(drop('photo.png', false).defaultPrevented).toBe(false);
    expect(dropped.getState()).toBe(before);
    expect(drop('bug-17.json', false).defaultPrevented).toBe(true);
    await replayed(dropped);
    await new Promise((resolve) => setTimeout(resolve));
    expect(warn.mock.calls.map(([said]) => said)).toEqual([
      'Session record replayed from http://localhost/records/bug-17.json: the store holds its last state',
      'Session record replayed from bug-17.json: the store holds its last state',
    ]);
    warn.mockRestore();
  });
});
