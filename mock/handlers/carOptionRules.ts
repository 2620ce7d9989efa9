/**
 * The rules of the /vehicle forms (02-operations §5), with the messages the forms show in English: car brand and
 * model name and Chinese name required; series, series model and channel name required and weight at least 0; a
 * series model's icon required while it is shown; images upload-center or http(s) URLs. A refusal is a 400 naming
 * the first broken rule.
 */
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { badRequest } from '../lib/errors';

export const CAR_OPTION_MESSAGES = {
  brandNameRequired: 'Please input the brand name',
  modelNameRequired: 'Please input the model name',
  zhNameRequired: 'Please input the Chinese name',
  nameLocked: 'The name can not be changed',
  brandRequired: 'Please choose the brand',
  brandHasModels: 'This brand still has models: delete them first',
  nameRequired: 'Please input the name',
  weightNumber: 'Weight must be a number',
  weightMin: 'Weight must be at least 0',
  iconRequired: 'Please upload the icon',
  seriesRequired: 'Please choose the series',
} as const;

type Obj = Record<string, unknown>;

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function check(condition: boolean, message: string): void {
  if (!condition) throw badRequest(message);
}

/** The names of a car brand or model: both required. */
export function readNames(body: Obj, nameRequired: string): { name: string; zh_name: string } {
  const name = text(body.name);
  check(name !== '', nameRequired);
  const zhName = text(body.zh_name);
  check(zhName !== '', CAR_OPTION_MESSAGES.zhNameRequired);
  return { name, zh_name: zhName };
}

/** 02 §5 sets a minimum of 0 and no requirement: a weight left out (or null) is stored as 0. */
function weight(value: unknown): number {
  if (value === undefined || value === null) return 0;
  check(typeof value === 'number' && Number.isFinite(value), CAR_OPTION_MESSAGES.weightNumber);
  check((value as number) >= 0, CAR_OPTION_MESSAGES.weightMin);
  return value as number;
}

function flag(body: Obj, field: string): boolean {
  check(
    body[field] === undefined || body[field] === null || typeof body[field] === 'boolean',
    `Field "${field}" must be a boolean`,
  );
  return body[field] === true;
}

/** 0 shown, 1 hidden (soft deleted); none means shown. */
function deletedFlag(body: Obj): 0 | 1 {
  const value = body.deleted_flag ?? 0;
  check(value === 0 || value === 1, 'Field "deleted_flag" must be 0 or 1');
  return value as 0 | 1;
}

/** An optional image: empty, or an upload-center or http(s) URL. */
function image(value: unknown): string {
  const url = text(value);
  check(url === '' || isMediaUrl(url), MEDIA_URL_MESSAGE);
  return url;
}

/** What every soft-deletable record of the page has: a name, a weight at least 0, its deleted flag. */
export function readWeighted(body: Obj): { name: string; weight: number; deleted_flag: 0 | 1 } {
  const name = text(body.name);
  check(name !== '', CAR_OPTION_MESSAGES.nameRequired);
  return { name, weight: weight(body.weight), deleted_flag: deletedFlag(body) };
}

export function readSeriesInput(body: Obj) {
  return {
    ...readWeighted(body),
    allow_test_drive: flag(body, 'allow_test_drive'),
    icon_url: image(body.icon_url),
    background_url: image(body.background_url),
  };
}

/**
 * A series model's fields (the series is the handler's). The icon is required while the model is shown: hiding
 * one needs none, as a model the series import created arrives without an icon.
 */
export function readSeriesModelInput(body: Obj) {
  const fields = readWeighted(body);
  const iconUrl = text(body.icon_url);
  check(iconUrl !== '' || fields.deleted_flag === 1, CAR_OPTION_MESSAGES.iconRequired);
  return {
    ...fields,
    icon_url: image(iconUrl),
    allow_test_drive: flag(body, 'allow_test_drive'),
  };
}
