import * as XLSX from 'xlsx';
import { writtenCells } from 'test/xlsxCells';
import { sheetWorkbook } from './exportSheet';
import type { SheetColumn } from './sheetCells';

describe('sheetWorkbook', () => {
  const columns: SheetColumn<{ name: string; count: number }>[] = [
    { title: '=Name', value: (row) => row.name },
    { title: 'Count', value: (row) => row.count },
  ];

  it('writes text as text cells that never evaluate, and numbers as numbers', async () => {
    const bytes = await sheetWorkbook(columns, [
      { name: '=1+1', count: -3 },
      { name: '\rreturn', count: 4 },
    ]);
    expect(writtenCells(bytes)).toEqual([
      { ref: 'A1', type: 's', formula: false },
      { ref: 'B1', type: 's', formula: false },
      { ref: 'A2', type: 's', formula: false },
      { ref: 'B2', type: undefined, formula: false },
      { ref: 'A3', type: 's', formula: false },
      { ref: 'B3', type: undefined, formula: false },
    ]);
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 })).toEqual([
      ['=Name', 'Count'],
      ['=1+1', -3],
      ['\rreturn', 4],
    ]);
  });
});
