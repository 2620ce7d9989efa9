/**
 * The import files (02-operations §5, §7; issue 13): `POST /{scrm}/option/car/upload` and
 * `/{scrm}/car/series/upload` take `excel_url`, a file of the upload center, check it with the rules the
 * browser's preview uses (config/sheetImport) and apply its valid rows: a record that exists is updated, a new
 * one created, the others refused with why. The `download` calls answer a sample file's URL.
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { IMPORT_KINDS, SHEET_IMPORT_PATHS, type ImportKindName } from '../../config/sheetImport/kinds';
import { checkSheet, identityKey, type CellProblem, type CheckedRow } from '../../config/sheetImport/rules';
import { XLSX_WRITE_OPTIONS } from '../../config/xlsxText';
import type { SheetImportResult } from '../../src-services/sheetImport';
import { carBrands, carModels, series, seriesModels } from '../db/carOptions';
import { uploads } from '../db/collections';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, MockError } from '../lib/errors';
import { nowSeconds, requireOperator } from '../lib/session';
import { fileUrl } from './upload';

const SCRM = '/api/v1/:scrm';

/** 02-operations §8: the car file's own codes, and the general one for a file that is no sheet of ours. */
export const FILE_FORMAT_ERROR = { code: 1340815, msg: 'file format error' } as const;
export const CAR_BRAND_FORMAT_ERROR = { code: 1340817, msg: 'car brand file format error' } as const;

const SAMPLES: Record<ImportKindName, string[][]> = {
  car: [
    ['Brand', 'Brand (Chinese)', 'Model', 'Model (Chinese)'],
    ['Honda', '本田', 'CB500X', ''],
    ['Yamaha', '雅马哈', 'Tenere 700', ''],
  ],
  series: [
    ['Series', 'Model'],
    ['Adventure', 'ADV 500'],
  ],
};

function reasonOf(problem: CellProblem): string {
  if (problem.kind === 'required') return `${problem.column} is required`;
  if (problem.kind === 'tooLong') return `${problem.column} can not exceed ${problem.maxLength} characters`;
  return `repeats row ${problem.firstRow}`;
}

/** The upload center's file behind a URL it gave, or a 400. */
function uploadedBytes(url: unknown): Uint8Array {
  if (typeof url !== 'string' || !url.trim()) throw badRequest('excel_url is required');
  const id = /\/api\/v1\/upload-center\/files\/([^/]+)\//.exec(url)?.[1];
  const record = id ? uploads().get(id) : undefined;
  if (!record) throw badRequest('excel_url is not a file of the upload center');
  return record.bytes;
}

