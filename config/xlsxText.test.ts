import { workbook } from 'mock/handlers/export';
import { sheetWorkbook } from 'src/components/export/exportSheet';
import { cellsInLibreOffice, hasSoffice, parseCsv, SOFFICE_MISSING } from 'test/libreOffice';
import { xlsxText } from './xlsxText';

/** Values as an operator typed them: none may change, and none may run, when the export is opened. */
const TYPED = [
  '=1+1',
  '=HYPERLINK("https://evil.example","click")',
  "=cmd|' /C calc'!A0",
  '+1',
  '-1+2',
  '@SUM(A1:A2)',
  '\tpadded',
  '\rreturn',
  "'quoted",
  'a literal _x000D_',
  '广东省',
];

describe('xlsxText', () => {
  it('keeps text as typed, escaping only the underscore of a literal _xHHHH_', () => {
    expect(TYPED.filter((text) => xlsxText(text) !== text)).toEqual(['a literal _x000D_']);
    expect(xlsxText('a literal _x000D_ and _x005f_')).toBe('a literal _x005F_x000D_ and _x005F_x005f_');
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes, line breaks and carriage returns', () => {
    expect(parseCsv('a,"b,c","say ""hi"""\n"\rx","1\n2",\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['\rx', '1\n2', ''],
    ]);
  });
});

const soffice = hasSoffice();
if (!soffice) console.warn(SOFFICE_MISSING);

describe('exports opened in LibreOffice', () => {
  (soffice ? it : it.skip)(
    'show every formula-looking value exactly as typed, never evaluated, from both writers',
    async () => {
      const rows = TYPED.map((text, index) => ({ text, amount: -index }));
      const shown = await cellsInLibreOffice({
        // The mock's download service (list exports) and the browser's exports (tracking).
        download: await workbook(
          rows,
          [
            { title: '=Typed', key: 'text', type: 'string' },
            { title: 'Amount', key: 'amount', type: 'number' },
          ],
          'Sheet1',
        ),
        browser: await sheetWorkbook(
          [
            { title: '=Typed', value: (row) => row.text },
            { title: 'Amount', value: (row) => row.amount },
          ],
          rows,
        ),
      });
      const expected = [['=Typed', 'Amount'], ...rows.map((row) => [row.text, String(row.amount)])];
      expect(shown).toEqual({ download: expected, browser: expected });
    },
    180_000,
  );
});
