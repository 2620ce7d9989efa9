/**
 * Channel Data in Chromium (issue 18): the chosen group's totals and channels over the past 7 days, their export
 * to PU/UV.xlsx (read back: the table's header and rows), and a channel's drawer of launch and visit data
 * opened from its card. The tab and the drawer pass axe.
 */
import path from 'node:path';
import * as XLSX from 'xlsx';
import { appUrl, downloadsDir, errorsOf, newPage, seriousViolations, signIn, resetMock } from './harness';

beforeEach(resetMock);

describe('Channel Data in Chromium', () => {
  it('shows the group’s totals and channels, exports them, and opens a channel’s drawer', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/channel-center');
    await page.goto(appUrl('/channel-center'));
    await page.getByTestId('channel-total').waitFor();

    await page.getByRole('tab', { name: 'Channel Data' }).click();
    const table = page
      .locator('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Channel ID' }) });
    await table.waitFor();
    await page.getByText('Total PV', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'Top 20 channels by PV' }).locator('canvas').first().waitFor();
    const firstRow = table.locator('tbody tr.ant-table-row').first();
    const cells = await firstRow.locator('td').allTextContents();
    expect(Number(cells[2])).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    // 03 §9 names it PU/UV.xlsx; a file name cannot hold the slash (src/components/export).
    expect(download.suggestedFilename()).toBe('PU_UV.xlsx');
    const file = path.join(downloadsDir(), `${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const book = XLSX.readFile(file);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
      raw: false,
    });
    expect(rows[0]).toEqual(['Channel name', 'Channel ID', 'PV', 'UV']);
    expect(rows[1]).toEqual(cells);

    await page.getByRole('tab', { name: 'Channel List' }).click();
    const dataButton = page.getByRole('button', { name: /^Data of / }).first();
    const name = ((await dataButton.getAttribute('aria-label')) ?? '').replace(/^Data of /, '');
    await dataButton.click();
    const drawer = page.getByRole('dialog', { name: `Data of ${name}` });
    await drawer.getByRole('tab', { name: 'Launch Data', selected: true }).waitFor();
    await drawer
      .getByRole('columnheader', { name: 'UV/Total UV' })
      .or(drawer.getByText('No data'))
      .first()
      .waitFor();
    await drawer.getByRole('tab', { name: 'Visit Data' }).click();
    await drawer.getByRole('tab', { name: 'User', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
