/**
 * Deterministic tracking events: the same (count, seed, now) always gives the same events, in created_at order.
 * Sessions of one app_on_launch plus a few page_on_show events, drawn from a skewed visitor population.
 */
import {
  DEVICE_MODELS,
  LANGUAGES,
  NETWORK_TYPES,
  NICK_NAMES,
  NICK_PREFIXES,
  PAGE_ROUTES,
  SYSTEMS,
  WECHAT_VERSIONS,
  type DeviceModel,
} from './devices';
import { CHANNEL_CODE_COUNT, CHANNEL_LANDING_PAGES, channelCode } from './channelCodes';
import { createRng, skewedIndex, weighted, type Rng } from './prng';
import { COUNTRY, COUNTRY_ROMANISED, PROVINCES, type City, type Province } from './regions';
import { SCENES } from '../../config/trackingScenes';
import type { TrackingCustomer, TrackingEvent } from './types';

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** "Now" in epoch ms; events fall in the `days` days up to it (today in UTC+8 included). */
  now?: number;
  days?: number;
}

export interface GeneratedTracking {
  customers: TrackingCustomer[];
  /** Yields exactly `count` events, sorted by created_at. */
  events(): Generator<TrackingEvent>;
}

export const DEFAULT_SEED = 20240501;
const DAY = 86400;
const UTC8 = 8 * 3600;

interface Visitor {
  customer?: TrackingCustomer;
  gender: number;
  province: Province;
  city: City;
  device: DeviceModel;
  system: string;
  language: string;
  version: string;
  /** How the WeChat profile reports the region: romanised, Chinese, or not at all (newer accounts). */
  profile: 'romanised' | 'chinese' | 'none';
  /** The profile part of every event of this visitor, built once and shared (keeps a 1M-event array small). */
  fields: Profile;
}

const provincePick = weighted(PROVINCES.map((p) => [p, p.weight] as const));
const cityPicks = new Map(PROVINCES.map((p) => [p, weighted(p.cities.map((c) => [c, c.weight] as const))]));
const devicePick = weighted(DEVICE_MODELS.map((d) => [d, d.weight] as const));
const systemPicks = new Map(Object.entries(SYSTEMS).map(([k, rows]) => [k, weighted(rows)]));
const languagePick = weighted(LANGUAGES);
const versionPick = weighted(WECHAT_VERSIONS);
const networkPick = weighted(NETWORK_TYPES);
const pagePick = weighted(PAGE_ROUTES.map((r) => [r, r[1]] as const));
const FOREIGN = ['美国', '日本', '新加坡', '澳大利亚', '加拿大'];

/** Real-world-ish scene mix: the discovery list and chat pull-down dominate, the tail of ~100 codes is thin. */
const SCENE_WEIGHTS: Record<number, number> = {
  1001: 28, 1089: 12, 1047: 8, 1007: 7, 1008: 5, 1011: 4, 1035: 3, 1058: 3, 1104: 3, 1005: 2, 1006: 1.5,
  1048: 2, 1037: 2, 1053: 2, 1103: 2, 1107: 2, 1012: 1.5, 1038: 1.5, 1194: 1.5, 1043: 1, 1044: 1, 1065: 1,
  1131: 0.8, 1187: 0.8, 1256: 0.6, 1000: 0.5, 1036: 0.5, 1167: 0.5, 1049: 0.4, 1014: 0.4, 1023: 0.3,
}; // prettier-ignore
const scenePick = weighted(SCENES.map((s) => [s.code, SCENE_WEIGHTS[s.code] ?? 0.03] as const));
const SHARE_SCENES = new Set([1007, 1008, 1044, 1036, 1096]);
const CODE_SCENES = new Set([1011, 1012, 1013, 1047, 1048, 1049]);

/** Visits per hour of the day in UTC+8: quiet nights, lunch and evening peaks. */
const HOUR_WEIGHTS = [
  1.5, 0.8, 0.4, 0.3, 0.3, 0.5, 1.2, 2.5, 3.5, 4, 4.2, 4.5, 5.5, 5, 4.2, 4, 4, 4.5, 5, 6, 7, 7.5, 6, 3.5,
];
const hourPick = weighted(HOUR_WEIGHTS.map((w, h) => [h, w] as const));

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const idCodes: number[] = new Array(28);
/** A 28-character openid-like id, built flat (char-by-char concatenation leaves cons-string trees behind). */
function wechatId(rng: Rng): string {
  idCodes[0] = 111; // "o"
  for (let i = 1; i < 28; i++) idCodes[i] = ID_CHARS.charCodeAt(rng.int(64));
  return String.fromCharCode(...idCodes);
}

