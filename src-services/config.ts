/** The global config of the mini-program and its user terms (01-platform §2, §3, §7). */
import type { ActionType } from 'config/miniProgram';
import { get, post, scrmPath, type CallOptions } from './request';

export type { ActionType };

/** One subscribe-message request of an action: the activity and its template. */
export interface SubscribePair {
  activity: string;
  template: string;
}

/**
 * What a tap does in the mini-program. Which of the per-type fields count depends on `type`: `page` and
 * `params` for the navigation types, `name`/`address`/`latitude`/`longitude` for openLocation, and so on.
 */
export interface LinkAction {
  type: ActionType;
  tracking_name?: string;
  tracking_id?: string;
  needLogin?: boolean;
  /** A page key of the mini-program page catalogue (navigateTo, redirectTo, switchTab). */
  page?: string;
  params?: { id?: string; url?: string };
  name?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  phoneNumber?: string;
  subscribeMessage?: SubscribePair[];
  appId?: string;
  path?: string;
  text?: string;
}

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
}

export interface TermsConfig {
  content: string;
}

export const configService = {
  load: (options?: CallOptions) => get<GlobalConfig>(scrmPath('/config/back'), options),
  save: (config: GlobalConfig, options?: CallOptions) =>
    post<GlobalConfig>(scrmPath('/config/back/save'), config, options),
  loadTerms: (options?: CallOptions) => get<TermsConfig>(scrmPath('/config/tc'), options),
  saveTerms: (terms: TermsConfig, options?: CallOptions) =>
    post<TermsConfig>(scrmPath('/config/tc/save'), terms, options),
};

export type ConfigService = typeof configService;
