/**
 * The global config form's own rules (01-platform §5): pure, so the form and the mock backend refuse the same
 * values. Each check answers the code of the rule a value breaks, or null; the form words a code with its key in
 * CONFIG_RULE_KEYS (both languages), the mock answers the same English. The e-mails are the shared e-mail list's
 * (config/validators.ts), the image and video URLs config/mediaUrl.ts.
 */
import type { MessageId } from '../src-locales/messageIds';

export const MAX_COUPON_MESSAGE = 20;
export const MAX_FEED_TAGS = 5;

export type ConfigProblem =
  'expireDayRequired' | 'expireDayMin' | 'messageTooLong' | 'tooManyTags' | 'bannerUrlRequired';

export const CONFIG_RULE_KEYS = {
  expireDayRequired: 'config.coupon.expireDayRequired',
  expireDayMin: 'config.coupon.expireDayMin',
  messageTooLong: 'config.coupon.messageTooLong',
  tooManyTags: 'config.tags.tooMany',
  bannerUrlRequired: 'config.banners.urlRequired',
} as const satisfies Record<ConfigProblem, MessageId>;

type Check = (value: unknown) => ConfigProblem | null;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const CONFIG_CHECKS = {
  /** coupon_subscribe.expire_day: a whole number of days before expiry, 0 or more. */
  expireDay: (value) => {
    if (value === undefined || value === null || value === '') return 'expireDayRequired';
    const day = Number(value);
    if (!Number.isInteger(day)) return 'expireDayRequired';
    return day < 0 ? 'expireDayMin' : null;
  },
  /** coupon_subscribe.expire_msg and pick_msg, in characters as an operator counts them (an emoji is one). */
  couponMessage: (value) =>
    [...(typeof value === 'string' ? value : '')].length > MAX_COUPON_MESSAGE ? 'messageTooLong' : null,
  /** feed_tag.ids: blank ids are no tags. */
  feedTags: (ids) =>
    (Array.isArray(ids) ? ids : []).filter((id) => text(id) !== '').length > MAX_FEED_TAGS
      ? 'tooManyTags'
      : null,
  /** A community banner's file (whether its URL is one: config/mediaUrl.ts). */
  bannerUrl: (url) => (text(url) === '' ? 'bannerUrlRequired' : null),
} satisfies Record<string, Check>;
