/** The global config of the mini-program and its user terms (01-platform §2, §3, §7). */
import { FIRST_GETS } from 'config/apiPath';
import { ACTION_TYPES, type ActionType, type LinkAction, type SubscribePair } from 'config/miniProgram';
import { get, post, scrmPath, type CallOptions } from './request';
import { arrayOf, boolean, nullable, number, object, oneOf, optional, string, type Shape } from './shape';

export type { ActionType, LinkAction, SubscribePair };

export type BannerType = 'image' | 'video';

export interface Banner {
  type: BannerType;
  url: string;
  action?: LinkAction | null;
  /** The still shown before a video plays. */
  poster?: string;
}

/** The global config entity (01-platform §3). */
export interface GlobalConfig {
  floor_id: { home?: string };
  shared: { disabled: boolean; title: string; path: string; description: string; image_url: string };
  coupon_subscribe: { expire_day: number; expire_msg: string; pick_msg: string };
  feed_tag: { ids: string[] };
  sns_action: LinkAction | null;
  sns_banner_loop: boolean;
  sns_banners: Banner[];
  garage: { authority: string; form_center_campaign_id?: string };
  business_time: string;
  /** The dealer-facing client mail list (the field name carries the brand in the real backend). */
  moto_client_emails: string[];
  /** The reservation activities of the records page's two tabs (02-operations §7: 'Has Dealer', 'No Dealer'). */
  reservation_activity_id?: string;
  reservation_nostore_activity_id?: string;
}

export interface TermsConfig {
  content: string;
}

const linkActionShape: Shape<LinkAction> = object({
  type: oneOf(...ACTION_TYPES),
  params: optional(object({ id: optional(string), url: optional(string) })),
  subscribeMessage: optional(arrayOf(object({ activity: string, template: string }))),
});

const bannerShape: Shape<Banner> = object({
  type: oneOf('image', 'video'),
  url: string,
  action: optional(nullable(linkActionShape)),
});

const configShape: Shape<GlobalConfig> = object({
  floor_id: object({ home: optional(string) }),
  shared: object({
    disabled: boolean,
    title: string,
    path: string,
    description: string,
    image_url: string,
  }),
  coupon_subscribe: object({ expire_day: number, expire_msg: string, pick_msg: string }),
  feed_tag: object({ ids: arrayOf(string) }),
  sns_action: nullable(linkActionShape),
  sns_banner_loop: boolean,
  sns_banners: arrayOf(bannerShape),
  garage: object({ authority: string, form_center_campaign_id: optional(string) }),
  business_time: string,
  moto_client_emails: arrayOf(string),
  reservation_activity_id: optional(string),
  reservation_nostore_activity_id: optional(string),
});

const termsShape: Shape<TermsConfig> = object({ content: string });

export const configService = {
  load: (options?: CallOptions) => get(FIRST_GETS.config, configShape, options),
  save: (config: GlobalConfig, options?: CallOptions) =>
    post(scrmPath('/config/back/save'), config, configShape, options),
  loadTerms: (options?: CallOptions) => get(scrmPath('/config/tc'), termsShape, options),
  saveTerms: (terms: TermsConfig, options?: CallOptions) =>
    post(scrmPath('/config/tc/save'), terms, termsShape, options),
};

export type ConfigService = typeof configService;
