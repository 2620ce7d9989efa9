/**
 * The operator's session of issue 37, recorded on the production build and downloaded from the account menu: a
 * search, a save the backend refuses and an expired session after which the operator signs in again. The record
 * test (sessionRecord.e2e.ts) reads what the file holds; the replay test (sessionReplay.e2e.ts) replays it in a
 * development build.
 */
import fs from 'node:fs';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { expireSessions, newPage, nextDownload, signIn, signInAfterExpiry } from './harness';

/** The phone typed into the store's form, whose save the backend refuses. */
export const TYPED_PHONE = '13912345678';
export const REFUSAL = 'The store service is down';

interface MemberRow {
  profile?: { name?: string; phone?: string; email?: string };
}

export interface OperatorSession {
  page: Page;
  context: BrowserContext;
  download: Download;
  /** The record file's text. */
  text: string;
  /** What the member list showed (names, phones, e-mails): the private values the record must not hold. */
  shown: string[];
}

/** Moves within the app, as a menu link does: the page (and its store) stays. */
export const goTo = (page: Page, route: string) =>
  page.evaluate((hash) => void (location.hash = hash), `#${route}`);

/** The record of the operator's session, ending on the member list, and what its pages showed. */
export async function recordOperatorSession(): Promise<OperatorSession> {
  const { page, context } = await newPage();
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
    route.fulfill({ json: { code: 500, msg: REFUSAL, data: null } }),
  );
  await goTo(page, '/store/list');
  await page.locator('tr.ant-table-row').first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone').fill(TYPED_PHONE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(REFUSAL).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // An expired session: the next search ends it, and the operator signs in again.
  await expireSessions();
  await goTo(page, '/user/list');
  await signInAfterExpiry(page, '/user/list');
  await page.getByTestId('list-total').waitFor();

  const downloaded = nextDownload(context, page);
  await page
    .locator('.ant-layout-header')
    .getByRole('button', { name: /Wang Lei/ })
    .hover();
  await page.getByRole('menuitem', { name: 'Download session record' }).click();
  const download = await downloaded;
  const text = fs.readFileSync(await download.path(), 'utf8');
  return { page, context, download, text, shown };
}
