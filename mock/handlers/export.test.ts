import * as XLSX from 'xlsx';
import type { ExportJob } from '../../src-services/tableExport';
import { coupons } from '../db/coupons';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';
import { writtenCells } from '../../test/xlsxCells';
import { jobsOnTestClock } from '../../test/mockJobs';
import { EXPORT_MS_PER_ROW } from './export';

installMockBackend();
const jobs = jobsOnTestClock();

const columns = [
  { title: 'Title', key: 'title', type: 'string' },
  { title: 'Discount', key: 'discount.show_text', type: 'string' },
  { title: 'Deactivated', key: 'deactivated', type: 'boolean', conv: 'yesno' },
  { title: 'Updated', key: 'updated_at', type: 'date', conv: 'datetime' },
];
const request = (query: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  url: '/api/v1/coupon-center/coupon/search',
  payload: { query, operator: 'AND', order: 'title', page: 0, size: 1_000_000 },
  meta: { format: 'excel', sheet_name: 'Coupons', path: 'coupons', columns },
  ...extra,
});

async function readWorkbook(
  url: string,
): Promise<{ rows: unknown[][]; response: Response; bytes: ArrayBuffer }> {
  const response = await fetch(`${ORIGIN}${url}`);
  const bytes = await response.arrayBuffer();
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  return { rows, response, bytes };
}

function addCoupons(count: number, title: (i: number) => string) {
  const [template] = coupons().all();
  for (let i = 0; i < count; i += 1)
    coupons().insert({ ...template, id: `bulk${i}`, card_id: `bulk${i}`, title: title(i) });
}

describe('export', () => {
  it('writes the matching rows and the requested columns to a real .xlsx at once when small', async () => {
    await signIn();
    const answer = await call<{ url: string }>(
      'POST',
      '/api/table/download_url',
      request([{ k: 'deactivated', op: 'eq', v: true }]),
    );
    expect(answer.code).toBe(200);
    expect(answer.data.url).toMatch(/^\/api\/table\/files\/\w+\/coupons\.xlsx$/);
    const { rows, response } = await readWorkbook(answer.data.url);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="coupons\.xlsx"/);
    const expected = coupons()
      .all()
      .filter((coupon) => coupon.deactivated)
      .map((coupon) => coupon.title)
      .sort();
    expect(rows[0]).toEqual(['Title', 'Discount', 'Deactivated', 'Updated']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(expected);
    expect(
      rows
        .slice(1)
        .every((row) => row[2] === 'Yes' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(String(row[3]))),
    ).toBe(true);
  });

  it('writes formula-looking titles as text cells that read exactly as typed', async () => {
    await signIn();
    const typed = ['=HYPERLINK("x")', '+1', '-1+2', '@SUM(A1)', '\tpadded', '\rreturn', 'a literal _x000D_'];
    addCoupons(typed.length, (i) => typed[i]);
    const answer = await call<{ url: string }>(
      'POST',
      '/api/v1/table/download_url',
      request([{ k: 'card_id', op: 'regex', v: '^bulk' }]),
    );
    expect(answer.data.url.startsWith('/api/v1/table/files/')).toBe(true);
    const { rows, bytes } = await readWorkbook(answer.data.url);
    expect(rows.slice(1).map((row) => row[0])).toEqual([...typed].sort());
    const titleCells = writtenCells(bytes).filter((cell) => cell.ref.startsWith('A'));
    expect(titleCells).toHaveLength(typed.length + 1);
    expect(titleCells.every((cell) => cell.type === 's' && !cell.formula)).toBe(true);
  });

  it('answers a job for a large export, ready after a time proportional to the rows', async () => {
    await signIn();
    addCoupons(600, (i) => `Bulk ${i}`);
    const total = coupons().size;
    const answer = await call<{ job_id: string; total: number }>(
      'POST',
      '/api/table/download_url',
      request(),
    );
    expect(answer.data).toEqual({ job_id: expect.any(String), total });
    const pending = await call<ExportJob>('GET', `/api/table/download_url/jobs/${answer.data.job_id}`);
    expect(pending.data).toMatchObject({ status: 'pending', total });
    expect(pending.data.url).toBeUndefined();
    jobs.advance(total * EXPORT_MS_PER_ROW);
    const ready = await call<ExportJob>('GET', `/api/table/download_url/jobs/${answer.data.job_id}`);
    expect(ready.data).toMatchObject({ status: 'ready', progress: 1 });
    const { rows } = await readWorkbook(ready.data.url as string);
    expect(rows).toHaveLength(total + 1);
  });

  it('cancels a job: it never becomes ready', async () => {
    await signIn();
    addCoupons(600, (i) => `Bulk ${i}`);
    const answer = await call<{ job_id: string }>('POST', '/api/table/download_url', request());
    expect((await call('DELETE', `/api/table/download_url/jobs/${answer.data.job_id}`)).code).toBe(200);
    const job = await call<ExportJob>('GET', `/api/table/download_url/jobs/${answer.data.job_id}`);
    expect(job.data).toMatchObject({ status: 'failed', msg: 'cancelled' });
  });

  it("runs the search with the caller's privileges and keeps jobs and files to their owner", async () => {
    await signIn('club');
    expect((await call('POST', '/api/table/download_url', request())).code).toBe(968);
    await signIn('admin');
    const { data } = await call<{ url: string }>(
      'POST',
      '/api/table/download_url',
      request([{ k: 'deleted', op: 'eq', v: true }]),
    );
    await signIn('viewer');
    expect((await fetch(`${ORIGIN}${data.url}`).then((r) => r.json())).code).toBe(404);
  });

  it.each([
    [
      { url: 'https://elsewhere.example/search' },
      'Field "url" must be a list search path such as /api/v1/coupon-center/coupon/search',
    ],
    [{ meta: { format: 'csv', columns } }, 'Field "meta.format" must be "excel"'],
    [{ meta: { format: 'excel', columns: [] } }, 'Field "meta.columns" must list at least one column'],
    [
      { meta: { format: 'excel', columns: [{ title: 'T', key: 'title', conv: 'eval' }] } },
      'Unknown conv "eval"; expected one of datetime, yuan, yesno, join',
    ],
  ])('refuses %p', async (change, msg) => {
    await signIn();
    expect(await call('POST', '/api/table/download_url', request([], change))).toEqual({
      code: 400,
      msg,
      data: null,
    });
  });
});
