/**
 * A bulk-upload spreadsheet (03-community-analytics §5 'Bulk spreadsheet rows') read into checked rows: the
 * sample's header row is skipped when present, blank rows are skipped (their numbers still count, so a row is
 * named as the sheet shows it), and a file holds at most MAX_BULK_ROWS channels (each one is a code to draw).
 */
import { bulkRowOf, checkBulkRow, type CheckedBulkRow } from './rules';

export const MAX_BULK_ROWS = 200;

/** The sample's column titles, English and Chinese: name, description, path, then the source pairs. */
export const BULK_HEADER = {
  en: ['Name', 'Description', 'Path', 'Source type', 'Source name'],
  zh: ['名称', '描述', '路径', '来源类型', '来源名称'],
} as const;

export type BulkSheet = { problem: 'empty' | 'tooManyRows' } | { problem: null; rows: CheckedBulkRow[] };

const isHeader = (cells: readonly string[]) =>
  [BULK_HEADER.en[0], BULK_HEADER.zh[0]].some(
    (title) => title.toLowerCase() === (cells[0] ?? '').trim().toLowerCase(),
  );

export function checkBulkSheet(sheet: readonly (readonly string[])[]): BulkSheet {
  const first = sheet.length > 0 && isHeader(sheet[0]) ? 1 : 0;
  const rows = sheet
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(first)
    .filter(({ cells }) => cells.some((cell) => cell.trim()));
  if (rows.length === 0) return { problem: 'empty' };
  if (rows.length > MAX_BULK_ROWS) return { problem: 'tooManyRows' };
  return { problem: null, rows: rows.map(({ cells, row }) => checkBulkRow(row, bulkRowOf(cells))) };
}

/** The sample file's rows: the header with two source pairs, and one channel as an example. */
export function bulkSample(language: 'en' | 'zh'): string[][] {
  const [name, description, path, type, source] = BULK_HEADER[language];
  return [
    [name, description, path, `${type} 1`, `${source} 1`, `${type} 2`, `${source} 2`],
    ['Hall 3 poster', 'Poster by the entrance', 'pages/index/index', 'channel', 'poster', 'from', 'shanghai'],
  ];
}
