import { bulkSample, checkBulkSheet, MAX_BULK_ROWS } from './bulkSheet';

describe('a bulk spreadsheet', () => {
  it('skips the header and blank rows, numbering rows as the sheet does', () => {
    const [header, example] = bulkSample('en');
    const sheet = [header, example, ['', '', ''], ['No path', '', '']];
    const checked = checkBulkSheet(sheet);
    if (checked.problem !== null) throw new Error(checked.problem);
    expect(checked.rows.map((row) => [row.row, row.cells.name, row.problems])).toEqual([
      [2, 'Hall 3 poster', []],
      [4, 'No path', ['pathRequired']],
    ]);
    expect(checked.rows[0].fullPath).toBe('pages/index/index?channel=poster&from=shanghai');
  });

  it('reads a file without the header from its first row, the Chinese header too', () => {
    const row = ['A', '', 'pages/index/index?channel=a'];
    const without = checkBulkSheet([row]);
    const chinese = checkBulkSheet([bulkSample('zh')[0], row]);
    expect(without.problem === null && without.rows.map((each) => each.row)).toEqual([1]);
    expect(chinese.problem === null && chinese.rows.map((each) => each.row)).toEqual([2]);
  });

  it('refuses a file with no channel and one with too many', () => {
    expect(checkBulkSheet([bulkSample('en')[0], ['', ' ']])).toEqual({ problem: 'empty' });
    const many = Array.from({ length: MAX_BULK_ROWS + 1 }, (_, at) => [`C${at}`, '', 'pages/a/a?channel=x']);
    expect(checkBulkSheet(many)).toEqual({ problem: 'tooManyRows' });
    expect(checkBulkSheet(many.slice(1)).problem).toBeNull();
  });
});
