/**
 * Writes rows to an .xlsx file in the browser and offers it for download. xlsx and file-saver are loaded on
 * the first click only, never with the page.
 */
import { XLSX_WRITE_OPTIONS } from 'config/xlsxText';
import { exportFileName, sheetRows, type SheetColumn } from './sheetCells';

export const SHEET_NAME = 'mySheet';
const DEFAULT_WIDTH = 18;

/** The workbook's bytes: one sheet, the header row then the rows, text as text cells. */
export interface SheetOptions {
  /** More columns than the analytics exports' 26 (a form's fields). */
  maxColumns?: number;
}

export async function sheetWorkbook<Row>(
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
  options: SheetOptions = {},
): Promise<ArrayBuffer> {
  const aoa = sheetRows(columns, rows, options.maxColumns);
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = columns.map((column) => ({ wch: column.width ?? DEFAULT_WIDTH }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
  return XLSX.write(book, { ...XLSX_WRITE_OPTIONS, type: 'array' }) as ArrayBuffer;
}

export async function exportSheet<Row>(
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
  options: SheetOptions = {},
): Promise<void> {
  const [bytes, { saveAs }] = await Promise.all([
    sheetWorkbook(columns, rows, options),
    import('file-saver'),
  ]);
  saveAs(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    exportFileName(name),
  );
}
