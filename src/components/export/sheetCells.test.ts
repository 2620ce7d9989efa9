import { exportFileName, MAX_EXPORT_COLUMNS, safeCell, sheetRows, type SheetColumn } from './sheetCells';

describe('safeCell', () => {
  it.each(['=SUM(A1:A3)', '+1+2', '-2+3', '@cmd', '\tpadded', '\rreturn'])(
    'keeps formula-looking text as typed, for a text cell: %j',
    (text) => expect(safeCell(text)).toBe(text),
  );

  it('escapes the underscore of a literal _x000D_, so it is not read back as a carriage return', () => {
    expect(safeCell('a_x000D_b')).toBe('a_x005F_x000D_b');
  });

  it('keeps numbers as numbers, negative ones included', () => {
    expect(safeCell(-12.5)).toBe(-12.5);
    expect(safeCell(0)).toBe(0);
  });

  it('keeps ordinary text, booleans, and writes nothing for missing values', () => {
    expect(safeCell('广东省')).toBe('广东省');
    expect(safeCell('12.34%')).toBe('12.34%');
    expect(safeCell(true)).toBe(true);
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
    expect(safeCell(Number.NaN)).toBe('');
  });
});

describe('sheetRows', () => {
  const columns: SheetColumn<{ name: string; count: number }>[] = [
    { title: 'Name', value: (row) => row.name },
    { title: 'Count', value: (row) => row.count },
  ];

  it('writes the header row then one row per record', () => {
    expect(sheetRows(columns, [{ name: '=HYPERLINK("x")', count: -3 }])).toEqual([
      ['Name', 'Count'],
      ['=HYPERLINK("x")', -3],
    ]);
  });

  it('refuses more than 26 columns', () => {
    const many = Array.from({ length: MAX_EXPORT_COLUMNS + 1 }, (_, i) => ({
      title: `c${i}`,
      value: () => i,
    }));
    expect(() => sheetRows(many, [])).toThrow('at most 26 columns');
    expect(sheetRows(many.slice(0, MAX_EXPORT_COLUMNS), [{}])[1]).toHaveLength(26);
  });
});

describe('exportFileName', () => {
  it('replaces what a file system refuses, such as the slash of PU/UV', () => {
    expect(exportFileName('PU/UV')).toBe('PU_UV.xlsx');
    expect(exportFileName('scene')).toBe('scene.xlsx');
  });
});