function makeVisitor(rng: Rng, index: number): Visitor {
  const province = provincePick.pick(rng);
  const device = devicePick.pick(rng);
  const anonymous = rng.chance(0.02);
  const openid = wechatId(rng);
  const nickname = `${rng.pick(NICK_PREFIXES)}${rng.pick(NICK_NAMES)}${rng.chance(0.4) ? rng.int(1000) : ''}`;
  const unionid = rng.chance(0.85) ? wechatId(rng) : undefined;
  const customer: TrackingCustomer | undefined = anonymous
    ? undefined
    : {
        id: rng.hex(24),
        openid,
        unionid,
        // Served by trackingHandlers, so avatars render with no network (the graph tab shows them).
        mini_profile: { openid, nickname, avatar_url: `/api/v1/mini_tracking/avatars/${index}.svg` },
      };
  const profileDraw = rng.next();
  const visitor: Visitor = {
    fields: {},
    customer,
    gender: profileDraw < 0.45 ? (rng.chance(0.78) ? 1 : 2) : 0,
    province,
    city: cityPicks.get(province)!.pick(rng),
    device,
    system: systemPicks.get(device.platform)!.pick(rng),
    language: languagePick.pick(rng),
    version: device.platform === 'windows' || device.platform === 'mac' ? '3.9.10' : versionPick.pick(rng),
    profile: profileDraw < 0.27 ? 'romanised' : profileDraw < 0.45 ? 'chinese' : 'none',
  };
  visitor.fields = profileFields(visitor);
  return visitor;
}

/** Relative traffic per day: growth over the period, weekends up, a few campaign spikes, some noise. */
function dayWeights(rng: Rng, days: number, firstDayStart: number, todayFraction: number): Float64Array {
  const weights = new Float64Array(days);
  const spikes = new Set([rng.int(days), rng.int(days), rng.int(days)]);
  for (let d = 0; d < days; d++) {
    const weekday = new Date((firstDayStart + d * DAY + UTC8) * 1000).getUTCDay();
    let w = 0.6 + (0.8 * d) / Math.max(1, days - 1);
    if (weekday === 0 || weekday === 6) w *= 1.25;
    if (spikes.has(d)) w *= 2.2;
    weights[d] = w * rng.range(0.85, 1.15);
  }
  weights[days - 1] *= todayFraction;
  return weights;
}

export function generateTracking(options: GenerateOptions): GeneratedTracking {
  const { count, seed = DEFAULT_SEED, days = 180 } = options;
  const nowSec = Math.floor((options.now ?? Date.now()) / 1000);
  const rng = createRng(seed);
  const visitors = Array.from({ length: Math.min(300_000, Math.max(20, Math.round(count / 8))) }, (_, i) =>
    makeVisitor(rng, i),
  );
  const customers = visitors.flatMap((v) => (v.customer ? [v.customer] : []));
  const todayStart = Math.floor((nowSec + UTC8) / DAY) * DAY - UTC8;
  const firstDayStart = todayStart - (days - 1) * DAY;
  const todayFraction = Math.max(0.01, (nowSec - todayStart) / DAY);
  const weights = dayWeights(rng, days, firstDayStart, todayFraction);
  const total = weights.reduce((a, b) => a + b, 0);

  function* events(): Generator<TrackingEvent> {
    // A fresh PRNG per call, so iterating twice gives the same events.
    const r = createRng(seed ^ 0x9e3779b9);
    let cumulative = 0;
    let emitted = 0;
    for (let d = 0; d < days; d++) {
      cumulative += weights[d];
      const budget = Math.round((cumulative / total) * count) - emitted;
      const dayStart = firstDayStart + d * DAY;
      const dayEnd = Math.min(dayStart + DAY - 1, nowSec);
      const dayEvents: TrackingEvent[] = [];
      while (dayEvents.length < budget) {
        const visitor = visitors[skewedIndex(r, visitors.length)];
        const start = sessionStart(r, dayStart, dayEnd);
        session(r, visitor, start, dayEnd, budget - dayEvents.length, dayEvents);
      }
      dayEvents.sort((a, b) => (a.created_at as number) - (b.created_at as number));
      emitted += dayEvents.length;
      yield* dayEvents;
    }
  }

  function session(
    r: Rng,
    v: Visitor,
    start: number,
    end: number,
    budget: number,
    out: TrackingEvent[],
  ): void {
    const scene = scenePick.pick(r);
    const inviter =
      SHARE_SCENES.has(scene) && r.chance(0.75) ? visitors[skewedIndex(r, visitors.length, 3)] : null;
    const query: Record<string, string> = {};
    if (inviter?.customer && inviter !== v) query.from_openid = inviter.customer.openid;
    if (CODE_SCENES.has(scene) && r.chance(0.7))
      query.channel = channelCode(skewedIndex(r, CHANNEL_CODE_COUNT));
    const landing = query.from_openid
      ? 'pages/community/post-detail'
      : query.channel
        ? r.pick(CHANNEL_LANDING_PAGES)
        : 'pages/index/index';
    // A scanned code opens its page with the code's parameters: the launch and that first page carry them.
    const codeOptions: Record<string, string> =
      query.channel && !query.from_openid ? { channel: query.channel } : {};
    const network = networkPick.pick(r);
    const travelling = r.chance(0.08);
    const foreign = r.chance(0.004);
    const province = travelling ? provincePick.pick(r) : v.province;
    const city = travelling ? cityPicks.get(province)!.pick(r) : v.city;
    const ip: TrackingEvent['ip'] = foreign
      ? { country: r.pick(FOREIGN) }
      : {
          country: COUNTRY,
          province: province.name,
          city: city.name,
          latitude: city.center[1],
          longitude: city.center[0],
        };
    const locationDraw = r.next();
    // Denied location permission is recorded as 0/0 (the map tab filters non-zero latitude); a few have none.
    const location =
      locationDraw < 0.5 && !foreign
        ? {
            latitude: round5(city.center[1] + r.range(-0.12, 0.12)),
            longitude: round5(city.center[0] + r.range(-0.15, 0.15)),
          }
        : locationDraw < 0.95
          ? { latitude: 0, longitude: 0 }
          : undefined;
    const session: Session = {
      sessionID: r.hex(16),
      system_info: {
        model: v.device.model,
        language: v.language,
        version: v.version,
        system: v.system,
        platform: v.device.platform,
        brand: v.device.brand,
        wifiEnabled: network === 'wifi' || r.chance(0.55),
      },
      network: { networkType: network },
      ip,
      location,
      launch_option: { path: landing, scene, query },
    };
    const pages = Math.min(budget - 1, 1 + Math.floor(-Math.log(1 - r.next()) * 3));
    let t = start;
    out.push(
      makeEvent(t, 'app_on_launch', { route: landing, options: { ...codeOptions } }, session, v.fields),
    );
    for (let i = 0; i < pages; i++) {
      const [route, , hasId] =
        i === 0 ? (PAGE_ROUTES.find((p) => p[0] === landing) ?? PAGE_ROUTES[0]) : pagePick.pick(r);
      const options: Record<string, string> = hasId ? { id: String(10001 + skewedIndex(r, 60)) } : {};
      if (i === 0) Object.assign(options, codeOptions);
      out.push(makeEvent(t, 'page_on_show', { route, options }, session, v.fields));
      t = Math.min(end, t + 3 + r.int(120));
    }
  }

  return { customers, events };
}

