/**
 * The download service (01-platform §7, 03-community-analytics §7): runs the payload's search on the named
 * list (through the list's own handler, with the caller's session and privileges) and writes a real .xlsx of
 * the requested columns. Small results answer `{url}`; large ones answer a job `{job_id, total}` that becomes
 * ready after a time proportional to the rows. The protocol is documented in mock/README.md.
 */
import { getResponse, type HttpHandler, type RequestHandler } from 'msw';
import { XLSX_WRITE_OPTIONS, xlsxText } from '../../config/xlsxText';
import type { Envelope } from '../../src-services/types';
import type { ExportColumn } from '../../src-services/tableExport';
import { exportFiles, exportJobs, type ExportJobRecord } from '../db/exports';
import { isPlainObject, readJsonObject } from '../lib/body';
import { endpoint, type EndpointContext } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, MockError, notFound } from '../lib/errors';
import { valuesAt } from '../lib/searchEngine';
import { jobClock } from '../lib/jobClock';
import { nowSeconds, requireOperator } from '../lib/session';
import { requireArray, requireObject, requireString } from '../lib/validate';

/** Above this many rows the answer is a job to poll. */
export const JOB_THRESHOLD = Number(process.env.MOCK_EXPORT_JOB_THRESHOLD) || 500;
/** How long a job takes per row (on the job clock), so large exports take a while as they would for real. */
export const EXPORT_MS_PER_ROW = Number(process.env.MOCK_EXPORT_MS_PER_ROW) || 2;

