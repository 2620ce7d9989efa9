/** What an .xlsx really holds, read from its XML rather than through SheetJS's reading of it. */
import * as XLSX from 'xlsx';

export interface WrittenCell {
  ref: string;
  /** `s`: a shared-string text cell; `str`: a formula's cached text; none: a number. */
  type: string | undefined;
  /** Whether the cell has a formula (`<f>`). */
  formula: boolean;
}

/** The cells of the first sheet as they are written in `xl/worksheets/sheet1.xml`. */
export function writtenCells(bytes: ArrayBuffer | Uint8Array): WrittenCell[] {
  const zip = XLSX.CFB.read(new Uint8Array(bytes), { type: 'array' });
  const sheet = XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml');
  if (!sheet) throw new Error('No first sheet in this workbook');
  const xml = Buffer.from(sheet.content as Uint8Array).toString('utf8');
  return [...xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>(.*?)<\/c>)/g)].map(
    ([, ref, attributes, body]) => ({
      ref,
      type: / t="(\w+)"/.exec(attributes)?.[1],
      formula: (body ?? '').includes('<f'),
    }),
  );
}
