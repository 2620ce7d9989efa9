/**
 * The tag center in Chromium (issue 18): add a scope (it becomes the active one), switch to another ('switch'
 * plus its name), switch back and delete it after the confirmation: the first remaining scope is active, and the
 * log shows the scope's creation and deletion with who did them.
 */
import { baseUrl, chooseOption, errorsOf, newPage, signIn } from './harness';

const reset = () => fetch(`${baseUrl()}/__mock/reset`, { method: 'POST' });

beforeEach(reset);

describe('the tag center in Chromium', () => {
  it('adds a scope, switches, and deletes it', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/tag-center');
    await page.waitForURL((url) => url.hash.startsWith('#/tag-center/tag'));
    const menu = page.locator('.ant-layout-header');
    for (const entry of ['Tag', 'Source', 'Log']) await menu.getByRole('menuitem', { name: entry }).waitFor();

    const scope = page.getByRole('combobox', { name: 'Scope' });
    const shown = scope.locator('xpath=ancestor::div[contains(@class, "ant-select-selector")][1]');
    await shown.getByText('Community').waitFor();
    await page.getByText('Riding', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add Scope' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Scope' });
    await dialog.getByLabel('Name').fill('Dealers');
    await dialog.getByLabel('Remark').fill('Tags of dealers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Operation succeeded').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await shown.getByText('Dealers').waitFor();
    await page.getByText('Total 0').waitFor();

    await chooseOption(page, scope, 'Members');
    await page.getByText('switch Members').waitFor();
    await page.getByText('Ownership', { exact: true }).waitFor();
    await chooseOption(page, scope, 'Dealers');
    await page.getByText('switch Dealers').waitFor();

    await page.getByRole('button', { name: 'Delete Scope' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete the scope Dealers?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted successfully').first().waitFor();
    await shown.getByText('Community').waitFor();
    await chooseOption(page, scope, 'Members');
    expect(await page.locator('.ant-select-item-option').allTextContents()).not.toContain('Dealers');

    await menu.getByRole('menuitem', { name: 'Log' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/tag-center/log'));
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: 'Deleted' }).filter({ hasText: 'Dealers' }).waitFor();
    await rows.filter({ hasText: 'Created' }).filter({ hasText: 'admin@moto.example' }).waitFor();
    expect(errors).toEqual([]);
  });
});