const PREFIXES = ['/api/table', '/api/v1/table'];
const CONVERSIONS = ['datetime', 'yuan', 'yesno', 'join'];
const TYPES = ['string', 'number', 'date', 'boolean'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in UTC+8. */
function dateTime(seconds: number): string {
  const d = new Date((seconds + 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

function cell(row: unknown, column: ExportColumn): string | number {
  const values = valuesAt(row, column.key).filter((value) => value !== undefined && value !== null);
  if (values.length === 0) return '';
  const [value] = values;
  switch (column.conv) {
    case 'datetime':
      return typeof value === 'number' ? dateTime(value) : xlsxText(String(value));
    case 'yuan':
      return typeof value === 'number' ? value / 100 : xlsxText(String(value));
    case 'yesno':
      return value === true ? 'Yes' : value === false ? 'No' : xlsxText(String(value));
    case 'join':
      return xlsxText(values.map(String).join(', '));
    default:
      if (column.type === 'number' && typeof value === 'number') return value;
      return xlsxText(typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}

function readColumns(meta: Record<string, unknown>): ExportColumn[] {
  const columns = requireArray(meta, 'columns');
  if (columns.length === 0) throw badRequest('Field "meta.columns" must list at least one column');
  return columns.map((column, index) => {
    if (!isPlainObject(column)) throw badRequest(`Field "meta.columns[${index}]" must be an object`);
    const { title, key, type, conv } = column;
    if (typeof title !== 'string' || typeof key !== 'string' || !key)
      throw badRequest(`meta.columns[${index}] needs a title and a key`);
    if (type !== undefined && !TYPES.includes(String(type)))
      throw badRequest(`Unknown column type "${String(type)}"`);
    if (conv !== undefined && conv !== null && conv !== '' && !CONVERSIONS.includes(String(conv)))
      throw badRequest(`Unknown conv "${String(conv)}"; expected one of ${CONVERSIONS.join(', ')}`);
    return {
      title,
      key,
      type: (type as ExportColumn['type']) ?? 'string',
      conv: (conv || undefined) as ExportColumn['conv'],
    };
  });
}

/** The rows as an .xlsx (SheetJS loaded at the first export: every test file that starts the mock would pay for it). */
export async function workbook(
  rows: unknown[],
  columns: ExportColumn[],
  sheetName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([
    columns.map((column) => xlsxText(column.title)),
    ...rows.map((row) => columns.map((column) => cell(row, column))),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    sheet,
    sheetName
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1',
  );
  const written = XLSX.write(book, { ...XLSX_WRITE_OPTIONS, type: 'array' }) as ArrayBuffer;
  return new Uint8Array(written);
}

/** A file name any system accepts: no path separators, reserved characters or control characters. */
const fileName = (path: string) =>
  `${
    [...path]
      .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .trim() || 'export'
  }.xlsx`;

/** The list's own search handler answers, as the real download service calls the list's service. */
/** The handlers a list search is answered by: the mock's whole set, given by the handler index. */
type AllHandlers = () => readonly RequestHandler[];

async function runListSearch(
  all: AllHandlers,
  context: EndpointContext,
  url: string,
  payload: Record<string, unknown>,
) {
  if (!/^\/api\/[\w\-/{}]+\/search$/.test(url) || url.includes('..'))
    throw badRequest('Field "url" must be a list search path such as /api/v1/coupon-center/coupon/search');
  const request = new Request(new URL(url, context.url.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: context.request.headers.get('cookie') ?? '' },
    body: JSON.stringify(payload),
  });
  const response = await getResponse([...all()], request);
  if (!response) throw badRequest(`No list answers ${url}`);
  const envelope = (await response.json()) as Envelope<{ results?: unknown[]; total?: number } | null>;
  if (envelope.code !== 200) throw new MockError(envelope.code, envelope.msg);
  return envelope.data?.results ?? [];
}

function jobView(job: ExportJobRecord, prefix: string) {
  const now = jobClock.now();
  if (job.cancelled)
    return { job_id: job.id, status: 'failed', total: job.total, progress: 0, msg: 'cancelled' };
  const ready = now >= job.ready_at;
  const file = exportFiles().get(job.file_id);
  const progress = ready ? 1 : (now - job.started_at) / Math.max(1, job.ready_at - job.started_at);
  return {
    job_id: job.id,
    status: ready ? 'ready' : 'pending',
    total: job.total,
    progress: Math.round(progress * 100) / 100,
    ...(ready && file ? { url: `${prefix}/files/${file.id}/${encodeURIComponent(file.name)}` } : {}),
  };
}

function ownJob(context: EndpointContext): ExportJobRecord {
  const operator = requireOperator(context);
  const job = exportJobs().get(context.params.id);
  if (!job || job.operator_id !== operator.id) throw notFound('Export job not found');
  return job;
}

function handlersAt(prefix: string, all: AllHandlers): HttpHandler[] {
  return [
    endpoint('post', `${prefix}/download_url`, async (context) => {
      const operator = requireOperator(context);
      const body = await readJsonObject(context.request);
      const url = requireString(body, 'url');
      const payload = requireObject(body, 'payload');
      const meta = requireObject(body, 'meta');
      if (meta.format !== 'excel') throw badRequest('Field "meta.format" must be "excel"');
      const columns = readColumns(meta);
      const sheetName = typeof meta.sheet_name === 'string' ? meta.sheet_name : 'Sheet1';
      const path = typeof meta.path === 'string' ? meta.path : 'export';
      const rows = await runListSearch(all, context, url, payload);
      const file = exportFiles().insert({
        operator_id: operator.id,
        name: fileName(path),
        bytes: await workbook(rows, columns, sheetName),
        created_at: nowSeconds(),
      });
      if (rows.length <= JOB_THRESHOLD)
        return ok({ url: `${prefix}/files/${file.id}/${encodeURIComponent(file.name)}` });
      const startedAt = jobClock.now();
      const job = exportJobs().insert({
        operator_id: operator.id,
        total: rows.length,
        file_id: file.id,
        started_at: startedAt,
        ready_at: startedAt + rows.length * EXPORT_MS_PER_ROW,
        cancelled: false,
      });
      return ok({ job_id: job.id, total: job.total });
    }),

    endpoint('get', `${prefix}/download_url/jobs/:id`, (context) => ok(jobView(ownJob(context), prefix))),

    endpoint('delete', `${prefix}/download_url/jobs/:id`, (context) => {
      const job = ownJob(context);
      exportJobs().update(job.id, { cancelled: true });
      return ok(null);
    }),

    endpoint('get', `${prefix}/files/:id/:name`, (context) => {
      const operator = requireOperator(context);
      const file = exportFiles().get(context.params.id);
      if (!file || file.operator_id !== operator.id) throw notFound('File not found');
      const pendingJob = exportJobs().findOne(
        (job) => job.file_id === file.id && (job.cancelled || jobClock.now() < job.ready_at),
      );
      if (pendingJob) throw notFound('File not ready');
      return new Response(file.bytes, {
        headers: {
          'content-type': file.content_type ?? XLSX_TYPE,
          'content-length': String(file.bytes.byteLength),
          'content-disposition': `attachment; filename="${file.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'cache-control': 'no-store',
        },
      });
    }),
  ];
}

/** `all` answers the list searches an export runs (the handler index passes its own list: no import back). */
export function exportHandlers(all: AllHandlers): HttpHandler[] {
  return PREFIXES.flatMap((prefix) => handlersAt(prefix, all));
}
