/**
 * The checks of a spreadsheet import (02-operations §3, §5; issue 13), the same in the browser's preview (run in
 * a Web Worker) and in the mock backend's commit: the header names the columns, required cells are filled,
 * texts fit, a record appears once in the file; a record that already exists is updated, not refused.
 */

export interface ImportColumn {
  key: string;
  /** The header texts accepted for the column (the sample's English and Chinese). */
  titles: readonly string[];
  required: boolean;
  maxLength: number;
}

export interface ImportKind {
  name: 'car' | 'series';
  columns: readonly ImportColumn[];
  /** The record a row stands for (brand and model, series and model): two rows with one identity repeat. */
  identity: (cells: Record<string, string>) => string;
}

/** At most this many rows below the header, and files of at most this many bytes. */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export type CellProblem =
  | { column: string; kind: 'required' }
  | { column: string; kind: 'tooLong'; maxLength: number }
  | { column: string; kind: 'repeated'; firstRow: number };

export interface CheckedRow {
  /** The row's number in the sheet, the header being row 1. */
  row: number;
  cells: Record<string, string>;
  problems: CellProblem[];
  /** The record exists already: committing the row updates it. */
  exists: boolean;
}

export type SheetProblem = 'empty' | 'header' | 'tooManyRows';

export type SheetCheck = { problem: SheetProblem } | { problem: null; rows: CheckedRow[] };

/** A key that ignores case and surrounding blanks, as a duplicate name does in the backend. */
export const identityKey = (...parts: string[]): string =>
  parts.map((part) => part.trim().toLowerCase()).join('\u0000');

const headerMatches = (kind: ImportKind, header: readonly string[]): boolean =>
  kind.columns.every((column, index) =>
    column.titles.some((title) => title.toLowerCase() === (header[index] ?? '').trim().toLowerCase()),
  );

function cellProblems(kind: ImportKind, cells: Record<string, string>): CellProblem[] {
  return kind.columns.flatMap((column): CellProblem[] => {
    const value = cells[column.key];
    if (!value) return column.required ? [{ column: column.key, kind: 'required' }] : [];
    return value.length > column.maxLength
      ? [{ column: column.key, kind: 'tooLong', maxLength: column.maxLength }]
      : [];
  });
}

/**
 * Checks a sheet (its rows of cell texts, the header first) against a kind's columns and the identities of the
 * records that exist. Blank rows are skipped; their numbers still count, so a row is named as the sheet shows it.
 */
export function checkSheet(
  kind: ImportKind,
  sheet: readonly (readonly string[])[],
  existing: ReadonlySet<string>,
): SheetCheck {
  const [header, ...body] = sheet;
  if (!header || !body.some((cells) => cells.some((cell) => cell.trim()))) return { problem: 'empty' };
  if (!headerMatches(kind, header)) return { problem: 'header' };
  if (body.length > MAX_IMPORT_ROWS) return { problem: 'tooManyRows' };

  const firstRowOf = new Map<string, number>();
  const rows: CheckedRow[] = [];
  body.forEach((raw, index) => {
    if (!raw.some((cell) => cell.trim())) return;
    const row = index + 2;
    const cells = Object.fromEntries(kind.columns.map((column, at) => [column.key, (raw[at] ?? '').trim()]));
    const problems = cellProblems(kind, cells);
    const identity = kind.identity(cells);
    const firstRow = firstRowOf.get(identity);
    if (firstRow !== undefined && problems.length === 0)
      problems.push({ column: kind.columns[0].key, kind: 'repeated', firstRow });
    else if (firstRow === undefined) firstRowOf.set(identity, row);
    rows.push({ row, cells, problems, exists: problems.length === 0 && existing.has(identity) });
  });
  return { problem: null, rows };
}

/** The counts a preview and a result show. */
export function countRows(rows: readonly CheckedRow[]) {
  const valid = rows.filter((row) => row.problems.length === 0);
  return {
    total: rows.length,
    valid: valid.length,
    updates: valid.filter((row) => row.exists).length,
    errors: rows.length - valid.length,
  };
}
