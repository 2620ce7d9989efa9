/** Shapes of the tracking dashboard's state (03-community-analytics §2.5, §4 "Analytics tabs"). */
import type { ApiErrorInfo } from 'src-services/errors';

/** The page-view dashboard (`/tracking`) or the launch variant (`/tracking/launch`, app_on_launch only). */
export type Variant = 'page' | 'launch';

export type TabKey = 'scene' | 'pvuv' | 'area' | 'device' | 'system' | 'referer' | 'map' | 'user';
/** The tabs whose data is one aggregation ('user' lists events: the trackingEvents list model). */
export type AggregateTab = Exclude<TabKey, 'user'>;
export const AGGREGATE_TABS: readonly AggregateTab[] = [
  'scene',
  'pvuv',
  'area',
  'device',
  'system',
  'referer',
  'map',
];

/** A closed range of unix seconds: begin at 00:00:00 and end at 23:59:59 of days in UTC+8. */
export interface DateRange {
  begin: number;
  end: number;
}

/** The page-scoped view: an optional page path and page parameters (03 §2.5). */
export interface Scope {
  route?: string;
  options?: Record<string, string>;
}

/** What every tab of one dashboard view is about. */
export interface DashboardQuery {
  variant: Variant;
  range: DateRange;
  scope: Scope;
}

export interface TabLoad {
  tab: AggregateTab;
  query: DashboardQuery;
}

export interface NameCount {
  name: string;
  count: number;
}

export interface DatedCount {
  /** The UTC+8 calendar day, `yyyy-MM-dd`. */
  date: string;
  name: string;
  count: number;
}

export interface SceneData {
  /** Launch-scene codes with their share over the range, largest first. */
  totals: { scene: number; count: number }[];
  days: { date: string; scene: number; count: number }[];
  total: number;
  /** Days in the range, in order. */
  dates: string[];
}

export interface PvUvData {
  totalPv: number;
  totalUv: number;
  days: { date: string; pv: number; uv: number }[];
}

/**
 * A place of the Area tab: a region of the reference (`config/regionReference.ts`), named by its Chinese name and
 * carrying its adcode, or a bucket name the reference does not know, as it came (no code). The buckets of one
 * region (romanised and Chinese, with or without suffix) are added up into it.
 */
export interface PlaceCount extends NameCount {
  code?: string;
}

export interface CityCount extends PlaceCount {
  /** The province's place name: the reference's parent of a known city, else the bucket the city came under. */
  province: string;
  provinceCode?: string;
}

export interface AreaData {
  total: number;
  provinces: PlaceCount[];
  cities: CityCount[];
  /** Per day and place; `name` is a place name of `provinces` (of `cities` for `cityDays`). */
  provinceDays: DatedCount[];
  cityDays: DatedCount[];
  /** Days in the range, in order: the stacked area trends' x axis. */
  dates: string[];
}

export interface DeviceData {
  total: number;
  platforms: NameCount[];
  brands: NameCount[];
  models: { platform: string; model: string; count: number }[];
}

export interface SystemData {
  total: number;
  language: NameCount[];
  version: NameCount[];
  network: NameCount[];
  wifi: NameCount[];
}

export interface Profile {
  nickname: string;
  avatar_url: string;
}

export interface RefererData {
  /** Inviter and invitee openids of the sampled launches, with how often the pair occurred. */
  pairs: { inviter: string; invitee: string; count: number }[];
  /** Referred launches in the range, and how many of them (the latest) were sampled for pairs and graph. */
  launches: number;
  sampled: number;
  /** Distinct invitees over all referred launches in the range (the invitee terms). */
  invitees: number;
}

export interface MapData {
  points: { lng: number; lat: number }[];
  /** Launches with a location in the range; at most 3,500 (the latest) are drawn. */
  located: number;
}

export interface TabDataMap {
  scene: SceneData;
  pvuv: PvUvData;
  area: AreaData;
  device: DeviceData;
  system: SystemData;
  referer: RefererData;
  map: MapData;
}

export type TabStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface TabState<D = TabDataMap[AggregateTab]> {
  status: TabStatus;
  data: D | null;
  error: ApiErrorInfo | null;
  /** Which request the status and data belong to (see `tabRequestKey`). */
  requestKey: string | null;
}
