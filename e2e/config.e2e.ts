/**
 * The global config page in Chromium, as an operator clicks it (issue 4): every card edited, saved, and found
 * again after a reload; an oversized image refused without losing anything typed; the terms edited in their
 * modal with the rich-text editor and saved on their own call.
 */
import type { Locator, Page } from 'playwright-core';
import { mediaBytes } from '../mock/testing';
import {
  appUrl,
  cardTitled,
  chooseOption,
  errorsOf,
  newPage,
  openSelect,
  searchAndChoose,
  optionsOf,
  signIn,
  signInAfterExpiry,
  resetMock,
  expireSessions,
  wakeRichText,
} from './harness';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

beforeEach(resetMock);

/** What a single select shows as chosen, once it is no longer `unlike` (the text before a change). */
async function chosenText(page: Page, select: Locator, unlike = ''): Promise<string> {
  const id = await select.getAttribute('id');
  const handle = await page.waitForFunction(
    ([fieldId, previous]) => {
      const box = document.getElementById(fieldId as string)?.closest('.ant-select');
      const text = box?.querySelector('.ant-select-selection-item')?.textContent ?? '';
      return text && text !== previous ? text : false;
    },
    [id, unlike],
  );
  return (await handle.jsonValue()) as string;
}

/** The text of what a single select shows as chosen. */
const chosen = (select: Locator) =>
  select
    .locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .locator('.ant-select-selection-item');

