/**
 * The form center in Chromium (issue 15): a form built from a text, an option, a phone and a terms field; the
 * keyword rule refuses a bad terms label; the phone preview checks bad answers and passes good ones; the form is
 * saved and offered by the form selector of the global config page. The browser's Back asks before it leaves
 * unsaved changes.
 */
import type { Page } from 'playwright-core';
import {
  baseUrl,
  errorsOf,
  newPage,
  openSelect,
  optionsOf,
  signIn,
  resetMock,
  clickInDialog,
} from './harness';

beforeEach(resetMock);

/** Adds a field from the palette and names it in both languages in the property panel. */
async function addField(page: Page, type: string, en: string, zh: string) {
  await page
    .getByRole('region', { name: 'Add a field' })
    .getByRole('button', { name: type, exact: true })
    .click();
  const panel = page.getByRole('region', { name: 'Field properties' });
  await panel.getByLabel('Label (English)').fill(en);
  await panel.getByLabel('Label (Chinese)').fill(zh);
  await page.getByRole('listitem', { name: en }).waitFor();
  return panel;
}

describe('the form center in Chromium', () => {
  it('builds a form, refuses a terms keyword missing from its label, checks the preview, and offers the saved form on /config', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/form-center/form/create');
    await page.locator('#name').fill('Ride feedback');

    const text = await addField(page, 'Text', 'Your comment', '您的意见');
    await text.getByRole('switch', { name: 'Required' }).click();
    await text.getByLabel('Error message').fill('Please tell us more');

    const option = await addField(page, 'Options', 'Favourite series', '喜欢的系列');
    if ((await option.getByLabel('Value of option 1', { exact: true }).count()) === 0)
      await option.getByRole('button', { name: 'Add an option' }).click();
    await option.getByLabel('Value of option 1', { exact: true }).fill('adv');
    await option.getByLabel('English name of option 1').fill('Adventure');
    await option.getByLabel('Chinese name of option 1').fill('探险');

    const phone = await addField(page, 'Phone', 'Mobile', '手机');
    await phone.getByRole('switch', { name: 'Required' }).click();

    const terms = await addField(page, 'Terms', 'Terms', '条款');
    await terms.getByLabel('Terms text').fill('I accept the ${ride policy}');
    if ((await terms.getByLabel('Keyword 1', { exact: true }).count()) === 0)
      await terms.getByRole('button', { name: 'Add a keyword' }).click();
    await terms.getByLabel('Keyword 1', { exact: true }).fill('privacy');
    await terms.getByLabel('Policy id of keyword 1').fill('policy-test-ride');
    await terms.getByText('keyword not in text').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Some fields have problems: fix the ones marked in the list').waitFor();
    await terms.getByLabel('Keyword 1', { exact: true }).fill('ride policy');
    const mustAgree = terms.getByRole('switch', { name: 'Must agree' });
    if ((await mustAgree.getAttribute('aria-checked')) !== 'true') await mustAgree.click();
    expect(await terms.getByText('keyword not in text').count()).toBe(0);

    const preview = page.getByRole('region', { name: 'Form as the mini-program shows it' });
    await page.getByRole('group', { name: 'Preview language' }).getByText('English').click();
    await preview.getByRole('button', { name: 'Submit' }).click();
    await preview.getByText('Please tell us more').waitFor();
    await preview.getByText('Please agree to the terms').waitFor();
    await preview.getByLabel('Phone number').fill('12345');
    await preview.getByRole('button', { name: 'Submit' }).click();
    await preview.getByText('Enter a valid mobile number').waitFor();

    await preview.getByRole('textbox', { name: 'Your comment' }).fill('Great ride');
    await preview.getByLabel('Phone number').fill('13800138000');
    await preview.getByRole('checkbox').check();
    await preview.getByRole('button', { name: 'Submit' }).click();
    await preview.getByText('Every answer passes.').waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created successfully').waitFor();
    await page.waitForURL(/#\/form-center\/form\/[^/]+$/);

    await page.goto(`${baseUrl()}/#/config`);
    const formSelect = page.getByLabel('Complaint form campaign');
    await openSelect(formSelect);
    await (await optionsOf(page, formSelect)).filter({ hasText: 'Ride feedback' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("asks before the browser's Back leaves a form with unsaved changes", async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/form-center/form');
    const row = page.getByRole('row').filter({ hasText: 'Dealer enquiry' });
    await row.getByRole('link', { name: 'Edit' }).click();
    // Typed once the form is loaded: the loaded form would replace what was typed before it (seen in CI).
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('#remark')?.value === 'Dealer enquiry form',
    );
    await page.locator('#remark').fill('Half typed');
    const editor = page.url();

    await page.goBack();
    const question = page.getByRole('dialog').filter({ hasText: 'Your changes have not been saved.' });
    await clickInDialog(question, 'Stay');
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(editor);
    expect(await page.locator('#remark').inputValue()).toBe('Half typed');

    await page.goBack();
    await question.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/#\/form-center\/form$/);
    await row.waitFor();
    expect(errors).toEqual([]);
  });
});
