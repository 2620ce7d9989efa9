/**
 * The store form's rules (02-operations §5), with the messages the form shows in English: every required field,
 * a province and city of config/regions.ts (the city in that province), a location inside the coordinate ranges,
 * at least one dealer e-mail and each one valid, blank ones dropped. A refusal is a 400 naming the first broken rule.
 */
import type { StoreInput } from '../../src-services/stores';
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { isCityOf, provinceNamed } from '../../config/regions';
import { EMAIL_PATTERN } from '../../config/validators';
import { isPlainObject } from '../lib/body';
import { badRequest } from '../lib/errors';

export const STORE_MESSAGES = {
  nameRequired: 'Please input the store name',
  coverRequired: 'Please upload the cover image',
  provinceRequired: 'Please choose the province',
  cityRequired: 'Please choose the city',
  addressRequired: 'Please input the detailed address',
  latitudeRequired: 'Please input the latitude',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRequired: 'Please input the longitude',
  longitudeRange: 'Longitude must be between -180 and 180',
  phoneRequired: 'Please input the phone',
  mailsRequired: 'Please input at least one dealer email',
  mailInvalid: 'Invalid email',
} as const;

type Obj = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function check(condition: boolean, message: string): void {
  if (!condition) throw badRequest(message);
}

function coordinate(value: unknown, limit: number, required: string, range: string): number {
  check(typeof value === 'number' && Number.isFinite(value), required);
  check(Math.abs(value as number) <= limit, range);
  return value as number;
}

/** Blank entries are dropped; what is left must be addresses, at least one. */
function dealerMails(value: unknown): string[] {
  check(value === undefined || Array.isArray(value), 'Field "dealer_mails" must be an array');
  const entries = ((value as unknown[] | undefined) ?? []).map((entry) => {
    check(typeof entry === 'string', STORE_MESSAGES.mailInvalid);
    return (entry as string).trim();
  });
  const mails = entries.filter(Boolean);
  check(mails.length > 0, STORE_MESSAGES.mailsRequired);
  check(
    mails.every((mail) => EMAIL_PATTERN.test(mail)),
    STORE_MESSAGES.mailInvalid,
  );
  return mails;
}

function docIds(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  check(
    Array.isArray(value) && value.every((id) => typeof id === 'string'),
    'Field "doc_ids" must be an array of strings',
  );
  return [...new Set(value as string[])];
}

/** The store fields of a save body, checked in the form's order (the id is the handler's). */
export function readStoreInput(body: Obj): Omit<StoreInput, 'id'> {
  const name = text(body.name);
  check(name !== '', STORE_MESSAGES.nameRequired);
  const cover = text(body.cover_image);
  check(cover !== '', STORE_MESSAGES.coverRequired);
  check(isMediaUrl(cover), MEDIA_URL_MESSAGE);
  const province = text(body.province);
  check(Boolean(provinceNamed(province)), STORE_MESSAGES.provinceRequired);
  const city = text(body.city);
  // The form resets a city that is not in the chosen province, so such a city reads as none chosen.
  check(isCityOf(province, city), STORE_MESSAGES.cityRequired);
  const address = text(body.detail_address);
  check(address !== '', STORE_MESSAGES.addressRequired);
  const location = isPlainObject(body.location) ? body.location : {};
  const latitude = coordinate(
    location.latitude,
    90,
    STORE_MESSAGES.latitudeRequired,
    STORE_MESSAGES.latitudeRange,
  );
  const longitude = coordinate(
    location.longitude,
    180,
    STORE_MESSAGES.longitudeRequired,
    STORE_MESSAGES.longitudeRange,
  );
  const phone = text(body.phone);
  check(phone !== '', STORE_MESSAGES.phoneRequired);
  check(
    body.disabled === undefined || typeof body.disabled === 'boolean',
    'Field "disabled" must be a boolean',
  );
  return {
    name,
    cover_image: cover,
    province,
    city,
    detail_address: address,
    business_hours: text(body.business_hours),
    location: { latitude, longitude },
    phone,
    dealer_mails: dealerMails(body.dealer_mails),
    doc_ids: docIds(body.doc_ids),
    disabled: body.disabled === true,
  };
}
