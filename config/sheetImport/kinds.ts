import { identityKey, type ImportKind } from './rules';

/** Names in the import files: the car options' and the series' own limits (SPEC-DECISIONS: 50 characters). */
const NAME_LENGTH = 50;

/**
 * The car brands and models file (02-operations §2, §7: `/{scrm}/option/car/upload`): one model a row, with its
 * brand; a brand not yet known is created with its first model.
 */
export const CAR_IMPORT: ImportKind = {
  name: 'car',
  columns: [
    { key: 'brand', titles: ['Brand', '品牌'], required: true, maxLength: NAME_LENGTH },
    { key: 'brand_zh', titles: ['Brand (Chinese)', '品牌中文名'], required: false, maxLength: NAME_LENGTH },
    { key: 'model', titles: ['Model', '车型'], required: true, maxLength: NAME_LENGTH },
    { key: 'model_zh', titles: ['Model (Chinese)', '车型中文名'], required: false, maxLength: NAME_LENGTH },
  ],
  identity: (cells) => identityKey(cells.brand, cells.model),
};

/** The series file: the first column is the series, the second the model (02-operations §5). */
export const SERIES_IMPORT: ImportKind = {
  name: 'series',
  columns: [
    { key: 'series', titles: ['Series', '车系'], required: true, maxLength: NAME_LENGTH },
    { key: 'model', titles: ['Model', '车型'], required: true, maxLength: NAME_LENGTH },
  ],
  identity: (cells) => identityKey(cells.series, cells.model),
};

export const IMPORT_KINDS = { car: CAR_IMPORT, series: SERIES_IMPORT } as const;
export type ImportKindName = keyof typeof IMPORT_KINDS;

/**
 * The calls of each import (02-operations §7), under `/{scrm}`: the car options' are the spec's; the series'
 * are not shown there and follow the same pattern (docs/areas/vehicle.md).
 */
export const SHEET_IMPORT_PATHS: Record<ImportKindName, { upload: string; sample: string }> = {
  car: { upload: '/option/car/upload', sample: '/option/car/download' },
  series: { upload: '/car/series/upload', sample: '/car/series/download' },
};
