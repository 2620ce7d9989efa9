/**
 * The session record in Chromium, on the production build (issue 37): an operator's search, a save the backend
 * refuses and an expired session, downloaded from the account menu as a Redux DevTools file that holds none of the
 * members' data the pages showed, and that replays to the state it recorded.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { readSessionRecord, replayRecord, type SessionRecordFile } from 'src-models/sessionRecord';
import { coreDomains } from 'src-models/coreDomains';
import { domains } from 'test/allDomains';
import {
  DEMO_PASSWORDS,
  errorsOf,
  expireSessions,
  newPage,
  nextDownload,
  resetMock,
  signIn,
  signInAfterExpiry,
} from './harness';

beforeEach(resetMock);

interface MemberRow {
  profile?: { name?: string; phone?: string; email?: string };
}

/** Moves within the app, as a menu link does: the page (and its store) stays. */
const goTo = (page: Page, route: string) => page.evaluate((hash) => void (location.hash = hash), `#${route}`);

describe('the session record in Chromium', () => {
  it('downloads a search, a refused save and an expired session, with nothing private, replaying to its state', async () => {
    const { page, context } = await newPage();
    // What the member list showed: the private values the record must not hold.
    const shown: string[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/scrm/member/search')) return;
      void response.json().then(({ data }: { data?: { results?: MemberRow[] } }) => {
        for (const { profile } of data?.results ?? [])
          shown.push(...[profile?.name, profile?.phone, profile?.email].filter((v): v is string => !!v));
      });
    });

    // A search: the member list's first one.
    await signIn(page, 'admin', '/user/list');
    await page.getByTestId('list-total').waitFor();

    // A save the backend refuses.
    await page.route('**/api/v1/scrm/store/save', (route) =>
      route.fulfill({ json: { code: 500, msg: 'The store service is down', data: null } }),
    );
    await goTo(page, '/store/list');
    await page.locator('tr.ant-table-row').first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone').fill('13912345678');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The store service is down').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // An expired session: the next search ends it, and the operator signs in again.
    await expireSessions();
    await goTo(page, '/user/list');
    await signInAfterExpiry(page, '/user/list');
    await page.getByTestId('list-total').waitFor();

    const downloaded = nextDownload(context, page);
    await page.locator('.ant-layout-header').getByRole('button', { name: /Admin/ }).hover();
    await page.getByRole('menuitem', { name: 'Download session record' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^session-record-\d{4}-\d{2}-\d{2}_\d{6}\.json$/);
    const text = fs.readFileSync(await download.path(), 'utf8');

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
      '13912345678',
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
