import { CAR_IMPORT, SERIES_IMPORT } from './kinds';
import { checkSheet, countRows, identityKey, MAX_IMPORT_ROWS } from './rules';

const HEADER = ['Brand', 'Brand (Chinese)', 'Model', 'Model (Chinese)'];

describe('checking an import sheet', () => {
  it('names each bad cell by its row, finds repeats inside the file and marks what exists as an update', () => {
    const check = checkSheet(
      CAR_IMPORT,
      [
        HEADER,
        ['Honda', '本田', 'CB400', ''],
        ['', '', 'Ninja', ''],
        ['', '', '', ''],
        [' honda ', '', 'cb400', ''],
        ['Yamaha', '雅马哈', 'R1'.repeat(30), ''],
        ['Yamaha', '雅马哈', 'MT-07', ''],
      ],
      new Set([identityKey('Yamaha', 'MT-07')]),
    );
    if (check.problem) throw new Error(check.problem);
    expect(check.rows.map((row) => [row.row, row.problems, row.exists])).toEqual([
      [2, [], false],
      [3, [{ column: 'brand', kind: 'required' }], false],
      [5, [{ column: 'brand', kind: 'repeated', firstRow: 2 }], false],
      [6, [{ column: 'model', kind: 'tooLong', maxLength: 50 }], false],
      [7, [], true],
    ]);
    expect(countRows(check.rows)).toEqual({ total: 5, valid: 2, updates: 1, errors: 3 });
  });

  it('accepts the Chinese header and refuses a sheet with other columns, none, or too many rows', () => {
    expect(
      checkSheet(
        SERIES_IMPORT,
        [
          ['车系', '车型'],
          ['Adventure', 'ADV 350'],
        ],
        new Set(),
      ).problem,
    ).toBeNull();
    expect(
      checkSheet(
        SERIES_IMPORT,
        [
          ['Model', 'Series'],
          ['a', 'b'],
        ],
        new Set(),
      ).problem,
    ).toBe('header');
    expect(checkSheet(SERIES_IMPORT, [['Series', 'Model']], new Set()).problem).toBe('empty');
    const long = [
      ['Series', 'Model'],
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ['s', `m${i}`]),
    ];
    expect(checkSheet(SERIES_IMPORT, long, new Set()).problem).toBe('tooManyRows');
  });
});
