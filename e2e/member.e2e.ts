/**
 * The member list in Chromium, as an operator clicks it (issue 14): a clerk set (after the form asked for a store)
 * and cancelled from /user/list; every member of a filter tagged through select-all, the task followed in its
 * drawer until it is done, and the tag then shown on the list.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import {
  errorsOf,
  callInPage,
  newPage,
  nextDownload,
  signIn,
  resetMock,
  firstFound,
  clickInDialog,
  expireSessions,
  signInAfterExpiry,
  clickListButton,
} from './harness';

beforeEach(resetMock);

const rowOf = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });

/** antd selects with search: type the option's name, and Enter takes the one it narrowed the list to. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click({ force: true });
  await select.fill(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: option })
    .waitFor();
  await page.keyboard.press('Enter');
}

interface MemberRow {
  id: string;
  is_clerk: boolean;
  store_id: string | null;
  profile: { name: string };
}

/**
 * The admin on /user/list, with the first member of the page who is no clerk (as the list orders them), that
 * member's row, and the first store open for clerks.
 */
async function memberListWithStore() {
  const { page } = await newPage();
  await signIn(page, 'admin', '/user/list');
  await page.getByTestId('list-total').waitFor();
  const { results } = await callInPage<{ results: MemberRow[] }>(page, '/api/v1/scrm/member/search', {
    page: 0,
    size: 20,
    order: '-bound_at',
  });
  const member = results.find((candidate) => !candidate.is_clerk)!;
  const store = await firstFound<{ id: string; name: string }>(page, '/api/v1/scrm/store/search', {
    query: [{ k: 'disabled', op: 'eq', v: false }],
    order: 'name',
  });
  return { page, member, store, row: rowOf(page, member.profile.name).first() };
}

describe('the member list in Chromium', () => {
  it("downloads the purchases of a month from the member list's Purchase download and the club members' Download by month", async () => {
    const { page, context } = await newPage();
    await signIn(page, 'admin', '/user/list');
    for (const { route, open } of [
      { route: '/user/list', open: 'Purchase download' },
      { route: '/doc/member/list', open: 'Download by month' },
    ]) {
      await page.goto(`${page.url().split('#')[0]}#${route}`);
      // The new route drawn: until then the shell keeps the previous page on screen.
      await page.locator(`main[data-route="${route}"]`).waitFor();
      await clickListButton(page, open);
      const dialog = page.getByRole('dialog');
      const month = dialog.getByLabel('Month');
      await month.fill('2025-03');
      await month.press('Enter');
      const file = nextDownload(context, page);
      await dialog.getByRole('button', { name: 'Download' }).click();
      const download = await file;
      expect(download.suggestedFilename()).toBe('purchases-2025-03.csv');
      expect(fs.readFileSync(await download.path(), 'utf8')).toMatch(
        /^\ufeffname,phone,unionid,vin,purchase_month/,
      );
      await dialog.getByText(/2025-03/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(errorsOf(page)).toEqual([]);
  });

  it('sets a clerk once a store is chosen, and cancels it after asking', async () => {
    const { page, member, store, row } = await memberListWithStore();
    await row.getByRole('button', { name: 'Set clerk' }).click();
    const dialog = page.getByRole('dialog');
    await clickInDialog(dialog, 'Save');
    await dialog.getByText('Please select a store').waitFor();
    await choose(page, dialog.getByLabel('Store'), store.name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Set successfully').waitFor();

    await row.getByRole('button', { name: 'Cancel clerk' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.locator('.ant-modal-confirm-title', { hasText: 'Are you sure to cancel?' }).waitFor();
    expect(await confirm.innerText()).toContain(store.name);
    await clickInDialog(confirm, 'Cancel clerk');
    await page.getByText('Cancelled successfully').waitFor();
    await row.getByRole('button', { name: 'Set clerk' }).waitFor();

    const after = await firstFound<MemberRow>(page, '/api/v1/scrm/member/search', {
      query: [{ k: 'id', op: 'eq', v: member.id }],
    });
    expect(after).toMatchObject({ is_clerk: false, store_id: null });
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps the store chosen for a clerk through an expired session, and sets it after the next login', async () => {
    const { page, member, store, row } = await memberListWithStore();
    await row.getByRole('button', { name: 'Set clerk' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog.getByLabel('Store'), store.name);
    await expireSessions();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await signInAfterExpiry(page, '/user/list');
    await page.getByText('Unsaved changes were kept').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    await dialog.getByText(store.name).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Set successfully').waitFor();
    const after = await firstFound<MemberRow>(page, '/api/v1/scrm/member/search', {
      query: [{ k: 'id', op: 'eq', v: member.id }],
    });
    expect(after).toMatchObject({ is_clerk: true, store_id: store.id });
    expect(errorsOf(page)).toEqual([]);
  });

  it('tags every member of a filter and follows the task until it is done', async () => {
    const { page } = await newPage();
    // Members called Chen (the English names' surname), as a copied link of the filtered list opens it.
    const filter = {
      operator: 'AND',
      query: [{ k: 'profile.name', op: 'regex', v: 'Chen', uiK: 'contains' }],
    };
    await signIn(page, 'admin', `/user/list?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const total = page.getByTestId('list-total');
    await total.waitFor();
    const { total: matching } = await callInPage<{ total: number }>(page, '/api/v1/scrm/member/search', {
      page: 0,
      size: 1,
      ...filter,
    });
    expect(matching).toBeGreaterThan(0);
    await page.getByText(`Total ${matching}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: `Select all ${matching} matching users` }).click();
    await page.getByText(`All ${matching} users matching the filter are selected`).waitFor();
    await clickListButton(page, 'Tag selected users');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Tag all ${matching} users matching the filter`).waitFor();
    await choose(page, dialog.getByLabel('Tag scope'), 'Members');
    await choose(page, dialog.getByLabel('Tags'), 'Vintage');
    await dialog.getByText(`Tag all ${matching} users matching the filter`).click();
    await dialog.getByRole('button', { name: 'Start tagging' }).click();
    await page.getByText('Tag Task Success').waitFor();

    // The drawer follows the task: pending or running, then done, with its counts.
    const drawer = page.locator('.ant-drawer-content');
    const state = drawer.getByTestId('current-task').getByTestId('task-state');
    await state.filter({ hasText: /^Done$/ }).waitFor({ timeout: 20_000 });
    expect(await drawer.getByTestId('count-matched').innerText()).toBe(String(matching));
    expect(await drawer.getByTestId('count-not_found').innerText()).toBe('0');
    await drawer.locator('tr', { hasText: 'Vintage' }).filter({ hasText: 'Done' }).first().waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });

    // Searched again, every listed member carries the tag.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForFunction(() => {
      const rows = Array.from(document.querySelectorAll('tr.ant-table-row'));
      return rows.length > 0 && rows.every((row) => row.textContent?.includes('Vintage'));
    });
    expect(errorsOf(page)).toEqual([]);
  });
});
