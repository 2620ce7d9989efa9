/**
 * How exported text goes into an .xlsx, the same for the browser's exports (src/components/export) and the
 * mock's download service (ARCHITECTURE §8): every text is a shared-string cell (`t="s"`, SheetJS's
 * `bookSST`), which a spreadsheet shows exactly as typed and never evaluates, so `=1+1` needs no apostrophe.
 * (Without `bookSST` SheetJS writes `t="str"`, a formula's cached result, whose `_x000d_` escape LibreOffice
 * shows as it is.) A CSV has no cell types: there a leading apostrophe is the only defence.
 */
export const XLSX_WRITE_OPTIONS = { bookType: 'xlsx', bookSST: true } as const;

/**
 * The text to hand SheetJS for a cell. It escapes control characters (a carriage return) as `_x000D_`, which a
 * reader turns back into the character; a text that itself reads `_x000D_` must escape its underscore
 * (`_x005F_`) to come back as typed.
 */
export function xlsxText(text: string): string {
  return text.replace(/_(x[0-9a-f]{4}_)/gi, '_x005F_$1');
}
