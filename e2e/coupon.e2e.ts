/**
 * The coupon area in Chromium, as an operator clicks it (issue 3): a coupon's whole life with the filter
 * builder and a saved filter, an activity with two coupons, exports read back from the downloaded .xlsx, and an
 * edit that survives an expired session.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page, Route } from 'playwright-core';
import * as XLSX from 'xlsx';
import {
  appUrl,
  chooseOption,
  downloadsDir,
  errorsOf,
  newPage,
  nextDownload,
  signIn,
  signInAfterExpiry,
  resetMock,
  expireSessions,
  clickInDialog,
} from './harness';

// A 1x1 PNG for the banner upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeEach(resetMock);

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const total = (page: Page) => page.getByTestId('list-total');
/** The total once the table stopped loading, and differs from `unlike` (the total before a change). */
async function settledTotal(page: Page, unlike = 0): Promise<number> {
  const handle = await page.waitForFunction((previous) => {
    const text = document.querySelector('[data-testid=list-total]')?.textContent ?? '';
    const count = Number(text.replace(/\D/g, '')); // 'Total 1,404'
    const loading = document.querySelector('.ant-table-wrapper .ant-spin-spinning');
    return !loading && count > 0 && count !== previous ? count : false;
  }, unlike);
  return (await handle.jsonValue()) as number;
}

const rowOf = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });

async function addCondition(page: Page, field: string, operator: string, value: string) {
  await filters(page).getByRole('button', { name: 'Add condition' }).click();
  const row = filters(page).locator('.list-condition').last();
  await chooseOption(page, row.getByRole('combobox', { name: 'Field' }), field, { exact: true });
  await chooseOption(page, row.getByRole('combobox', { name: 'Operator' }), operator, { exact: true });
  await row.getByRole('textbox', { name: 'Value' }).fill(value);
}

async function confirmModal(page: Page, button: string) {
  await clickInDialog(page.locator('.ant-modal-confirm'), button);
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
}

