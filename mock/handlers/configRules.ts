/**
 * The global config's rules on the server side: the same rules and messages as the config form
 * (01-platform §5; its own rules are config/globalConfig.ts) and the link action editor (01-platform §3), so a
 * client that skips them is refused with the message the form would have shown.
 */
import { EMAIL_PATTERN } from '../../config/validators';
import type { Banner, GlobalConfig, LinkAction } from '../../src-services/config';
import { CONFIG_CHECKS, type ConfigProblem } from '../../config/globalConfig';
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { ACTION_TYPES, miniProgramPage } from '../../config/miniProgram';
import { isPlainObject } from '../lib/body';
import { badRequest } from '../lib/errors';
import { sanitizeHtml } from '../lib/sanitizeHtml';

type Obj = Record<string, unknown>;

export const CONFIG_MESSAGES: Record<ConfigProblem | 'emailsRequired' | 'emailInvalid', string> = {
  emailsRequired: 'Please config one email at least',
  emailInvalid: 'Invalid email',
  messageTooLong: 'The message can not exceed 20 characters',
  tooManyTags: 'You can select 5 tags at most',
  expireDayRequired: 'Please input the expire day',
  expireDayMin: 'The expire day can not be less than 0',
  bannerUrlRequired: 'Please upload the banner file',
};

export const ACTION_MESSAGES = {
  typeRequired: 'Please choose the action type',
  pageRequired: 'Please choose a page',
  switchTabPage: 'switchTab can only open a tab page',
  idRequired: 'Please input the page id',
  urlRequired: 'Please input the URL',
  urlInvalid: 'Please input a valid http(s) URL',
  latitudeRequired: 'Please input the latitude',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRequired: 'Please input the longitude',
  longitudeRange: 'Longitude must be between -180 and 180',
  phoneRequired: 'Please input the phone number',
  phoneInvalid: 'Invalid phone number',
  subscribeRequired: 'Please add at least one subscribe message',
  subscribeActivityRequired: 'Please choose a subscribe message activity',
  subscribeTooMany: 'At most 3 subscribe messages at a time',
  appIdRequired: 'Please input the AppID',
  appIdInvalid: 'Invalid AppID',
  textRequired: 'Please input the text to copy',
} as const;

/** The same patterns the editor uses (the e-mail one in config/validators.ts). */
export const PHONE_PATTERN = /^\+?[\d\s-]{3,20}$/;
export const APP_ID_PATTERN = /^wx[0-9a-zA-Z]{16}$/;
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s]+$/i;

const MAX_SUBSCRIBE = 3;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value !== 'number' && text(value) === '');

/** Refuses with the English of the form's rule (config/globalConfig.ts) a value breaks. */
function refuse(problem: ConfigProblem | null): void {
  if (problem) throw badRequest(CONFIG_MESSAGES[problem]);
}

function numberIn(value: unknown, min: number, max: number, required: string, range: string): number {
  if (value === undefined || value === null || value === '') throw badRequest(required);
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw badRequest(required);
  if (number < min || number > max) throw badRequest(range);
  return number;
}

/** Checks an action object and returns it with only the fields its type uses. */
export function readLinkAction(value: unknown): LinkAction | null {
  if (value === undefined || value === null) return null;
  if (!isPlainObject(value)) throw badRequest('An action must be an object');
  const type = value.type;
  if (isBlank(type)) return null; // no type: no action
  if (!(ACTION_TYPES as readonly unknown[]).includes(type)) throw badRequest(ACTION_MESSAGES.typeRequired);
  const action: LinkAction = {
    type: type as LinkAction['type'],
    tracking_name: optionalText(value.tracking_name),
    tracking_id: optionalText(value.tracking_id),
    needLogin: value.needLogin === true,
  };
  switch (action.type) {
    case 'navigateTo':
    case 'redirectTo':
    case 'switchTab':
      return { ...action, ...readNavigation(action.type, value) };
    case 'openLocation':
      return {
        ...action,
        name: optionalText(value.name),
        address: optionalText(value.address),
        latitude: numberIn(
          value.latitude,
          -90,
          90,
          ACTION_MESSAGES.latitudeRequired,
          ACTION_MESSAGES.latitudeRange,
        ),
        longitude: numberIn(
          value.longitude,
          -180,
          180,
          ACTION_MESSAGES.longitudeRequired,
          ACTION_MESSAGES.longitudeRange,
        ),
      };
    case 'makePhoneCall': {
      const phoneNumber = text(value.phoneNumber);
      if (!phoneNumber) throw badRequest(ACTION_MESSAGES.phoneRequired);
      if (!PHONE_PATTERN.test(phoneNumber)) throw badRequest(ACTION_MESSAGES.phoneInvalid);
      return { ...action, phoneNumber };
    }
    case 'subscribeMessage':
      return { ...action, subscribeMessage: readSubscribePairs(value.subscribeMessage) };
    case 'navigateToMiniProgram': {
      const appId = text(value.appId);
      if (!appId) throw badRequest(ACTION_MESSAGES.appIdRequired);
      if (!APP_ID_PATTERN.test(appId)) throw badRequest(ACTION_MESSAGES.appIdInvalid);
      return { ...action, appId, path: optionalText(value.path) };
    }
    case 'copyToClipboard': {
      if (isBlank(value.text)) throw badRequest(ACTION_MESSAGES.textRequired);
      return { ...action, text: String(value.text) };
    }
  }
}

