/**
 * Cell values for client-side Excel exports. Text that a spreadsheet would read as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) is neutralized with a leading apostrophe (ARCHITECTURE §8,
 * OWASP "CSV injection"); numbers stay numbers, negative ones included.
 */
export type SheetValue = string | number | boolean | null | undefined;
export type SheetCell = string | number | boolean;

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: SheetValue): SheetCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Exports are limited to 26 columns (A to Z, 03-community-analytics §9). */
export const MAX_EXPORT_COLUMNS = 26;

export interface SheetColumn<Row> {
  title: string;
  value: (row: Row) => SheetValue;
  /** Width in characters; every column has a fixed width. */
  width?: number;
}

/** The header row and the data rows, each cell neutralized. */
export function sheetRows<Row>(columns: readonly SheetColumn<Row>[], rows: readonly Row[]): SheetCell[][] {
  if (columns.length > MAX_EXPORT_COLUMNS) {
    throw new Error(`An export has at most ${MAX_EXPORT_COLUMNS} columns, got ${columns.length}`);
  }
  return [
    columns.map((column) => safeCell(column.title)),
    ...rows.map((row) => columns.map((column) => safeCell(column.value(row)))),
  ];
}

/** A file name the file system accepts: the spec's `PU/UV` becomes `PU_UV`. */
export function exportFileName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
}
