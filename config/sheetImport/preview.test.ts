import { utils, write } from 'xlsx';
import { previewSheet, sheetRowOf } from './preview';
import { isSpreadsheetFile, readSheet } from './readSheet';
import { identityKey } from './rules';

function xlsx(rows: string[][]): ArrayBuffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
}

/** The start of an .xlsx (a zip), cut short: no spreadsheet reader can open it. */
const brokenZip = () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08]).buffer;

describe("an import file's preview", () => {
  it('checks every row and writes the valid ones, in order, to the file that is committed', () => {
    const preview = previewSheet({
      kind: 'series',
      bytes: xlsx([
        ['Series', 'Model'],
        ['Adventure', 'ADV 350'],
        ['', 'Nameless'],
        ['Street', 'Street 300'],
        ['Adventure', 'adv 350'],
        ['Touring', 'GT 1200'],
      ]),
      existing: [identityKey('Street', 'Street 300')],
    });
    if (preview.problem !== null) throw new Error(preview.problem);
    expect(preview.rows.map((row) => [row.row, row.problems.length, row.exists])).toEqual([
      [2, 0, false],
      [3, 1, false],
      [4, 0, true],
      [5, 1, false],
      [6, 0, false],
    ]);
    expect(readSheet(preview.validFile!)).toEqual([
      ['Series', 'Model'],
      ['Adventure', 'ADV 350'],
      ['Street', 'Street 300'],
      ['Touring', 'GT 1200'],
    ]);
    // The committed file's third data row (its row 4) is the operator's row 6.
    const valid = preview.rows.filter((row) => row.problems.length === 0);
    expect(sheetRowOf(valid, 4)).toBe(6);
  });

  it('says why a file cannot be previewed, and commits nothing when no row is valid', () => {
    expect(previewSheet({ kind: 'car', bytes: brokenZip(), existing: [] })).toEqual({
      problem: 'unreadable',
    });
    expect(
      previewSheet({
        kind: 'car',
        bytes: xlsx([
          ['Series', 'Model'],
          ['A', 'B'],
        ]),
        existing: [],
      }),
    ).toEqual({
      problem: 'header',
    });
    const none = previewSheet({
      kind: 'series',
      bytes: xlsx([
        ['Series', 'Model'],
        ['', 'B'],
      ]),
      existing: [],
    });
    expect(none).toMatchObject({ problem: null, validFile: null });
  });
});

describe('a file that is what its name says', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it.each([
    ['book.xlsx', bytes(0x50, 0x4b, 0x03, 0x04, 1), true],
    ['book.XLSX', bytes(0, 1, 2, 3), false],
    ['old.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1), true],
    ['old.xls', bytes(0x50, 0x4b, 0x03, 0x04), false],
    ['rows.csv', new TextEncoder().encode('Name,Path\nA,pages/a/a'), true],
    ['rows.csv', bytes(0x41, 0, 0x42), false],
    ['picture.png', bytes(0x89, 0x50), false],
  ])('%s %#', (name, content, expected) => {
    expect(isSpreadsheetFile(name, content)).toBe(expected);
  });
});
