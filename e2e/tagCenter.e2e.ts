/**
 * The tag center in Chromium (issue 18): add a scope (it becomes the active one), switch to another ('switch'
 * plus its name), switch back and delete it after the confirmation: the first remaining scope is active, and the
 * log shows the scope's creation and deletion with who did them. On the Task page, a task tags a member of the
 * Members scope (its unionid from the Entity page), says 'Tag Task Success' and runs to done in the list. A tag
 * typed in a category's drawer when the session ends is offered back on the Tag page after the next login.
 */
import {
  chooseOption,
  errorsOf,
  newPage,
  seriousViolations,
  signIn,
  resetMock,
  clickInDialog,
  expireSessions,
  signInAfterExpiry,
} from './harness';

beforeEach(resetMock);

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
    await clickInDialog(confirm, 'Delete');
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

  it('creates a tagging task on the Task page and sees it run to done', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/tag-center/entity');
    const scope = page.getByRole('combobox', { name: 'Scope' });
    await chooseOption(page, scope, 'Members');
    await page.getByText('switch Members').waitFor();
    const firstEntity = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').first();
    const unionid = (await firstEntity.innerText()).trim();
    expect(unionid).toMatch(/^u[0-9a-f]+$/);
    // The notice lies over the header's menu; a pointer over it keeps it open (antd pauses it on hover).
    await page.getByText('switch Members').waitFor({ state: 'hidden' });

    const menu = page.locator('.ant-layout-header');
    await menu.getByRole('menuitem', { name: 'Task' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/tag-center/task'));
    // The history as it comes: the demo's finished tasks of the scope. The empty table's text alone shows only
    // while they load: waiting for it raced their answer.
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: 'Create Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Task' });
    const memberIds = dialog.getByRole('combobox', { name: 'Members (unionid)' });
    await memberIds.fill(`${unionid},`);
    await dialog.locator('.ant-select-selection-item-content', { hasText: unionid }).waitFor();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Tags' }), 'Vintage');
    // The shared picker's list open (its options under their categories), then the dialog as filled in.
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Start tagging' }).click();
    await page.getByText('Tag Task Success').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.getByText('Vintage').waitFor();
    await row.getByText('Done').waitFor({ timeout: 15_000 });
    // Tagged or already tagged, one member matched of one row.
    await row.getByText(/^[01] \/ 1 \/ 1$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('offers a tag typed before the session ended on the Tag page, and saves it into its category', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/tag-center/tag');
    const row = page.locator('tr.ant-table-row').filter({ has: page.getByText('Riding', { exact: true }) });
    await row.getByRole('button', { name: 'Tags' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tags of Riding' });
    await drawer.getByRole('button', { name: 'Add Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tag' });
    await dialog.getByLabel('Name').fill('Night riders');
    await expireSessions();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await signInAfterExpiry(page, '/tag-center/tag');
    await page.getByText('Unsaved changes were kept').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    await drawer.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Night riders');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await drawer.getByText('Night riders', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
