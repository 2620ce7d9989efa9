/**
 * The DOC form's rules (03-community-analytics §5) as the backend applies them, with the messages the form
 * shows in English: a save that breaks one is refused with a 400 naming the first broken rule. Rich text is
 * sanitized before it is stored.
 */
import {
  DOC_NUMBER_PATTERN,
  isEstablishmentYear,
  NEWS_LINK_PATTERN,
  REJECT_REASON_MAX,
} from '../../config/doc';
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { EMAIL_PATTERN } from '../../config/validators';
import type { DocAdmin, DocBanner, DocInput } from '../../src-services/docs';
import { isPlainObject } from '../lib/body';
import { badRequest } from '../lib/errors';
import { sanitizeHtml } from '../lib/sanitizeHtml';

export const DOC_MESSAGES = {
  nameRequired: 'Please input the DOC name',
  numberInvalid: "The number is 'DOC' followed by six digits",
  numberTaken: 'Another DOC has this number',
  numberLocked: 'The number can not be changed',
  weightInvalid: 'The weight must be 0 or more',
  weightLocked: 'The weight can not be changed',
  disabledRequired: 'Please choose online or offline',
  adminsRequired: 'Please choose at least one admin',
  adminTaken: 'already administers another DOC',
  logoRequired: 'Please upload the logo',
  addressRequired: 'Please input the address',
  locationRequired: 'Please pick the location on the map',
  chairmanNameRequired: "Please input the chairman's name",
  chairmanEmailInvalid: "Please input the chairman's e-mail, a valid one",
  establishmentInvalid: 'The establishment year can not be after this year',
  introRequired: 'Please input the DOC introduction',
  chargingRequired: 'Please input the charging standard',
  switchRequired: 'Please choose whether the community banners show',
  newsLinkInvalid: 'The link must be a URL',
  videoType: 'Only mp4, 3gp and m3u8 videos can be uploaded',
  bannerFileRequired: 'Please upload the file',
  newsTitleRequired: 'Please input the title',
  rejectReasonRequired: 'Please input the reason',
  rejectReasonTooLong: `The reason is at most ${REJECT_REASON_MAX} characters`,
} as const;

type Obj = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw badRequest(message);
}

function mediaUrl(value: unknown, required: string): string {
  const url = text(value);
  check(url !== '', required);
  check(isMediaUrl(url), MEDIA_URL_MESSAGE);
  return url;
}

function optionalMediaUrl(value: unknown): string | undefined {
  const url = text(value);
  if (!url) return undefined;
  check(isMediaUrl(url), MEDIA_URL_MESSAGE);
  return url;
}

