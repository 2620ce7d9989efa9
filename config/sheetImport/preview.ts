/**
 * The browser's preview of an import file (issue 13), run in a Web Worker: the file read and checked with the
 * rules the mock applies on commit, and the file the operator commits, holding only the rows that passed.
 */
import { utils, write } from 'xlsx';
import { XLSX_WRITE_OPTIONS, xlsxText } from '../xlsxText';
import { IMPORT_KINDS, type ImportKindName } from './kinds';
import { readSheet } from './readSheet';
import { checkSheet, type CheckedRow, type SheetProblem } from './rules';

export interface PreviewRequest {
  kind: ImportKindName;
  bytes: ArrayBuffer;
  /** The identities of the records that exist (rules.ts `identityKey`). */
  existing: readonly string[];
}

export type SheetPreview =
  | { problem: SheetProblem | 'unreadable' }
  | {
      problem: null;
      rows: CheckedRow[];
      /** The valid rows as a file of the kind's columns, or null when no row is valid. */
      validFile: ArrayBuffer | null;
    };

/** The file to commit: the kind's header (as in its sample), then the rows in their order in the sheet. */
export function validRowsFile(kind: ImportKindName, rows: readonly CheckedRow[]): ArrayBuffer {
  const { columns } = IMPORT_KINDS[kind];
  const sheet = utils.aoa_to_sheet([
    columns.map((column) => column.titles[0]),
    ...rows.map((row) => columns.map((column) => xlsxText(row.cells[column.key] ?? ''))),
  ]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return write(book, { ...XLSX_WRITE_OPTIONS, type: 'array' }) as ArrayBuffer;
}

export function previewSheet({ kind, bytes, existing }: PreviewRequest): SheetPreview {
  const sheet = readSheet(bytes);
  if (!sheet) return { problem: 'unreadable' };
  const check = checkSheet(IMPORT_KINDS[kind], sheet, new Set(existing));
  if (check.problem) return { problem: check.problem };
  const valid = check.rows.filter((row) => row.problems.length === 0);
  return { problem: null, rows: check.rows, validFile: valid.length ? validRowsFile(kind, valid) : null };
}

/**
 * The committed file's row `row` (the header being row 1) is the sheet row of the `row - 2`th valid row: a
 * row the backend refuses is named as the operator's own file numbers it.
 */
export function sheetRowOf(validRows: readonly CheckedRow[], committedRow: number): number {
  return validRows[committedRow - 2]?.row ?? committedRow;
}
