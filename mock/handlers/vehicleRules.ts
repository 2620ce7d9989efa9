/**
 * The rules of the motorcycle and model-brand forms (02-operations §5), with the messages the forms show in
 * English. A refusal is a 400 naming the first broken rule, in the forms' order.
 */
import type { ModelBrandInput, ModelBrandType, MotorcycleInput } from '../../src-services/vehicles';
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { badRequest } from '../lib/errors';

/** 02-operations §9. */
export const MOTORCYCLE_NAME_MAX = 15;
export const MOTORCYCLE_ZH_NAME_MAX = 8;

export const VEHICLE_MESSAGES = {
  nameRequired: 'Please input the name',
  nameTooLong: 'Name can not exceed 15 characters',
  zhNameRequired: 'Please input the Chinese name',
  zhNameTooLong: 'Chinese Name can not exceed 8 characters',
  weightRequired: 'Please input the weight',
  imageRequired: 'Please upload the image',
  offlineBeforeOnline: 'The offline time must be after the online time',
  typeRequired: 'Please choose the type',
} as const;

type Obj = Record<string, unknown>;

/** The wire values of the two kinds of model brand: the brand's own, and other brands. */
const MODEL_BRAND_TYPES: readonly ModelBrandType[] = ['own', 'other'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function check(condition: boolean, message: string): void {
  if (!condition) throw badRequest(message);
}

/** Unix seconds, or none. */
function optionalTime(body: Obj, field: string): number | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  check(
    typeof value === 'number' && Number.isInteger(value) && value >= 0,
    `Field "${field}" must be a time in unix seconds`,
  );
  return value as number;
}

/** The motorcycle fields of a save body (the id is the handler's). */
export function readMotorcycleInput(body: Obj): Omit<MotorcycleInput, 'id'> {
  const name = text(body.name);
  check(name !== '', VEHICLE_MESSAGES.nameRequired);
  check(name.length <= MOTORCYCLE_NAME_MAX, VEHICLE_MESSAGES.nameTooLong);
  const zhName = text(body.zh_name);
  check(zhName !== '', VEHICLE_MESSAGES.zhNameRequired);
  check(zhName.length <= MOTORCYCLE_ZH_NAME_MAX, VEHICLE_MESSAGES.zhNameTooLong);
  check(typeof body.weight === 'number' && Number.isFinite(body.weight), VEHICLE_MESSAGES.weightRequired);
  const image = text(body.image_url);
  check(image !== '', VEHICLE_MESSAGES.imageRequired);
  check(isMediaUrl(image), MEDIA_URL_MESSAGE);
  const onlineAt = optionalTime(body, 'online_at');
  const offlineAt = optionalTime(body, 'offline_at');
  check(
    onlineAt === null || offlineAt === null || offlineAt > onlineAt,
    VEHICLE_MESSAGES.offlineBeforeOnline,
  );
  check(
    body.disabled === undefined || typeof body.disabled === 'boolean',
    'Field "disabled" must be a boolean',
  );
  return {
    name,
    zh_name: zhName,
    weight: body.weight as number,
    image_url: image,
    disabled: body.disabled === true,
    online_at: onlineAt,
    offline_at: offlineAt,
  };
}

export function readModelBrandInput(body: Obj): Omit<ModelBrandInput, 'id'> {
  const name = text(body.name);
  check(name !== '', VEHICLE_MESSAGES.nameRequired);
  const type = body.type;
  check(
    typeof type === 'string' && MODEL_BRAND_TYPES.includes(type as ModelBrandType),
    VEHICLE_MESSAGES.typeRequired,
  );
  return { name, type: type as ModelBrandInput['type'] };
}
