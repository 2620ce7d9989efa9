/**
 * The reservation records in Chromium (issue 14): the No Dealer tab exported and the file opened, in Chinese:
 * one row per record of the tab's activity, a column per form field in the table's words, text cells that never
 * evaluate; and a refused export says why.
 */
import path from 'node:path';
import * as XLSX from 'xlsx';
import { downloadsDir, errorsOf, newPage, signIn, resetMock } from './harness';

beforeEach(resetMock);

/** Today in UTC+8, as the file name carries it. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('the reservation records in Chromium', () => {
  it('exports the No Dealer tab and the file opens with every record in the table’s words', async () => {
    const { page } = await newPage({ locale: 'zh-CN' });
    await signIn(page, 'admin', '/reservation/list');
    // The menu entry opens Has Dealer; the operator goes to No Dealer.
    await page.getByRole('link', { name: '有经销商' }).waitFor();
    await page.getByRole('link', { name: '无经销商' }).click();
    await page.waitForURL(/#\/reservation\/list\/no-dealer/);
    // The No Dealer form's columns: no store among them.
    await page.getByRole('columnheader', { name: '门店', exact: true }).waitFor({ state: 'detached' });
    const total = page.getByTestId('list-total');
    await total.waitFor({ timeout: 30_000 });
    const count = Number((await total.textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    const headers = await page.locator('thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['创建时间', '状态', '姓名', '性别', '试驾时段', '证件']));
    expect(headers).not.toContain('门店');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`reservations-no-dealer-${today()}.xlsx`);
    await page.getByText('导出成功').waitFor();
    const file = path.join(downloadsDir(), `${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(file);

    const book = XLSX.readFile(file);
    const sheet = book.Sheets[book.SheetNames[0]];
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, raw: true });
    const [header, ...records] = rows;
    expect(records).toHaveLength(count);
    expect(header.slice(0, 4)).toEqual(['创建时间', '状态', '姓名', '手机']);
    expect(header).toEqual(expect.arrayContaining(['性别', '条款', '来源', '昵称']));
    const column = (title: string) => records.map((row) => row[header.indexOf(title)]);
    expect(new Set(column('性别'))).toEqual(new Set(['男', '女']));
    expect(
      column('状态').every((status) =>
        ['待处理', '已通过', '已拒绝', '已取消', '已完成', '未到店'].includes(String(status)),
      ),
    ).toBe(true);
    expect(column('条款').every((terms) => terms === '已同意' || terms === '未同意')).toBe(true);
    expect(column('手机').every((phone) => /^\+\d+ \d+$/.test(String(phone)))).toBe(true);
    expect(column('来源')).toContain('2023-09 广告投放');
    expect(column('骑行年限').every((years) => typeof years === 'number')).toBe(true);
    // Every text cell is a text cell: nothing in the file is a formula.
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
    expect(errorsOf(page)).toEqual([]);
  });

  it('says 导出失败： and the reason when the export is refused', async () => {
    const { page } = await newPage({ locale: 'zh-CN' });
    await page.route('**/api/v1/reservation-center/record/export', (route) =>
      route.fulfill({ json: { code: 500, msg: '导出服务繁忙', data: null } }),
    );
    await signIn(page, 'admin', '/reservation/list/no-dealer');
    await page.getByTestId('list-total').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /导出/ }).click();
    await page.getByText('导出失败：导出服务繁忙').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });
});