type Session = Required<
  Pick<TrackingEvent, 'sessionID' | 'system_info' | 'network' | 'ip' | 'launch_option'>
> &
  Pick<TrackingEvent, 'location'>;
type Profile = Pick<
  TrackingEvent,
  'customer' | 'openid' | 'unionid' | 'gender' | 'city' | 'province' | 'country' | 'language'
>;

/** Every event has the same keys in the same order (absent ones undefined): V8 keeps one fast object shape. */
function makeEvent(
  created_at: number,
  type: string,
  scope: TrackingEvent['scope'],
  s: Session,
  p: Profile,
): TrackingEvent {
  return {
    created_at,
    type,
    sessionID: s.sessionID,
    scope,
    system_info: s.system_info,
    network: s.network,
    ip: s.ip,
    location: s.location,
    launch_option: s.launch_option,
    customer: p.customer,
    openid: p.openid,
    unionid: p.unionid,
    gender: p.gender,
    city: p.city,
    province: p.province,
    country: p.country,
    language: p.language,
  };
}

function profileFields(v: Visitor): Profile {
  const c = v.customer;
  const region =
    v.profile === 'romanised'
      ? [COUNTRY_ROMANISED, v.province.romanised, v.city.romanised]
      : v.profile === 'chinese'
        ? [COUNTRY, v.province.name, v.city.name]
        : [undefined, undefined, undefined];
  return {
    customer: c && { mini_profile: { ...c.mini_profile } },
    openid: c?.openid,
    unionid: c?.unionid,
    gender: c ? v.gender : undefined,
    city: c && region[2],
    province: c && region[1],
    country: c && region[0],
    language: c && (v.language === 'zh_CN' ? 'zh_CN' : 'en'),
  };
}

/** A start time in the day following the hourly profile; today only up to now (redrawn, not clamped). */
function sessionStart(r: Rng, dayStart: number, dayEnd: number): number {
  for (let attempt = 0; attempt < 8; attempt++) {
    const t = dayStart + hourPick.pick(r) * 3600 + r.int(3600);
    if (t <= dayEnd) return t;
  }
  return dayStart + r.int(dayEnd - dayStart + 1);
}

/** 5 decimals (about 1 m): what the float32 location columns give back exactly. */
function round5(x: number): number {
  return Math.round(x * 1e5) / 1e5;
}
