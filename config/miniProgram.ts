/** What a link action can do in the mini-program (01-platform §3 "Action object"). */
export const ACTION_TYPES = [
  'navigateTo',
  'redirectTo',
  'switchTab',
  'openLocation',
  'makePhoneCall',
  'subscribeMessage',
  'navigateToMiniProgram',
  'copyToClipboard',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * The mini-program page catalogue (01-platform §2): the pages a link action can open. Shared by the link
 * action editor and the mock backend, which checks saved actions with the same rules.
 *
 * - `param`: what the page needs in `params` - a record id, a web URL (the webview page), or nothing.
 * - `tab`: a tab-bar page; `switchTab` can only open these, and cannot pass parameters (WeChat's rule).
 * - `idSource`: where the id is picked from: a render floor, or typed.
 */
export interface MiniProgramPage {
  key: string;
  path: string;
  param: 'none' | 'id' | 'url';
  tab?: boolean;
  idSource?: 'renderFloor' | 'text';
}

export const MINI_PROGRAM_PAGES: readonly MiniProgramPage[] = [
  // 02-operations §2: floor type home is the page named index.
  { key: 'home', path: '/pages/index/index', param: 'none', tab: true },
  { key: 'account', path: '/pages/account/account', param: 'none', tab: true },
  { key: 'reservationForm', path: '/pages/reservation/form', param: 'none' },
  { key: 'reservationDetail', path: '/pages/reservation/detail', param: 'id', idSource: 'text' },
  { key: 'reservationList', path: '/pages/reservation/list', param: 'none' },
  { key: 'signup', path: '/pages/signup/signup', param: 'none' },
  { key: 'motorcycleList', path: '/pages/motorcycle/list', param: 'none', tab: true },
  { key: 'myCoupon', path: '/pages/coupon/mine', param: 'none' },
  { key: 'render', path: '/pages/render/render', param: 'id', idSource: 'renderFloor' },
  // 01-platform §3: the webview page takes a URL.
  { key: 'webview', path: '/pages/webview/webview', param: 'url' },
  { key: 'clubList', path: '/pages/doc/list', param: 'none' },
  { key: 'dealerList', path: '/pages/dealer/list', param: 'none' },
  { key: 'ridingIndex', path: '/pages/riding/index', param: 'none' },
  { key: 'community', path: '/pages/community/community', param: 'none', tab: true },
  { key: 'promoteActivity', path: '/pages/promote/activity', param: 'id', idSource: 'text' },
];

export function miniProgramPage(key: string | undefined): MiniProgramPage | undefined {
  return MINI_PROGRAM_PAGES.find((page) => page.key === key);
}

/** 03-community-analytics §9: the mini-program version a subscribe message opens (the spec's spelling). */
export const MINI_PROGRAM_STATES = ['developer', 'trail', 'formal'] as const;
export type MiniProgramState = (typeof MINI_PROGRAM_STATES)[number];

/** 03-community-analytics §9: the languages of a subscribe message. */
export const SUBSCRIBE_LANGUAGES = ['zh_CN', 'zh_TW', 'zh_HK', 'en_US'] as const;
export type SubscribeLanguage = (typeof SUBSCRIBE_LANGUAGES)[number];

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
