/**
 * Cell values for client-side Excel exports: numbers stay numbers (negative ones included), text is written as
 * a text cell exactly as it reads, formula-looking or not (config/xlsxText.ts).
 */
import { xlsxText } from 'config/xlsxText';

export type SheetValue = string | number | boolean | null | undefined;
export type SheetCell = string | number | boolean;

export function safeCell(value: SheetValue): SheetCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  return xlsxText(value);
}

/** Exports are limited to 26 columns (A to Z, 03-community-analytics §9). */
export const MAX_EXPORT_COLUMNS = 26;

export interface SheetColumn<Row> {
  title: string;
  value: (row: Row) => SheetValue;
  /** Width in characters; every column has a fixed width. */
  width?: number;
}

/**
 * The header row and the data rows. `maxColumns` lifts the analytics limit for an export whose columns a form
 * defines (the reservation records: one column per form field).
 */
export function sheetRows<Row>(
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
  maxColumns = MAX_EXPORT_COLUMNS,
): SheetCell[][] {
  if (columns.length > maxColumns) {
    throw new Error(`An export has at most ${maxColumns} columns, got ${columns.length}`);
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
