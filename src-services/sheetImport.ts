/**
 * The import files of issue 13 (02-operations §7): a spreadsheet uploaded to the upload center, then handed to
 * the backend by its URL (`excel_url`); a sample file to fill in (paths in config/sheetImport/kinds.ts).
 */
import { SHEET_IMPORT_PATHS, type ImportKindName } from 'config/sheetImport/kinds';
import { identityKey } from 'config/sheetImport/rules';
import { get, post, scrmPath, type CallOptions } from './request';
import {
  anything,
  arrayOf,
  nonEmptyString,
  number,
  object,
  searchResultOf,
  string,
  type Shape,
} from './shape';

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

/** Every record a search holds, in one page (the spec's lookups ask for 1,000,000 rows the same way). */
const EVERY_ROW = { page: 0, size: 1_000_000, query: [], operator: 'AND' } as const;

const namedShape = object({ id: string, name: string });

/**
 * The identities of what exists (brand and model, series and model), as the import rules key them, from the
 * parents' search and the children's (each child naming its parent by `parentKey`): the preview marks a row
 * that will update a record rather than create one.
 */
async function existingIdentities(
  paths: { parents: string; children: string; parentKey: 'brand' | 'series_id' },
  options?: CallOptions,
): Promise<string[]> {
  const childShape = object({ name: string, [paths.parentKey]: string }) as Shape<Record<string, string>>;
  const [parents, children] = await Promise.all([
    post(scrmPath(paths.parents), EVERY_ROW, searchResultOf(namedShape), options),
    post(scrmPath(paths.children), EVERY_ROW, searchResultOf(childShape), options),
  ]);
  const nameOf = new Map(parents.results.map((parent) => [parent.id, parent.name]));
  return children.results.map((child) => identityKey(nameOf.get(child[paths.parentKey]) ?? '', child.name));
}

/** Where each import's records are searched (02-operations §7). */
const EXISTING_PATHS = {
  car: { parents: '/option/car/brand/search', children: '/option/car/model/search', parentKey: 'brand' },
  series: { parents: '/car/series/search', children: '/car/model/search', parentKey: 'series_id' },
} as const;

/** One import's calls: its sample file, what exists, and the import of an uploaded file by its URL. */
function importService(kind: ImportKindName) {
  const paths = SHEET_IMPORT_PATHS[kind];
  return {
    sample: (options?: CallOptions) => get(scrmPath(paths.sample), sampleShape, options),
    existing: (options?: CallOptions) => existingIdentities(EXISTING_PATHS[kind], options),
    commit: (excelUrl: string, options?: CallOptions) =>
      post(scrmPath(paths.upload), { excel_url: excelUrl }, resultShape, options),
  };
}

export const carImportService = importService('car');
export const seriesImportService = importService('series');

/** The calls of the import of `kind`. */
export const sheetImportServiceOf = (kind: ImportKindName) =>
  kind === 'car' ? carImportService : seriesImportService;
