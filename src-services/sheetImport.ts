/**
 * The import files of issue 13 (02-operations §7): a spreadsheet uploaded to the upload center, then handed to
 * the backend by its URL (`excel_url`); a sample file to fill in (paths in config/sheetImport/kinds.ts).
 */
import { SHEET_IMPORT_PATHS, type ImportKindName } from 'config/sheetImport/kinds';
import { identityKey } from 'config/sheetImport/rules';
import {
  carBrandListService,
  carModelListService,
  seriesListService,
  seriesModelListService,
} from './carOptions';
import type { ListService } from './listService';
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

/** Every record of a list, in one page (the spec's lookups ask for 1,000,000 rows the same way). */
const everyRow = <T>(list: ListService<T, never>, options?: CallOptions) =>
  list.search({ page: 0, size: 1_000_000, query: [], operator: 'AND', scope: [] }, options ?? {});

/**
 * The identities of what exists (brand and model, series and model), as the import rules key them, from the
 * parents' list and the children's: the preview marks a row that will update a record rather than create one.
 */
async function existingIdentities<P extends { id: string; name: string }, C extends { name: string }>(
  parents: ListService<P, never>,
  children: ListService<C, never>,
  parentOf: (child: C) => string,
  options?: CallOptions,
): Promise<string[]> {
  const [parentPage, childPage] = await Promise.all([
    everyRow(parents, options),
    everyRow(children, options),
  ]);
  const nameOf = new Map(parentPage.results.map((parent) => [parent.id, parent.name]));
  return childPage.results.map((child) => identityKey(nameOf.get(parentOf(child)) ?? '', child.name));
}

/** What exists for each import: brands and their models, series and theirs (02-operations §7). */
const EXISTING: Record<ImportKindName, (options?: CallOptions) => Promise<string[]>> = {
  car: (options) =>
    existingIdentities(carBrandListService, carModelListService, (model) => model.brand, options),
  series: (options) =>
    existingIdentities(seriesListService, seriesModelListService, (model) => model.series_id, options),
};

/** One import's calls: its sample file, what exists, and the import of an uploaded file by its URL. */
function importService(kind: ImportKindName) {
  const paths = SHEET_IMPORT_PATHS[kind];
  return {
    sample: (options?: CallOptions) => get(scrmPath(paths.sample), sampleShape, options),
    existing: EXISTING[kind],
    commit: (excelUrl: string, options?: CallOptions) =>
      post(scrmPath(paths.upload), { excel_url: excelUrl }, resultShape, options),
  };
}

export const carImportService = importService('car');
export const seriesImportService = importService('series');

/** The calls of the import of `kind`. */
export const sheetImportServiceOf = (kind: ImportKindName) =>
  kind === 'car' ? carImportService : seriesImportService;
