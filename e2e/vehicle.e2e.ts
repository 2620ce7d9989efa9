/**
 * The vehicle data page in Chromium (issue 13): a car-model file with two bad rows imported through the preview,
 * the valid rows committed, the refused ones downloaded.
 */
import fs from 'node:fs';
import { read, utils, write } from 'xlsx';
import { errorsOf, newPage, signIn, resetMock } from './harness';

beforeEach(resetMock);

function carFile(rows: string[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet([['Brand', 'Brand (Chinese)', 'Model', 'Model (Chinese)'], ...rows]),
    'Sheet1',
  );
  return write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
}

describe('the vehicle data page in Chromium', () => {
  it('imports a car-model file: two bad rows shown in the preview, the rest committed, the refused downloaded', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/vehicle/car-brand');
    await page.getByTestId('list-total').waitFor();

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'cars.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: carFile([
        ['Benelli', '贝纳利', 'TRK 702', ''],
        ['Benelli', '贝纳利', '', ''],
        ['Benelli', '贝纳利', 'Leoncino 500', ''],
        ['Honda', '本田', 'CB400', '本田CB400'],
        ['benelli', '', 'trk 702', ''],
      ]),
    });
    await dialog.getByText('5 rows: 3 valid (1 update existing records), 2 with errors').waitFor();
    await dialog.getByText('Row 3, Model: required').waitFor();
    await dialog.getByText('Row 6, Brand: repeats row 2').waitFor();

    await dialog.getByRole('switch').click();
    expect(await dialog.locator('tr.ant-table-row').count()).toBe(2);

    await dialog.getByRole('button', { name: 'Import 3 valid rows' }).click();
    await dialog.getByText('2 created, 1 updated, 2 refused').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download refused rows' }).click(),
    ]);
    const book = read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows.map((row) => row[0])).toEqual(['Row', 3, 6]);

    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    // The list searched again: the new brand is there.
    await page.locator('tr.ant-table-row', { hasText: 'Benelli' }).waitFor();
    expect(errorsOf(page)).toEqual([]);
  });
});