const isVideo = (url: string) => /\.(mp4|3gp|m3u8)$/i.test(url.split(/[?#]/)[0] ?? '');

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  check(Array.isArray(value), 'Banners and images must be lists');
  return value;
}

function readAdmins(value: unknown): DocAdmin[] {
  const admins = listOf(value).flatMap((entry) => {
    if (!isPlainObject(entry)) return [];
    const unionid = text(entry.unionid);
    if (!unionid) return [];
    return [{ unionid, email: text(entry.email), ...(text(entry.name) ? { name: text(entry.name) } : {}) }];
  });
  check(admins.length > 0, DOC_MESSAGES.adminsRequired);
  return admins;
}

function readBanners(body: Obj): Pick<DocInput, 'image_banner' | 'video_banner' | 'news_banner'> {
  const image_banner: DocBanner[] = listOf(body.image_banner).map((entry) => {
    check(isPlainObject(entry), DOC_MESSAGES.bannerFileRequired);
    return { url: mediaUrl(entry.url, DOC_MESSAGES.bannerFileRequired) };
  });
  const video_banner: DocBanner[] = listOf(body.video_banner).map((entry) => {
    check(isPlainObject(entry), DOC_MESSAGES.bannerFileRequired);
    const url = mediaUrl(entry.url, DOC_MESSAGES.bannerFileRequired);
    check(isVideo(url), DOC_MESSAGES.videoType);
    const poster = optionalMediaUrl(entry.poster);
    return { url, ...(poster ? { poster } : {}) };
  });
  const news_banner: DocBanner[] = listOf(body.news_banner).map((entry) => {
    check(isPlainObject(entry), DOC_MESSAGES.newsTitleRequired);
    const title = text(entry.title);
    check(title !== '', DOC_MESSAGES.newsTitleRequired);
    const link = text(entry.link);
    check(NEWS_LINK_PATTERN.test(link), DOC_MESSAGES.newsLinkInvalid);
    return { title, link, image_url: mediaUrl(entry.image_url, DOC_MESSAGES.bannerFileRequired) };
  });
  return { image_banner, video_banner, news_banner };
}

function richText(value: unknown, required: string): string {
  const html = sanitizeHtml(typeof value === 'string' ? value : '');
  check(html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '', required);
  return html;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A save body as the club it describes, or a 400 naming the first broken rule. */
export function readDocInput(body: Obj, now = Date.now()): DocInput {
  const name = text(body.name);
  check(name !== '', DOC_MESSAGES.nameRequired);
  const number = text(body.number);
  check(DOC_NUMBER_PATTERN.test(number), DOC_MESSAGES.numberInvalid);
  check(typeof body.disabled === 'boolean', DOC_MESSAGES.disabledRequired);
  const weight = body.weight;
  check(typeof weight === 'number' && Number.isFinite(weight) && weight >= 0, DOC_MESSAGES.weightInvalid);
  const admins = readAdmins(body.admins);
  const logo = mediaUrl(body.logo, DOC_MESSAGES.logoRequired);
  const address = text(body.address);
  check(address !== '', DOC_MESSAGES.addressRequired);
  check(isCoordinate(body.latitude, 90) && isCoordinate(body.longitude, 180), DOC_MESSAGES.locationRequired);
  const chairman = isPlainObject(body.chairman) ? body.chairman : {};
  const chairmanName = text(chairman.name);
  check(chairmanName !== '', DOC_MESSAGES.chairmanNameRequired);
  const chairmanEmail = text(chairman.email);
  check(EMAIL_PATTERN.test(chairmanEmail), DOC_MESSAGES.chairmanEmailInvalid);
  check(isEstablishmentYear(body.establishment_time, now), DOC_MESSAGES.establishmentInvalid);
  const doc_intro = richText(body.doc_intro, DOC_MESSAGES.introRequired);
  const rule_charging_standard = richText(body.rule_charging_standard, DOC_MESSAGES.chargingRequired);
  check(typeof body.community_banner_switch === 'boolean', DOC_MESSAGES.switchRequired);
  const share = isPlainObject(body.share) ? body.share : {};
  const shareImage = optionalMediaUrl(share.image);
  return {
    name,
    number,
    logo,
    weight,
    disabled: body.disabled,
    description: text(body.description),
    admins,
    province: text(body.province),
    city: text(body.city),
    address,
    latitude: body.latitude as number,
    longitude: body.longitude as number,
    images: listOf(body.images).map((url) => mediaUrl(url, DOC_MESSAGES.bannerFileRequired)),
    shareable: body.shareable === true,
    share: { title: text(share.title), ...(shareImage ? { image: shareImage } : {}) },
    chairman: { name: chairmanName, email: chairmanEmail },
    establishment_time: body.establishment_time as number,
    doc_intro,
    rule_charging_standard,
    community_banner_switch: body.community_banner_switch,
    ...readBanners(body),
  };
}

/** A rejection's reason: required, at most 100 characters. */
export function readRejectReason(value: unknown): string {
  const reason = text(value);
  check(reason !== '', DOC_MESSAGES.rejectReasonRequired);
  check([...reason].length <= REJECT_REASON_MAX, DOC_MESSAGES.rejectReasonTooLong);
  return reason;
}