/** Types at the end of a braft-editor (a Draft.js contenteditable), woken first. */
async function typeInEditor(page: Page, editor: Locator, text: string) {
  const content = await wakeRichText(editor);
  await content.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

async function openConfig(page: Page) {
  await page.goto(appUrl('/config'));
  await page.getByLabel('Client e-mail 1').waitFor();
  // The form is filled once the config has loaded.
  await page.waitForFunction(
    () =>
      (document.querySelector('input[aria-label="Client e-mail 1"]') as HTMLInputElement | null)?.value !==
      '',
  );
}

/** The terms card's modal, its editor ready for typing. */
async function openTerms(page: Page) {
  await cardTitled(page, 'Terms and Protocols')
    .getByRole('button', { name: /Edit terms/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Terms and Protocols' });
  await modal.locator('.rich-text-editor').waitFor();
  return modal;
}

describe('the global config page in Chromium', () => {
  it('edits every card, saves, and shows the same values after a reload', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/config');
    await openConfig(page);

    // 1. Terms, in their modal, saved at once.
    const modal = await openTerms(page);
    await typeInEditor(page, modal, ' Terms edited in the browser.');
    await modal.getByRole('button', { name: 'Save terms' }).click();
    await page.getByText('Terms saved').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await cardTitled(page, 'Terms and Protocols').getByText('Terms edited in the browser.').waitFor();

    // 2. Home floor.
    const homeFloor = page.getByLabel('Home floor');
    const floorBefore = await chosenText(page, homeFloor);
    await openSelect(homeFloor);
    await (await optionsOf(page, homeFloor)).filter({ hasNotText: floorBefore }).first().click();
    const floorLabel = await chosenText(page, homeFloor, floorBefore);

    // 3. Share info, with an oversized image refused first: nothing typed is lost.
    const share = cardTitled(page, 'Share info of the motorcycle list page');
    await share.getByRole('switch').click();
    await share.getByLabel('Title').fill('Ride with us');
    await share.getByLabel('Path').fill('/pages/motorcycle/list?from=share');
    await share.getByLabel('Description').fill('All models in one place');
    await share
      .locator('input[type=file]')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2_000_001, 1) });
    await page.getByText('The image size can not exceed 2M').waitFor();
    expect(await share.locator('.ant-upload-list-item').count()).toBe(0);
    expect(await share.getByLabel('Title').inputValue()).toBe('Ride with us');
    expect(await share.getByLabel('Description').inputValue()).toBe('All models in one place');
    await share.locator('input[type=file]').setInputFiles(png('share.png'));
    await share.locator('.ant-upload-list-item-done').waitFor();

    // 4. Coupon configuration.
    const coupon = cardTitled(page, 'Coupon configuration');
    await coupon.getByLabel('Expiry reminder (days before)').fill('7');
    await coupon.getByLabel('Expiry message').fill('Expires in a week');
    await coupon.getByLabel('Pick-up message').fill('Your gift is here');

    // 5. Community tags: one more.
    const tags = cardTitled(page, 'Community tag configuration');
    const tagSelect = tags.getByLabel('Community tags');
    await openSelect(tagSelect);
    // The options regroup under their categories once those load: let them, then pick by name, not by place.
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-group:not([title=""])')
      .first()
      .waitFor();
    const tagName = (
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-selected)')
        .first()
        .innerText()
    ).trim();
    await searchAndChoose(page, tagSelect, tagName);
    await chosen(tagSelect).nth(3).waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');

    // 6. Community popup action: a phone call.
    const popup = cardTitled(page, 'Community popup action');
    await chooseOption(page, popup.getByLabel('Action type'), 'makePhoneCall');
    await chosenText(page, popup.getByLabel('Action type'), 'Open a page (navigateTo)');
    // As an operator does: click into the field once the type's fields show. A fill the instant the field
    // appeared was lost twice in ~40 loaded runs (cause not found; session 12's note).
    await popup.getByLabel('Tracking name').waitFor();
    await popup.getByLabel('Phone number').click();
    await popup.getByLabel('Phone number').fill('400-800-1234');
    await popup.getByLabel('Tracking name').fill('popup_call');

    // 7. Community banners: no loop, an image opening a render page, a video with its poster.
    const banners = cardTitled(page, 'Community banners');
    await banners.getByRole('switch', { name: 'Loop the banners' }).click();
    await banners.getByRole('button', { name: /Add a banner/ }).click();
    const first = cardTitled(page, 'Banner 1');
    await first.locator('input[type=file]').setInputFiles(png('banner-one.png'));
    await first.locator('.ant-upload-list-item-done').waitFor();
    await chooseOption(page, first.getByLabel('Action type'), 'navigateTo');
    await chooseOption(page, first.getByLabel('Page'), 'Render page');
    const floorSelect = first.getByLabel('Floor');
    await openSelect(floorSelect);
    await (await optionsOf(page, floorSelect)).first().click();
    const renderLabel = await chosenText(page, floorSelect);
    await banners.getByRole('button', { name: /Add a banner/ }).click();
    const second = cardTitled(page, 'Banner 2');
    await second.getByRole('radio', { name: 'Video' }).check();
    await second
      .locator('.ant-form-item')
      .filter({ hasText: 'Video' })
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'ride.mp4', mimeType: 'video/mp4', buffer: Buffer.from(mediaBytes('mp4')) });
    await second.locator('.ant-upload-list-item-done').first().waitFor();
    await second
      .locator('.ant-form-item')
      .filter({ hasText: 'Poster' })
      .locator('input[type=file]')
      .setInputFiles(png('poster.png'));
    await second.locator('.ant-upload-list-item-done').nth(1).waitFor();

    // 8. Garage: the authorisation text and the complaint form.
    const garage = cardTitled(page, 'Garage');
    await typeInEditor(page, garage, ' Signed by the owner.');
    await chooseOption(page, garage.getByLabel('Complaint form campaign'), 'Service feedback');

    // 9. Other config.
    const other = cardTitled(page, 'Other config');
    await other.getByLabel('Customer service time').fill('Every day 09:00-21:00');
    await other.getByRole('button', { name: /Add an e-mail/ }).click();
    await other.getByLabel('Client e-mail 2').fill('sales@moto.example');
    // Everything typed is still there when Save is clicked.
    expect(await other.getByLabel('Customer service time').inputValue()).toBe('Every day 09:00-21:00');
    expect(await popup.getByLabel('Phone number').inputValue()).toBe('400-800-1234');
    expect(await share.getByLabel('Title').inputValue()).toBe('Ride with us');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Updated successfully').waitFor();

    // A reload shows what was saved.
    await page.reload();
    await openConfig(page);
    expect(await chosenText(page, page.getByLabel('Home floor'))).toBe(floorLabel);
    expect(await share.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(await share.getByLabel('Title').inputValue()).toBe('Ride with us');
    expect(await share.getByLabel('Path').inputValue()).toBe('/pages/motorcycle/list?from=share');
    expect(await share.getByLabel('Description').inputValue()).toBe('All models in one place');
    await share.locator('.ant-upload-list-item img[alt="share.png"]').waitFor();
    expect(await coupon.getByLabel('Expiry reminder (days before)').inputValue()).toBe('7');
    expect(await coupon.getByLabel('Expiry message').inputValue()).toBe('Expires in a week');
    expect(await coupon.getByLabel('Pick-up message').inputValue()).toBe('Your gift is here');
    // The chosen tags show their names once the scope's tags have loaded.
    await page.waitForFunction(
      (name) =>
        Array.from(
          document
            .getElementById('feed_tag_ids')
            ?.closest('.ant-select')
            ?.querySelectorAll('.ant-select-selection-item') ?? [],
        ).some((item) => item.textContent === name),
      tagName,
    );
    expect(await chosen(tags.getByLabel('Community tags')).count()).toBe(4);
    expect(await chosen(popup.getByLabel('Action type')).innerText()).toContain('makePhoneCall');
    expect(await popup.getByLabel('Phone number').inputValue()).toBe('400-800-1234');
    expect(await popup.getByLabel('Tracking name').inputValue()).toBe('popup_call');
    expect(await banners.getByRole('switch', { name: 'Loop the banners' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await chosen(first.getByLabel('Page')).innerText()).toBe('Render page');
    expect(await chosenText(page, first.getByLabel('Floor'))).toBe(renderLabel);
    expect(await second.getByRole('radio', { name: 'Video' }).isChecked()).toBe(true);
    expect(await second.locator('.ant-upload-list-item').count()).toBe(2);
    await garage.getByText('Signed by the owner.').waitFor();
    expect(await chosen(garage.getByLabel('Complaint form campaign')).innerText()).toContain(
      'Service feedback',
    );
    expect(await other.getByLabel('Customer service time').inputValue()).toBe('Every day 09:00-21:00');
    expect(await other.getByLabel('Client e-mail 2').inputValue()).toBe('sales@moto.example');
    await cardTitled(page, 'Terms and Protocols').getByText('Terms edited in the browser.').waitFor();

    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps what was typed when validation fails, and shows each message', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/config');
    await openConfig(page);
    const other = cardTitled(page, 'Other config');
    await other.getByLabel('Customer service time').fill('Typed and kept');
    await other.getByLabel('Client e-mail 1').fill('broken');
    await cardTitled(page, 'Coupon configuration').getByLabel('Pick-up message').fill('x'.repeat(21));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Invalid email').waitFor();
    await page.getByText('The message can not exceed 20 characters').waitFor();
    expect(await other.getByLabel('Customer service time').inputValue()).toBe('Typed and kept');
  });

  it('shows the config without Save to a reader', async () => {
    const { page } = await newPage();
    await signIn(page, 'viewer', '/config');
    await openConfig(page);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await cardTitled(page, 'Terms and Protocols')
      .getByRole('button', { name: /View terms/ })
      .click();
    const modal = page.getByRole('dialog', { name: 'Terms and Protocols' });
    await modal.getByText('These terms govern the use of the member mini-program.').waitFor();
    expect(await modal.getByRole('button', { name: 'Save terms' }).count()).toBe(0);
  });

  it('saves once when Save is clicked five times in one burst', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/config');
    await openConfig(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/config/back/save'))
        saves.push(request.headers()['x-request-id'] ?? '');
    });
    await cardTitled(page, 'Other config').getByLabel('Customer service time').fill('Clicked five times');
    await page.getByRole('button', { name: 'Save', exact: true }).click({ clickCount: 5 });
    await page.getByText('Updated successfully').waitFor();
    // The five clicks were all made before the first answer came back: a second save would have been sent by then.
    await page.locator('button.ant-btn-loading').waitFor({ state: 'detached' });
    expect(saves).toHaveLength(1);
    expect(saves[0]).not.toBe('');
    expect(await page.getByText('Updated successfully').count()).toBe(1);
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps the config, the terms and a policy being written through an expired session, and offers them back', async () => {
    const { page } = await newPage();
    const signInAgain = (route: string) => signInAfterExpiry(page, route);

    // The config form: fields of two cards.
    await signIn(page, 'admin', '/config');
    await openConfig(page);
    const other = cardTitled(page, 'Other config');
    const coupon = cardTitled(page, 'Coupon configuration');
    await other.getByLabel('Customer service time').fill('Kept through the expiry');
    await coupon.getByLabel('Pick-up message').fill('Kept too');
    await expireSessions();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await signInAgain('/config');
    await page.getByText('Unsaved changes were kept').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await other.getByLabel('Customer service time').inputValue()).toBe('Kept through the expiry');
    expect(await coupon.getByLabel('Pick-up message').inputValue()).toBe('Kept too');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Updated successfully').waitFor();

    // The terms, in their modal.
    const modal = await openTerms(page);
    await typeInEditor(page, modal, ' Typed before the expiry.');
    await expireSessions();
    await modal.getByRole('button', { name: 'Save terms' }).click();
    await signInAgain('/config');
    await cardTitled(page, 'Terms and Protocols').getByText('Unsaved changes were kept').waitFor();
    await cardTitled(page, 'Terms and Protocols').getByRole('button', { name: 'Restore' }).click();
    await modal.getByText('Typed before the expiry.').waitFor();
    await modal.getByRole('button', { name: 'Save terms' }).click();
    await page.getByText('Terms saved').waitFor();
    await cardTitled(page, 'Terms and Protocols').getByText('Typed before the expiry.').waitFor();

    // A new reservation policy.
    await page.goto(appUrl('/reservation-center/policy'));
    // The policy card's form: until the policy page has loaded, the config page stays drawn, and its garage card
    // has a rich-text editor in a form of its own (typing went there once, and the policy showed nothing).
    const form = cardTitled(page, 'Policy').locator('form');
    // The form's own button. (Save went missing, and the typed text with it, while the page was drawn afresh after
    // its first load: LazyPage switched components. Mended there.)
    const savePolicy = form.locator('button[type=button]', { hasText: /^Save$/ });
    // Typed once the editor takes input (it is drawn read-only until the page knows the operator may save).
    await typeInEditor(page, form, 'Helmets for everyone.');
    await form.getByText('Helmets for everyone.').waitFor();
    await expireSessions();
    await savePolicy.click();
    await signInAgain('/reservation-center/policy');
    await page.getByRole('button', { name: 'Restore' }).click();
    await form.getByText('Helmets for everyone.').waitFor();
    await savePolicy.click();
    await page.getByText('Save Successfully').waitFor();
    await page.waitForURL((url) => /#\/reservation-center\/policy\/.+/.test(url.hash));
    await page.getByTestId('policy-preview').getByText('Helmets for everyone.').waitFor();

    // The same policy, now edited at its own address.
    const policyPath = new URL(page.url()).hash.slice(1);
    // The editor is drawn again at the new address: type into the one that stays.
    await typeInEditor(page, form, ' Gloves too.');
    // The page's calls settle before the session ends: one still under way would end it first and take the page
    // to the login before Save is clicked (Save went missing once on a busy machine).
    await page.waitForLoadState('networkidle');
    await expireSessions();
    await savePolicy.click();
    await signInAgain(policyPath);
    await page.getByRole('button', { name: 'Restore' }).click();
    await form.getByText('Helmets for everyone. Gloves too.').waitFor();
    await savePolicy.click();
    await page.getByText('Save Successfully').waitFor();
    await page.getByTestId('policy-preview').getByText('Helmets for everyone. Gloves too.').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });
});