async function readXlsx(download: Download): Promise<unknown[][]> {
  const file = path.join(downloadsDir(), `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const book = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
}

describe('the coupon area in Chromium', () => {
  it('creates a coupon after fixing its input, finds it with a saved filter, edits, deactivates and deletes it', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/coupon/list');
    await total(page).waitFor();

    // Invalid input: the messages show and nothing typed is lost.
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('A title that is far too long');
    await dialog.getByLabel('Description').fill('d'.repeat(140));
    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'The title can not exceed 20 characters',
      'Coupon detail can not exceed 133 characters',
      'Please upload the banner',
      'Please input the service phone',
      'Please choose the expiry type',
      'Please choose the discount type',
    ])
      await dialog.getByText(message).waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('A title that is far too long');
    expect(await dialog.getByLabel('Description').inputValue()).toHaveLength(140);

    // Fixed, and saved.
    const title = `E2E ${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Show it at the store.');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Remove banner' }).waitFor();
    await dialog.getByLabel('Service phone').fill('400-100-2000');
    await dialog.getByText('Fixed term after picking').click();
    await dialog.getByLabel('Term (days)').fill('30');
    await dialog.getByLabel('Delay (days)').fill('1');
    await dialog.getByText('Fixed amount').click();
    await dialog.getByLabel('Discount value').fill('1234.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Found with the filter builder, and the filter saved.
    await addCondition(page, 'Title', 'contains', title);
    await filters(page).getByRole('button', { name: 'Run' }).click();
    await page.getByText('Total 1', { exact: true }).waitFor();
    await rowOf(page, title).getByText('¥1,234.50').waitFor();
    await filters(page).getByRole('button', { name: 'Save filter' }).click();
    await page.getByRole('dialog').getByLabel('Filter name').fill('My E2E coupon');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('saved', { exact: true }).waitFor();

    // A reload keeps the URL's filter and the saved filter.
    await page.reload();
    await page.getByText('Total 1', { exact: true }).waitFor();
    await rowOf(page, title).waitFor();
    expect(await filters(page).getByRole('textbox', { name: 'Value' }).inputValue()).toBe(title);
    await filters(page).getByRole('tab', { name: 'Saved Filters' }).click();
    await filters(page).getByRole('button', { name: 'My E2E coupon', exact: true }).waitFor();

    // Edit.
    await rowOf(page, title).getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Abstract').fill('Edited in Chromium');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Deactivate, then delete; delete disappears once deleted.
    await rowOf(page, title).getByRole('button', { name: 'Deactivate' }).click();
    await confirmModal(page, 'Deactivate');
    await rowOf(page, title).getByText('Deactivated', { exact: true }).waitFor();
    await rowOf(page, title).getByRole('button', { name: 'Delete' }).click();
    await confirmModal(page, 'Delete');
    await rowOf(page, title).getByText('Deleted', { exact: true }).waitFor();
    expect(
      await rowOf(page, title)
        .getByRole('button', { name: /^(Edit|Deactivate|Delete)$/ })
        .count(),
    ).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('creates one coupon when Save is clicked five times in one burst', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/coupon/list');
    const before = await settledTotal(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/coupon/custom_code/save'))
        saves.push(request.headers()['x-request-id'] ?? '');
    });
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog');
    const title = `Burst ${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Remove banner' }).waitFor();
    await dialog.getByLabel('Service phone').fill('400-100-2000');
    await dialog.getByText('Permanent').click();
    await dialog.getByText('Fixed amount').click();
    await dialog.getByLabel('Discount value').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click({ clickCount: 5 });
    await dialog.waitFor({ state: 'detached' });
    expect(await settledTotal(page, before)).toBe(before + 1);
    // The five clicks were all made before the first answer came back: a second save would have been sent by then.
    expect(saves).toHaveLength(1);
    expect(saves[0]).not.toBe('');
    expect(await rowOf(page, title).count()).toBe(1);
    expect(errorsOf(page)).toEqual([]);
  });

  it('creates an activity that hands out two coupons', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/coupon/activity/list');
    await total(page).waitFor();
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await page.getByText('Please select coupons on the left').waitFor();
    await page.getByLabel('Name').fill('E2E welcome pack');
    const picker = page.getByRole('combobox', { name: 'Coupons' });
    await picker.click({ force: true });
    const dropdown = page.locator('.ant-select-dropdown:visible');
    // Coupons of two different titles (seed titles repeat: any coupon of a title will do). Read once the
    // options have loaded: the list is re-rendered when they arrive.
    const offered = await page.waitForFunction(() => {
      const options = document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      );
      const titles = [...new Set(Array.from(options, (option) => option.getAttribute('title')))].filter(
        Boolean,
      );
      return titles.length >= 2 ? titles : false;
    });
    const chosen = ((await offered.jsonValue()) as string[]).slice(0, 2);
    expect(chosen).toHaveLength(2);
    for (const title of chosen) {
      // Searching narrows the options to that title's coupons; Enter picks the first.
      await picker.fill(title);
      await dropdown.locator(`.ant-select-item-option-active[title="${title}"]`).waitFor();
      await page.keyboard.press('Enter');
      await page.locator('.ant-select-selection-item').filter({ hasText: title }).waitFor();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Coupon 2' }).click();
    await page.locator('.ant-tabs-tabpane-active').getByText(chosen[1]).first().waitFor();
    await page.getByText('member registered for 1 year').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/coupon/activity/list'));
    const row = rowOf(page, 'E2E welcome pack');
    for (const title of chosen) await row.getByText(title).first().waitFor();
    await row.getByText('member registered for 1 year').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('exports the filtered coupon list with the visible columns, and remembers the column choice', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'admin', '/coupon/list');
    const unfiltered = await settledTotal(page);
    await addCondition(page, 'Title', 'contains', 'Helmet');
    await filters(page).getByRole('button', { name: 'Run' }).click();
    const shown = await settledTotal(page, unfiltered);

    /*
     * Hide the Card ID column in the column chooser. The chooser's code loads when the pointer reaches its icon;
     * here it arrives between press and release (held back till then), and the press still opens the chooser.
     */
    const heldScripts: Route[] = [];
    await page.route('**/js/*.js', (route) => void heldScripts.push(route));
    const chooserCode = page.waitForRequest('**/js/*.js');
    await page.locator('.ant-pro-table-list-toolbar-setting-item [aria-label=setting]').hover();
    await chooserCode;
    await page.mouse.down();
    for (const script of heldScripts) await script.continue();
    await page.unroute('**/js/*.js');
    await page.locator('.ant-tree-treenode').filter({ hasText: 'Card ID' }).waitFor();
    await page.mouse.up();
    await page
      .locator('.ant-tree-treenode')
      .filter({ hasText: 'Card ID' })
      .locator('.ant-tree-checkbox')
      .click();
    await page.keyboard.press('Escape');
    await page.locator('th').filter({ hasText: 'Card ID' }).waitFor({ state: 'detached' });

    const download = nextDownload(context, page);
    await page.getByRole('button', { name: 'Download' }).click();
    const rows = await readXlsx(await download);
    const headers = await page.locator('thead th').allInnerTexts();
    const expected = headers
      .map((text) => text.trim())
      .filter((text) => text && text !== 'Actions')
      .flatMap((text) => (text === 'Status' ? ['Deactivated', 'Deleted'] : [text]));
    expect(rows[0]).toEqual(expected);
    expect(rows.length - 1).toBe(shown);
    const titleColumn = expected.indexOf('Title');
    expect(rows.slice(1).every((row) => /helmet/i.test(String(row[titleColumn])))).toBe(true);

    await page.reload();
    await total(page).waitFor();
    await page.locator('th').filter({ hasText: 'Title' }).first().waitFor();
    expect(await page.locator('th').filter({ hasText: 'Card ID' }).count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps the row actions in view while a narrow table scrolls sideways', async () => {
    const { page } = await newPage();
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn(page, 'admin', '/coupon/list');
    await settledTotal(page);
    const content = page.locator('.list-container__table .ant-table-content');
    const overflow = await content.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeGreaterThan(100);
    const actionsHeader = page.getByRole('columnheader', { name: 'Actions' });
    const firstActions = page.locator('tr.ant-table-row').first().locator('td').last();
    for (const scrolled of [0, overflow / 2, overflow]) {
      await content.evaluate((box, left) => box.scrollTo({ left }), scrolled);
      const view = (await content.boundingBox())!;
      for (const cell of [actionsHeader, firstActions]) {
        const box = (await cell.boundingBox())!;
        expect(Math.abs(box.x + box.width - (view.x + view.width))).toBeLessThanOrEqual(1);
      }
    }
    // What slides under the column is covered, and the column's buttons take the clicks.
    await firstActions.getByRole('button').first().click();
    await page.locator('.ant-modal').first().waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('exports a long list as a job with progress, which can be cancelled', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'admin', '/coupon/redeem/list');
    const shown = await settledTotal(page);
    expect(shown).toBeGreaterThan(500);

    await page.getByRole('button', { name: 'Download' }).click();
    const progress = page.getByRole('dialog').filter({ hasText: 'Exporting' });
    await progress.getByText(`${shown} rows, about ${1 + Math.ceil(shown / 150)} s`).waitFor();
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await progress.waitFor({ state: 'detached' });

    const download = nextDownload(context, page);
    await page.getByRole('button', { name: 'Download' }).click();
    const rows = await readXlsx(await download);
    expect(rows.length - 1).toBe(shown);
    await progress.getByText('The file is ready.').waitFor();
    await progress.getByRole('button', { name: 'Close' }).click();
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps an edit through an expired session and offers it back after the next login', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/coupon/list');
    await total(page).waitFor();
    await page.locator('tr.ant-table-row').getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Typed, then expired');
    await expireSessions();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await signInAfterExpiry(page, '/coupon/list');

    await page.getByText('Unsaved changes were kept').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await page.getByRole('dialog').getByLabel('Title').inputValue()).toBe('Typed, then expired');
    expect(page.url()).toBe(appUrl('/coupon/list'));
  });

  it('shows a failed search in place, never as an empty list, and recovers on Retry (issue 11)', async () => {
    const { page } = await newPage();
    // The search fails as the route says until `answer` is cleared: first a bare 502, later a broken answer.
    let answer: { status: number; body: string } | null = { status: 502, body: 'Bad Gateway' };
    await page.route('**/api/v1/coupon-center/coupon/search', (route) =>
      answer ? route.fulfill({ ...answer, contentType: 'application/json' }) : route.continue(),
    );
    await signIn(page, 'admin', '/coupon/list');
    const failure = page.getByRole('alert').filter({ hasText: 'Search failed' });
    await failure.getByText('code:502').waitFor();
    expect(await total(page).count()).toBe(0);
    expect(await page.getByText('No data').count()).toBe(0);

    answer = null;
    await failure.getByRole('button', { name: 'Retry' }).click();
    const shown = await settledTotal(page);
    await failure.waitFor({ state: 'detached' });
    const firstRow = await page.locator('tr.ant-table-row').first().innerText();

    // A success envelope with rows of another shape: the rows on screen stay, with the failure above them.
    answer = {
      status: 200,
      body: JSON.stringify({ code: 200, msg: '', data: { results: 'oops', total: 3 } }),
    };
    await page.getByTitle('2', { exact: true }).click();
    await failure.getByText("The server's answer could not be read").waitFor();
    expect(await total(page).innerText()).toBe(`Total ${shown.toLocaleString('en-US')}`);
    expect(await page.locator('tr.ant-table-row').first().innerText()).toBe(firstRow);

    answer = null;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await failure.waitFor({ state: 'detached' });
    // Page 2's rows replace page 1's.
    await page.waitForFunction(
      (row) => (document.querySelector('tr.ant-table-row') as HTMLElement | null)?.innerText !== row,
      firstRow,
    );
    expect(page.url()).toBe(appUrl('/coupon/list?page=2'));
    expect(errorsOf(page)).toEqual([]);
  });
});