/** What exists, by identity, for the duplicate check. */
function existingIdentities(kind: ImportKindName): Set<string> {
  if (kind === 'car') {
    const brandName = new Map(
      carBrands()
        .all()
        .map((brand) => [brand.id, brand.name]),
    );
    return new Set(
      carModels()
        .all()
        .map((model) => identityKey(brandName.get(model.brand) ?? '', model.name)),
    );
  }
  const seriesName = new Map(
    series()
      .all()
      .map((parent) => [parent.id, parent.name]),
  );
  return new Set(
    seriesModels()
      .all()
      .map((model) => identityKey(seriesName.get(model.series_id) ?? '', model.name)),
  );
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function applyCarRow({ cells }: CheckedRow, now: number): 'created' | 'updated' {
  let brand = carBrands().findOne((candidate) => sameName(candidate.name, cells.brand));
  if (!brand)
    brand = carBrands().insert({
      name: cells.brand,
      zh_name: cells.brand_zh,
      created_at: now,
      updated_at: now,
    });
  else if (cells.brand_zh) carBrands().update(brand.id, { zh_name: cells.brand_zh, updated_at: now });
  const brandId = brand.id;
  const model = carModels().findOne(
    (candidate) => candidate.brand === brandId && sameName(candidate.name, cells.model),
  );
  if (model) {
    carModels().update(model.id, { zh_name: cells.model_zh || model.zh_name, updated_at: now });
    return 'updated';
  }
  carModels().insert({
    name: cells.model,
    zh_name: cells.model_zh,
    brand: brandId,
    created_at: now,
    updated_at: now,
  });
  return 'created';
}

/** An imported series or model is shown again if it was hidden: the file says it should be there. */
function applySeriesRow({ cells }: CheckedRow, now: number): 'created' | 'updated' {
  let parent = series().findOne((candidate) => sameName(candidate.name, cells.series));
  if (!parent)
    parent = series().insert({
      name: cells.series,
      weight: 0,
      allow_test_drive: false,
      icon_url: '',
      background_url: '',
      deleted_flag: 0,
      created_at: now,
      updated_at: now,
    });
  else if (parent.deleted_flag) series().update(parent.id, { deleted_flag: 0, updated_at: now });
  const seriesId = parent.id;
  const model = seriesModels().findOne(
    (candidate) => candidate.series_id === seriesId && sameName(candidate.name, cells.model),
  );
  if (model) {
    seriesModels().update(model.id, { deleted_flag: 0, updated_at: now });
    return 'updated';
  }
  seriesModels().insert({
    name: cells.model,
    weight: 0,
    icon_url: '',
    series_id: seriesId,
    allow_test_drive: parent.allow_test_drive,
    deleted_flag: 0,
    created_at: now,
    updated_at: now,
  });
  return 'created';
}

// SheetJS (under readSheet too) is loaded at the first import or sample: every test file that starts the mock
// would pay for its code-page tables.
async function importSheet(kind: ImportKindName, bytes: Uint8Array): Promise<SheetImportResult> {
  const { readSheet } = await import('../../config/sheetImport/readSheet');
  const sheet = readSheet(bytes);
  if (!sheet) throw new MockError(FILE_FORMAT_ERROR.code, FILE_FORMAT_ERROR.msg);
  const check = checkSheet(IMPORT_KINDS[kind], sheet, existingIdentities(kind));
  if (check.problem === 'tooManyRows') throw badRequest('A file holds at most 10000 rows');
  if (check.problem) {
    const error = kind === 'car' && check.problem === 'header' ? CAR_BRAND_FORMAT_ERROR : FILE_FORMAT_ERROR;
    throw new MockError(error.code, error.msg);
  }
  const now = nowSeconds();
  const result: SheetImportResult = { created: 0, updated: 0, refused: [] };
  for (const row of check.rows) {
    if (row.problems.length) {
      result.refused.push({ row: row.row, cells: row.cells, reason: row.problems.map(reasonOf).join('; ') });
      continue;
    }
    result[kind === 'car' ? applyCarRow(row, now) : applySeriesRow(row, now)] += 1;
  }
  return result;
}

/** One sample file per kind, made on the first request and kept in the upload center. */
async function sampleUrl(kind: ImportKindName, operatorId: string): Promise<string> {
  const name = `${kind}-import-sample.xlsx`;
  const existing = uploads().findOne((record) => record.name === name);
  if (existing) return fileUrl(existing.id, name);
  const { utils, write } = await import('xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(SAMPLES[kind]), 'Sheet1');
  const bytes = new Uint8Array(write(book, { ...XLSX_WRITE_OPTIONS, type: 'array' }) as ArrayBuffer);
  const record = uploads().insert({
    name,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: bytes.byteLength,
    bytes,
    operator_id: operatorId,
    created_at: nowSeconds(),
  });
  return fileUrl(record.id, name);
}

const PRIVILEGE_OF: Record<ImportKindName, string> = {
  car: PRIVILEGES.carBrandUpload,
  series: PRIVILEGES.carSeriesSave,
};

export function sheetImportHandlers(): HttpHandler[] {
  return (Object.keys(SHEET_IMPORT_PATHS) as ImportKindName[]).flatMap((kind) => [
    endpoint('post', `${SCRM}${SHEET_IMPORT_PATHS[kind].upload}`, async (context) => {
      requireOperator(context, PRIVILEGE_OF[kind]);
      const body = await readJsonObject(context.request);
      return ok(await importSheet(kind, uploadedBytes(body.excel_url)));
    }),
    endpoint('get', `${SCRM}${SHEET_IMPORT_PATHS[kind].sample}`, async (context) => {
      const operator = requireOperator(context, PRIVILEGE_OF[kind]);
      return ok({ excel_url: await sampleUrl(kind, operator.id) });
    }),
  ]);
}
