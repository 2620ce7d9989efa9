/**
 * The import files of issue 13 (02-operations §7): a spreadsheet uploaded to the upload center, then handed to
 * the backend by its URL (`excel_url`); a sample file to fill in (paths in config/sheetImport/kinds.ts).
 */
import { SHEET_IMPORT_PATHS, type ImportKindName } from 'config/sheetImport/kinds';
import { get, post, scrmPath, type CallOptions } from './request';
import { anything, arrayOf, nonEmptyString, number, object, string, type Shape } from './shape';

/** A row the backend did not import, with why. */
export interface RefusedRow {
  row: number;
  cells: Record<string, string>;
  reason: string;
}

export interface SheetImportResult {
  created: number;
  updated: number;
  refused: RefusedRow[];
}

const resultShape: Shape<SheetImportResult> = object({
  created: number,
  updated: number,
  refused: arrayOf(object({ row: number, cells: anything, reason: string })) as Shape<RefusedRow[]>,
});
const sampleShape = object({ excel_url: nonEmptyString });

/** One import's calls: its sample file's URL, and the import of an uploaded file by its URL. */
function importService(kind: ImportKindName) {
  const paths = SHEET_IMPORT_PATHS[kind];
  return {
    sample: (options?: CallOptions) => get(scrmPath(paths.sample), sampleShape, options),
    commit: (excelUrl: string, options?: CallOptions) =>
      post(scrmPath(paths.upload), { excel_url: excelUrl }, resultShape, options),
  };
}

export const carImportService = importService('car');
export const seriesImportService = importService('series');
