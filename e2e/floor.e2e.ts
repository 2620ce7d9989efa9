/**
 * Floors in Chromium (issue 16): a render floor is created with its settings and schedule, saved, found in the
 * list with its visibility, and its preview-code popover shows the release and trial codes as real images
 * (axe finds no serious or critical violation in it).
 */
import { errorsOf, newPage, seriousViolations, signIn, resetMock } from './harness';

beforeEach(resetMock);

describe('floors in Chromium', () => {
  it('creates a floor, saves it, lists it and shows its preview codes', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/floor/tabs/render/create');
    await page.locator('#title').fill('Autumn ride page');
    await page.locator('#description').fill('The autumn campaign of the mini-program');

    // The schedule: typed into the range picker, each end confirmed with Enter.
    const start = page.getByPlaceholder('Online at');
    await start.click();
    await start.fill('2020-01-01 08:00:00');
    await start.press('Enter');
    const end = page.getByPlaceholder('Offline at');
    await end.fill('2099-12-31 20:00:00');
    await end.press('Enter');
    await page.locator('#weight').fill('9999');
    await page.getByLabel('Share title').fill('Ride with us this autumn');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created successfully').waitFor();
    await page.waitForURL(/#\/floor\/tabs\/render\/[0-9a-f]+$/);
    await page.getByText('Floor: Autumn ride page').waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/#\/floor\/tabs\/render$/);
    const row = page.getByRole('row').filter({ hasText: 'Autumn ride page' });
    await row.getByText('Online').waitFor();

    await row.getByRole('button', { name: 'Preview code' }).click();
    const release = page.getByRole('img', { name: 'Preview code of the Release version' });
    await release.waitFor();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 300,
      await release.elementHandle(),
    );
    const releaseSrc = await release.getAttribute('src');
    await page.getByRole('tooltip').getByText('https://wxaurl.cn/', { exact: false }).waitFor();

    await page.getByRole('tooltip').getByText('Trial', { exact: true }).click();
    const trial = page.getByRole('img', { name: 'Preview code of the Trial version' });
    await trial.waitFor();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 300,
      await trial.elementHandle(),
    );
    expect(await trial.getAttribute('src')).not.toBe(releaseSrc);
    await page
      .getByText('A trial version link opens at most 3 million times a day per mini-program.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
