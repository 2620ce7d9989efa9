/**
 * The channel center in Chromium (issue 18): a channel created with two parameters through the two-step dialog,
 * its URL link generated from the code's hover panel, its code downloaded at 1000 px as a png of that size, and
 * that png compared with the card's code (few pixels differ) and with a white picture (many do).
 * A spreadsheet of channels with three bad rows uploaded in bulk (a preview with each row's errors, then the valid
 * row created) and the group's codes downloaded as one ZIP. The page, the dialogs and the panels pass axe.
 */
import fs from 'node:fs';
import * as XLSX from 'xlsx';
import {
  appUrl,
  errorsOf,
  newPage,
  nextDownload,
  seriousViolations,
  signIn,
  resetMock,
  untilStill,
} from './harness';

beforeEach(resetMock);

/** The width and height a PNG's IHDR chunk states. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('the channel center in Chromium', () => {
  it('creates a channel with two parameters, generates its URL link, and downloads its code at 1000 px', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/channel-center');
    await page.goto(appUrl('/channel-center'));
    await page.getByTestId('channel-total').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Create Mini Code/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Mini Code' });
    await dialog.getByLabel('Name', { exact: true }).fill('Hall 3 poster');
    await dialog.getByLabel('Page path').fill('pages/index/index');
    await dialog.getByLabel('Parameter value 1').fill('poster');
    await dialog.getByRole('button', { name: /Add parameter/ }).click();
    await dialog.getByLabel('Parameter name 2').fill('from');
    await dialog.getByLabel('Parameter value 2').fill('hall3');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('img', { name: 'Mini code of Hall 3 poster' }).waitFor();
    await dialog.getByText('pages/index/index?channel=poster&from=hall3', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Action Success').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The save's toast goes before the links are generated: the next 'Action Success' is theirs, whatever the
    // machine's pace (two toasts on screen at once is a matter of timing).
    await page.getByText('Action Success').waitFor({ state: 'detached' });

    // The new channel is the newest: first in the grid.
    const card = page.locator('.ant-card').filter({ has: page.getByText('Hall 3 poster', { exact: true }) });
    await card.getByRole('img', { name: 'Mini code of Hall 3 poster' }).waitFor();
    // The links open above the code on hover. A pointer moved from the code onto them loses them when the grid
    // moves meanwhile (codes still drawing under load): they close under it. The click is given to the button
    // the hover showed, where it is.
    const links = card.getByRole('button', { name: 'Links of Hall 3 poster' });
    await links.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await links.hover();
    const generate = page.getByRole('button', { name: 'generate links' });
    await generate.waitFor();
    await generate.dispatchEvent('click');
    await page.getByText('Action Success').waitFor();
    await page.mouse.move(0, 0);
    await links.hover();
    await page.getByText(/^https:\/\/wxaurl\.cn\//).waitFor();
    expect(await page.getByRole('button', { name: 'generate links' }).count()).toBe(0);

    await page.mouse.move(0, 0);
    await card.getByRole('button', { name: 'Download Hall 3 poster' }).click();
    const chooser = page.locator('.ant-popover').filter({ hasText: 'Download the code of Hall 3 poster' });
    await untilStill(chooser);
    await chooser.getByText('Large (1000)', { exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download 1000 px' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Hall 3 poster.png');
    const path = await file.path();
    const bytes = (await import('node:fs')).readFileSync(path);
    expect(pngSize(bytes)).toEqual({ width: 1000, height: 1000 });

    // Compare the card's code with the downloaded png (the same code, scaled), then with a white picture.
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Compare Hall 3 poster' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare two pictures' });
    await compare.getByRole('img', { name: 'First picture' }).waitFor();
    await compare
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: bytes });
    await compare.getByRole('img', { name: 'Second picture' }).waitFor();
    await compare.getByText('Difference', { exact: true }).click();
    const count = compare.getByTestId('difference-count');
    await count.waitFor();
    const differing = Number(((await count.textContent()) ?? '').split(' ')[0]);
    await compare.getByText('Slider', { exact: true }).click();
    await compare.getByRole('slider', { name: 'How much of the second picture shows' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await compare
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({
        name: 'white.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGP4DwQACfsD/fteaysAAAAASUVORK5CYII=',
          'base64',
        ),
      });
    await compare.getByText('Difference', { exact: true }).click();
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid=difference-count]')?.textContent?.split(' ')[0]) > before,
      differing,
    );
    expect(errors).toEqual([]);
  });

  it("uploads channels in bulk from a spreadsheet, and downloads the group's codes as one ZIP", async () => {
    const { page, context } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/channel-center');
    await page.goto(appUrl('/channel-center'));
    await page.getByTestId('channel-total').waitFor();

    await page.getByRole('button', { name: /Bulk upload/ }).click();
    const bulk = page.getByRole('dialog', { name: /^Bulk upload channels into/ });
    await bulk.getByRole('button', { name: 'Check file' }).click();
    await bulk.getByText('please choose file').waitFor();
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Name', 'Description', 'Path', 'Source type 1', 'Source name 1'],
      ['Gate A', 'By the gate', 'pages/index/index', 'channel', 'gate'],
      ['Gate B', '', 'pages/index/index 2', 'channel', 'gate'],
      ['', '', 'pages/index/index', 'channel', 'nameless'],
      ['Gate C', '', 'pages/index/index', 'from', 'hall'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    await bulk.locator('input[type=file]').setInputFiles({
      name: 'gates.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer,
    });
    await bulk.getByRole('button', { name: 'Check file' }).click();
    await bulk.getByText('4 rows: 1 valid, 3 with errors').waitFor();
    await bulk.getByText('The path holds Chinese characters or spaces').waitFor();
    await bulk.getByText('The name is missing').waitFor();
    await bulk.getByText('A parameter named channel is required').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await bulk.getByRole('button', { name: 'Create 1 channels' }).click();
    await bulk.getByText('1 created, 0 failed, 3 left out with errors').waitFor();
    await bulk.getByRole('button', { name: 'Close' }).last().click();
    await page.getByText('Gate A', { exact: true }).waitFor();

    await page.getByRole('button', { name: /Download codes/ }).click();
    const download = page.getByRole('dialog', { name: /^Download the codes of/ });
    const file = nextDownload(context, page);
    await download.getByRole('button', { name: /Download/ }).click();
    const zip = fs.readFileSync(await (await file).path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.includes(Buffer.from('Gate A.png'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
