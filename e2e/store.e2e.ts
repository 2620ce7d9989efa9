/**
 * The store area in Chromium, as an operator clicks it (issue 13): a store added after fixing a dealer e-mail
 * the form refused, and a clerk cancelled from the store's staff page. The clerk is set through the spec's own
 * call, `POST /{scrm}/member/update/clerk`, in the signed-in page; setting one from the member list is
 * e2e/member.e2e.ts's journey.
 */
import type { Locator, Page } from 'playwright-core';
import {
  chooseOption,
  errorsOf,
  callInPage,
  newPage,
  signIn,
  resetMock,
  firstFound,
  clickInDialog,
} from './harness';

// A 1x1 PNG for the cover image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeEach(resetMock);

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
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

interface Named {
  id: string;
  name: string;
}
interface MemberRow {
  id: string;
  is_clerk: boolean;
  store_id: string | null;
  profile: { name: string };
}

describe('the store area in Chromium', () => {
  it('adds a store after fixing a dealer e-mail the form refused', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/store/list');
    await page.getByTestId('list-total').waitFor();

    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = page.getByRole('dialog');
    const name = `Chengdu E2E ${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Store name').fill(name);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    // Uploaded: the picture card links to the stored file.
    await dialog
      .locator('a[title="cover.png"][href^="/api/v1/upload-center/files/"]')
      .waitFor({ state: 'attached' });
    await choose(page, dialog.getByLabel('Province'), 'Sichuan');
    await choose(page, dialog.getByLabel('City'), 'Chengdu');
    await dialog.getByLabel('Detailed address').fill('锦江区春熙路 88 号');
    await dialog.getByLabel('Latitude').fill('30.6575');
    await dialog.getByLabel('Longitude').fill('104.0806');
    await dialog.getByLabel('Phone').fill('028-8666 1234');
    await dialog.getByLabel('Dealer e-mail 1').fill('sales@chengdu');
    // A second row left blank: dropped on save, never refused.
    await dialog.getByRole('button', { name: 'Add an e-mail' }).click();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Invalid email').waitFor();
    expect(await dialog.getByLabel('Dealer e-mail 1').inputValue()).toBe('sales@chengdu');
    expect(await dialog.getByLabel('Store name').inputValue()).toBe(name);

    await dialog.getByLabel('Dealer e-mail 1').fill('sales@chengdu-dealer.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Added successfully').waitFor();

    // The list finds it, in the operator's language, with the one address.
    await filters(page).getByRole('button', { name: 'Add condition' }).click();
    const condition = filters(page).locator('.list-condition').last();
    await chooseOption(page, condition.getByRole('combobox', { name: 'Field' }), 'Store name', {
      exact: true,
    });
    await chooseOption(page, condition.getByRole('combobox', { name: 'Operator' }), 'contains', {
      exact: true,
    });
    await condition.getByRole('textbox', { name: 'Value' }).fill(name);
    await filters(page).getByRole('button', { name: 'Run' }).click();
    await page.getByText('Total 1', { exact: true }).waitFor();
    const row = rowOf(page, name);
    await row.getByText('Chengdu', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('sales@chengdu-dealer.example');
    expect(await row.innerText()).not.toContain('sales@chengdu-dealer.example,');
    expect(errorsOf(page)).toEqual([]);
  });

  it("sets a clerk (the spec's member call) and cancels it on the store's staff page", async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/store/list');
    await page.getByTestId('list-total').waitFor();

    const store = await firstFound<Named>(page, '/api/v1/scrm/store/search', {
      query: [{ k: 'disabled', op: 'eq', v: false }],
    });
    const member = await firstFound<MemberRow>(page, '/api/v1/scrm/member/search', {
      query: [{ k: 'is_clerk', op: 'eq', v: false }],
    });
    await callInPage(page, '/api/v1/scrm/member/update/clerk', {
      id: member.id,
      store_id: store.id,
      is_clerk: true,
    });

    // From the store's row to its staff: the store's name as the title, the new clerk listed.
    await rowOf(page, store.name).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: store.name }).waitFor();
    const clerkRow = rowOf(page, member.profile.name);
    await clerkRow.waitFor();

    await clerkRow.getByRole('button', { name: 'Cancel clerk' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.locator('.ant-modal-confirm-title', { hasText: 'Are you sure to cancel?' }).waitFor();
    await clickInDialog(confirm, 'Cancel clerk');
    await page.getByText('Cancelled successfully').waitFor();
    await clerkRow.waitFor({ state: 'detached' });

    const after = await firstFound<MemberRow>(page, '/api/v1/scrm/member/search', {
      query: [{ k: 'id', op: 'eq', v: member.id }],
    });
    expect(after).toMatchObject({ is_clerk: false, store_id: null });

    // Back to the list the operator came from.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/store/list'));
    expect(errorsOf(page)).toEqual([]);
  });
});
