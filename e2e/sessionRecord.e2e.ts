/**
 * The session record in Chromium, on the production build (issue 37): an operator's search, a save the backend
 * refuses and an expired session (e2e/recordedSession.ts), downloaded from the account menu as a Redux DevTools
 * file that holds none of the members' data the pages showed, and that replays to the state it recorded.
 */
import { readSessionRecord, replayRecord, type SessionRecordFile } from 'src-models/sessionRecord';
import { coreDomains } from 'src-models/coreDomains';
import { domains } from 'test/allDomains';
import { DEMO_PASSWORDS, errorsOf, resetMock } from './harness';
import { recordOperatorSession, TYPED_PHONE } from './recordedSession';

beforeEach(resetMock);

describe('the session record in Chromium', () => {
  it('downloads a search, a refused save and an expired session, with nothing private, replaying to its state', async () => {
    const { page, context, download, text, shown } = await recordOperatorSession();
    expect(download.suggestedFilename()).toMatch(/^session-record-\d{4}-\d{2}-\d{2}_\d{6}\.json$/);

    // Redux DevTools' export format, with what the developer needs beside it.
    const file = JSON.parse(text) as SessionRecordFile;
    const types = (JSON.parse(file.payload) as { type: string }[]).map((action) => action.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'members/searchSucceeded',
        'session/sessionEndDetected',
        'session/loginSucceeded',
      ]),
    );
    expect(types[types.indexOf('stores/saveFailed') + 1]).toBe('sessionRecord/errorMarked');
    expect(file.sessionRecord).toMatchObject({ route: '/user/list', locale: 'en-US' });
    expect(file.sessionRecord.version).toMatch(/^\d+\.\d+\.\d+ \([0-9a-f]{8}\)$/);
    expect(file.sessionRecord.browser).toContain('Chrome');

    // Nothing private: no member's name, phone or e-mail, no password, no typed phone, no session cookie.
    expect(shown.length).toBeGreaterThan(10);
    const cookies = (await context.cookies())
      .map((cookie) => cookie.value)
      .filter((value) => value.length > 8);
    const secrets = [
      ...shown,
      DEMO_PASSWORDS.admin.password,
      DEMO_PASSWORDS.admin.email,
      TYPED_PHONE,
      ...cookies,
    ];
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);

    // The developer's replay (src/app/sessionReplay.ts, in `npm start`) reaches the state recorded.
    const record = readSessionRecord(text);
    const replayed = replayRecord(record, { ...coreDomains, ...domains });
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(record.lastState);
    expect(errorsOf(page)).toEqual([]);
  });
});
