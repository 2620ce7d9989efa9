/**
 * Writes rows to an .xlsx file in the browser and offers it for download. xlsx and file-saver are loaded on
 * the first click only, never with the page.
 */
import { exportFileName, sheetRows, type SheetColumn } from './sheetCells';

export const SHEET_NAME = 'mySheet';
const DEFAULT_WIDTH = 18;

export async function exportSheet<Row>(
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): Promise<void> {
  const aoa = sheetRows(columns, rows);
  const [XLSX, { saveAs }] = await Promise.all([import('xlsx'), import('file-saver')]);
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = columns.map((column) => ({ wch: column.width ?? DEFAULT_WIDTH }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  saveAs(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    exportFileName(name),
  );
}
