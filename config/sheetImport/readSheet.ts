import { read, utils } from 'xlsx';
import { MAX_IMPORT_ROWS } from './rules';

/**
 * The first sheet of an .xlsx, .xls or .csv file as rows of cell texts (as the spreadsheet shows them), or null
 * if the bytes are no spreadsheet. Reads one row past the cap, so a longer sheet is known to be too long.
 */
export function readSheet(bytes: ArrayBuffer | Uint8Array): string[][] | null {
  try {
    // SheetJS recognises an ArrayBuffer by `instanceof`, which fails for one from another realm (a frame's).
    const array = ArrayBuffer.isView(bytes) ? bytes : new Uint8Array(bytes);
    const book = read(array, { type: 'array', dense: true, sheetRows: MAX_IMPORT_ROWS + 2 });
    const sheet = book.Sheets[book.SheetNames[0]];
    if (!sheet) return null;
    const rows = utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: true,
    });
    return rows.map((cells) => cells.map((cell) => String(cell ?? '')));
  } catch {
    return null;
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, at) => bytes[at] === byte);

/**
 * Whether the bytes are what the file's name says: an .xlsx is a ZIP, an .xls a compound document, a .csv text
 * without NUL bytes. SheetJS reads any bytes as text, so a broken file would otherwise preview as rows of noise.
 */
export function isSpreadsheetFile(name: string, bytes: Uint8Array): boolean {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'xlsx') return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
  if (extension === 'xls') return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]);
  if (extension === 'csv') return !bytes.includes(0);
  return false;
}
