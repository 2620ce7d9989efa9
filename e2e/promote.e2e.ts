/**
 * Promote activities and the promote config in Chromium (issue 16): an activity is created with a hero banner
 * and a carousel, saved, and found in the list; the promote config then shows it on the promote page (the picker
 * searches 500 ms after typing) and is saved and found again after a reload.
 */
import type { Page } from 'playwright-core';
import {
  appUrl,
  cardTitled,
  chooseOption,
  errorsOf,
  newPage,
  openSelect,
  optionsOf,
  signIn,
  resetMock,
} from './harness';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

beforeEach(resetMock);

const pad = (n: number) => String(n).padStart(2, '0');
/** A date-time as the picker types it, in the browser's (and this process's) zone. */
function typed(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

async function fillSchedule(page: Page, from: Date, to: Date) {
  const start = page.getByPlaceholder('Online time');
  await start.click();
  await start.fill(typed(from));
  await start.press('Enter');
  const end = page.getByPlaceholder('Offline time');
  await end.fill(typed(to));
  await end.press('Enter');
}

describe('promote in Chromium', () => {
  it('creates an activity with a hero banner and a carousel, lists it, and shows it through the promote config', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/promote/activity/create');

    await page.locator('#title').fill('Rider week');
    await page.locator('#description').fill('A week of rides');
    const now = Date.now();
    await fillSchedule(page, new Date(now - 86_400_000), new Date(now + 30 * 86_400_000));

    await page.getByRole('tab', { name: 'Layout' }).click();
    await page.getByRole('button', { name: /Add a hero banner/ }).click();
    const banner = cardTitled(page, 'Banner 1');
    await banner.locator('input[type=file]').setInputFiles(png('hero.png'));
    await banner.locator('.ant-upload-list-item-done').waitFor();
    await chooseOption(page, banner.getByLabel('Action type'), 'navigateTo');
    await chooseOption(page, banner.getByLabel('Page'), 'Render page');
    const floorSelect = banner.getByLabel('Floor');
    await openSelect(floorSelect);
    await (await optionsOf(page, floorSelect)).first().click();

    await page.getByRole('button', { name: /Add a carousel/ }).click();
    const carousel = cardTitled(page, 'Carousel 1');
    await carousel.getByText('Square carousel').click();
    await carousel.getByLabel('Section name').fill('Highlights');
    const slide = cardTitled(page, 'Slide 1');
    await slide.locator('input[type=file]').setInputFiles(png('slide.png'));
    await slide.locator('.ant-upload-list-item-done').waitFor();

    // An impatient operator clicks Save until the page moves to the new activity's address: one save, a create.
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/promote/activity/save')) creates.push(request.postDataJSON().id ?? 'new');
    });
    const save = (await page.getByRole('button', { name: 'Save', exact: true }).elementHandle())!;
    const created = (hash: string) => /#\/promote\/activity\/(?!create)[^/]+$/.test(hash);
    while (!created(new URL(page.url()).hash)) await save.click({ force: true, noWaitAfter: true });
    await page.getByText('Saved successfully').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(creates).toEqual(['new']);
    expect(await page.getByText('Saved successfully').count()).toBe(1);

    // `/promote/activity` is the list.
    await page.goto(appUrl('/promote/activity'));
    await page.waitForURL((url) => url.hash.startsWith('#/promote/activity/list'));
    await page.getByRole('cell', { name: 'Rider week' }).waitFor();

    await page.goto(appUrl('/promote/config'));
    const picker = page.getByLabel('Activity shown on the promote page');
    await picker.waitFor();
    await openSelect(picker);
    await picker.fill('Rider');
    await (await optionsOf(page, picker)).filter({ hasText: 'Rider week' }).first().click();
    expect(await page.getByRole('combobox', { name: 'Top posts' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('save successfully').waitFor();

    await page.reload();
    await page.locator('.ant-select-selection-item', { hasText: 'Rider week' }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