function readNavigation(type: LinkAction['type'], value: Obj): Pick<LinkAction, 'page' | 'params'> {
  const page = miniProgramPage(text(value.page));
  if (!page) throw badRequest(ACTION_MESSAGES.pageRequired);
  if (type === 'switchTab') {
    if (!page.tab) throw badRequest(ACTION_MESSAGES.switchTabPage);
    return { page: page.key };
  }
  const params = isPlainObject(value.params) ? value.params : {};
  if (page.param === 'id') {
    const id = text(params.id);
    if (!id) throw badRequest(ACTION_MESSAGES.idRequired);
    return { page: page.key, params: { id } };
  }
  if (page.param === 'url') {
    const url = text(params.url);
    if (!url) throw badRequest(ACTION_MESSAGES.urlRequired);
    if (!HTTP_URL_PATTERN.test(url)) throw badRequest(ACTION_MESSAGES.urlInvalid);
    return { page: page.key, params: { url } };
  }
  return { page: page.key };
}

function readSubscribePairs(value: unknown): LinkAction['subscribeMessage'] {
  const pairs = Array.isArray(value) ? value : [];
  if (pairs.length === 0) throw badRequest(ACTION_MESSAGES.subscribeRequired);
  if (pairs.length > MAX_SUBSCRIBE) throw badRequest(ACTION_MESSAGES.subscribeTooMany);
  return pairs.map((pair) => {
    const activity = isPlainObject(pair) ? text(pair.activity) : '';
    const template = isPlainObject(pair) ? text(pair.template) : '';
    if (!activity || !template) throw badRequest(ACTION_MESSAGES.subscribeActivityRequired);
    return { activity, template };
  });
}

function readBanner(value: unknown): Banner {
  if (!isPlainObject(value)) throw badRequest('A banner must be an object');
  const type = value.type === 'video' ? 'video' : value.type === 'image' ? 'image' : null;
  if (!type) throw badRequest('A banner is an image or a video');
  refuse(CONFIG_CHECKS.bannerUrl(value.url));
  const url = mediaUrlOrEmpty(value.url);
  const poster = mediaUrlOrEmpty(value.poster);
  return { type, url, action: readLinkAction(value.action), ...(poster ? { poster } : {}) };
}

/** An optional image or video field: empty, or a URL the shared rule takes. */
function mediaUrlOrEmpty(value: unknown): string {
  const url = text(value);
  if (url && !isMediaUrl(url)) throw badRequest(MEDIA_URL_MESSAGE);
  return url;
}

const section = (body: Obj, field: string): Obj => (isPlainObject(body[field]) ? (body[field] as Obj) : {});

function shortMessage(value: unknown): string {
  refuse(CONFIG_CHECKS.couponMessage(value));
  return typeof value === 'string' ? value : '';
}

function readCouponSubscribe(body: Obj): GlobalConfig['coupon_subscribe'] {
  const coupon = section(body, 'coupon_subscribe');
  refuse(CONFIG_CHECKS.expireDay(coupon.expire_day));
  return {
    expire_day: Number(coupon.expire_day),
    expire_msg: shortMessage(coupon.expire_msg),
    pick_msg: shortMessage(coupon.pick_msg),
  };
}

function readEmails(value: unknown): string[] {
  const emails = (Array.isArray(value) ? value : []).map(text).filter(Boolean);
  if (emails.length === 0) throw badRequest(CONFIG_MESSAGES.emailsRequired);
  if (emails.some((email) => !EMAIL_PATTERN.test(email))) throw badRequest(CONFIG_MESSAGES.emailInvalid);
  return emails;
}

function readTagIds(body: Obj): string[] {
  const ids = section(body, 'feed_tag').ids;
  refuse(CONFIG_CHECKS.feedTags(ids));
  return [...new Set((Array.isArray(ids) ? ids : []).map(text).filter(Boolean))];
}

/** The reservation activity ids a body names; one it leaves out stays as stored. */
function readReservationIds(body: Obj): Partial<GlobalConfig> {
  const ids: Partial<GlobalConfig> = {};
  for (const key of ['reservation_activity_id', 'reservation_nostore_activity_id'] as const) {
    if (key in body) ids[key] = text(body[key]) || undefined;
  }
  return ids;
}

/** The whole config as the form sends it, checked, normalized and with its rich text sanitized. */
export function readConfigInput(body: Obj): GlobalConfig {
  const shared = section(body, 'shared');
  const garage = section(body, 'garage');
  const banners = body.sns_banners;
  if (banners !== undefined && banners !== null && !Array.isArray(banners))
    throw badRequest('Field "sns_banners" must be an array');
  return {
    floor_id: { home: text(section(body, 'floor_id').home) || undefined },
    shared: {
      disabled: shared.disabled === true,
      title: text(shared.title),
      path: text(shared.path),
      description: text(shared.description),
      image_url: mediaUrlOrEmpty(shared.image_url),
    },
    coupon_subscribe: readCouponSubscribe(body),
    feed_tag: { ids: readTagIds(body) },
    sns_action: readLinkAction(body.sns_action),
    sns_banner_loop: body.sns_banner_loop === true,
    sns_banners: (banners ?? []).map(readBanner),
    garage: {
      authority: sanitizeHtml(typeof garage.authority === 'string' ? garage.authority : ''),
      form_center_campaign_id: text(garage.form_center_campaign_id) || undefined,
    },
    business_time: text(body.business_time),
    moto_client_emails: readEmails(body.moto_client_emails),
    ...readReservationIds(body),
  };
}
