/**
 * A list opened by its address, as a bookmark or a reload opens it (issue 10 §6): the app searches the list with
 * the page's code (src/components/list/firstSearch.ts). Walked as an operator would, in both languages: the
 * address's page shows from one search, a failing search shows in place, and a Save burst or an expired session
 * on that page loses nothing.
 */
import type { Page } from 'playwright-core';
import {
  appUrl,
  baseUrl,
  errorsOf,
  launchBrowser,
  newPage,
  signIn,
  signInAfterExpiry,
  resetMock,
  expireSessions,
} from './harness';

const SEARCH = '/api/v1/coupon-center/coupon/search';
const SAVE = '/api/v1/coupon-center/coupon/custom_code/save';

beforeEach(resetMock);

/** Opens the app afresh at a route (a new document, not an in-app navigation), counting the requests to `path`. */
async function openAt(page: Page, route: string, path: string): Promise<string[]> {
  await page.goto('about:blank');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path)
      sent.push(request.headers()['x-request-id'] ?? '');
  });
  await page.goto(appUrl(route));
  return sent;
}

const rows = (page: Page) => page.locator('tr.ant-table-row');
const firstRowText = (page: Page) => rows(page).first().innerText();
/** Waits until the table's first row reads `row` (`same`) or reads otherwise. */
const untilFirstRow = (page: Page, row: string, same: boolean) =>
  page.waitForFunction(
    ([text, equal]) =>
      (document.querySelector<HTMLElement>('tr.ant-table-row')?.innerText === text) === equal,
    [row, same] as const,
  );
const activePage = (page: Page) => page.locator('.ant-pagination-item-active').innerText();

describe.each([
  {
    locale: 'en-US' as const,
    total: /^Total \d/,
    failed: 'Search failed',
    status: 'code:502',
    retry: 'Retry',
  },
  {
    locale: 'zh-CN' as const,
    total: /^共 \d/,
    failed: '查询失败',
    status: 'code:502',
    retry: '重试',
  },
])('a coupon list opened by its address ($locale)', ({ locale, total, failed, status, retry }) => {
  it("shows the address's page from one search", async () => {
    const { page } = await newPage({ locale });
    await signIn(page, 'admin');
    const searches = await openAt(page, '/coupon/list?page=2', SEARCH);
    await page.getByTestId('list-total').filter({ hasText: total }).waitFor();
    expect(await rows(page).count()).toBe(20);
    expect(await activePage(page)).toBe('2');
    const shown = await firstRowText(page);
    expect(searches).toHaveLength(1);

    // They are page 2's rows: page 1's differ, and page 2 again shows them.
    await page.getByTitle('1', { exact: true }).click();
    await page.waitForURL(appUrl('/coupon/list'));
    await untilFirstRow(page, shown, false);
    await page.getByTitle('2', { exact: true }).click();
    await page.waitForURL(appUrl('/coupon/list?page=2'));
    await untilFirstRow(page, shown, true);
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows a failing first search in place and in a notice, and recovers on Retry', async () => {
    const { page } = await newPage({ locale });
    await signIn(page, 'admin');
    let failing = true;
    await page.route(`**${SEARCH}`, (route) =>
      failing ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue(),
    );
    await openAt(page, '/coupon/list?page=2', SEARCH);
    const failure = page.getByRole('alert').filter({ hasText: failed });
    await failure.getByText(status).waitFor();
    await page.locator('.ant-message').getByText(failed).waitFor();
    expect(await page.getByTestId('list-total').count()).toBe(0);

    failing = false;
    await failure.getByRole('button', { name: retry }).click();
    await page.getByTestId('list-total').filter({ hasText: total }).waitFor();
    await failure.waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(20);
    expect(await activePage(page)).toBe('2');
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('a coupon edited on a list opened by its address', () => {
  it('keeps the edit through an expired session, and saves it once when Save is clicked twice', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin');
    const saves = await openAt(page, '/coupon/list?page=2', SAVE);
    await rows(page).nth(19).waitFor();
    const dialog = page.getByRole('dialog');
    const edited = await rows(page).first().locator('td').nth(1).innerText(); // its card id
    await rows(page).first().getByRole('button', { name: 'Edit' }).click();
    const title = `By address ${Date.now() % 1_000_000}`; // at most 20 characters
    await dialog.getByLabel('Title').fill(title);

    await expireSessions();
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await signInAfterExpiry(page, '/coupon/list');
    expect(page.url()).toBe(appUrl('/coupon/list?page=2'));

    await page.getByText('Unsaved changes were kept').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe(title);
    expect(saves).toHaveLength(1); // the one the expired session refused
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await page.locator('.ant-message').getByText('Updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(1000);
    expect(saves).toHaveLength(2);
    const saved = await page.request.get(`${baseUrl()}/api/v1/coupon-center/coupon?card_id=${edited}`);
    expect(((await saved.json()) as { data: { title: string } }).data.title).toBe(title);
    expect(errorsOf(page)).toEqual([]);
  });
});

it("opens no page of Chromium's own beside the app's (its omnibox popup, loaded in every new window)", async () => {
  const { page } = await newPage();
  await page.goto(appUrl('/login'));
  const cdp = await (await launchBrowser()).newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
});
