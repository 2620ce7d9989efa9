/**
 * The request bodies of the dashboard (03-community-analytics §7 "Tracking analytics", §9 constants): every tab
 * sends a range on created_at, the event type, the page scope, and its own aggregations.
 */
import type { EsSearchBody } from 'src-services/tracking';
import type { QueryItem } from 'src-services/types';
import type { AggregateTab, DashboardQuery, Scope, TabKey, TabLoad } from './types';

export const TRACKING_LIMITS = {
  termsSize: 100,
  referralHits: 3500,
  inviteeTermsSize: 10_000,
  /** Elasticsearch counts distinct values exactly below this and estimates above it. */
  uvPrecisionThreshold: 40_000,
  mapHits: 3500,
  timeZone: '+08:00',
} as const;

const OPENID = 'customer.mini_profile.openid';
const FROM_OPENID = 'launch_option.query.from_openid';

type Clause = Record<string, unknown>;

/** The event type a tab counts: page views, or launches in the launch variant and its launch-only tabs. */
export function eventType(variant: DashboardQuery['variant'], tab: TabKey): 'page_on_show' | 'app_on_launch' {
  return variant === 'launch' || tab === 'referer' || tab === 'map' ? 'app_on_launch' : 'page_on_show';
}

/** Range, type and page scope: what every request of one view filters on. */
export function contextFilters({ variant, range, scope }: DashboardQuery, tab: TabKey): Clause[] {
  return [
    { range: { created_at: { gte: range.begin, lte: range.end, format: 'epoch_second' } } },
    { term: { type: eventType(variant, tab) } },
    ...scopeFilters(scope),
  ];
}

/** Events of one page with each of its options (a channel's page and parameters too). */
export function scopeFilters(scope: Scope): Clause[] {
  const filters: Clause[] = [];
  if (scope.route) filters.push({ term: { 'scope.route': scope.route } });
  for (const [key, value] of Object.entries(scope.options ?? {})) {
    filters.push({ term: { [`scope.options.${key}`]: value } });
  }
  return filters;
}

const terms = (field: string, size: number = TRACKING_LIMITS.termsSize, aggs?: Clause) => ({
  terms: { field, size },
  ...(aggs ? { aggs } : {}),
});

/** Distinct visitors (UV), as every tab and Channel Data count them. */
export const uniqueVisitors = () => ({
  cardinality: { field: OPENID, precision_threshold: TRACKING_LIMITS.uvPrecisionThreshold },
});

/** Per UTC+8 day over the whole range, empty days included. Bounds are epoch ms, the histogram's own unit. */
function daily(query: DashboardQuery, aggs: Clause) {
  return {
    date_histogram: {
      field: 'created_at',
      calendar_interval: 'day',
      time_zone: TRACKING_LIMITS.timeZone,
      min_doc_count: 0,
      extended_bounds: { min: query.range.begin * 1000, max: query.range.end * 1000 },
    },
    aggs,
  };
}

const countsOnly = (query: DashboardQuery, tab: TabKey, aggs: Clause): EsSearchBody => ({
  size: 0,
  query: { bool: { filter: contextFilters(query, tab) } },
  aggs,
});

/** AggregateTrackingEvent for one analytics tab ('user' lists events instead: the trackingEvents list). */
export function aggregateBody(tab: AggregateTab, query: DashboardQuery): EsSearchBody {
  switch (tab) {
    case 'scene':
      return countsOnly(query, tab, { daily: daily(query, { scene: terms('launch_option.scene') }) });
    case 'pvuv':
      // Total PV counts every event of the range (created_at is always present), so it is the days' sum.
      return countsOnly(query, tab, {
        pv: { value_count: { field: 'created_at' } },
        uv: uniqueVisitors(),
        daily: daily(query, { uv: uniqueVisitors() }),
      });
    case 'area':
      return countsOnly(query, tab, {
        daily: daily(query, {
          country: terms('ip.country', undefined, {
            province: terms('ip.province', undefined, { city: terms('ip.city') }),
          }),
        }),
      });
    case 'device':
      // Models nest under their platform: the ios and android model donuts need that split.
      return countsOnly(query, tab, {
        platform: terms('system_info.platform', undefined, { model: terms('system_info.model') }),
        brand: terms('system_info.brand'),
      });
    case 'system':
      return countsOnly(query, tab, {
        language: terms('system_info.language'),
        version: terms('system_info.version'),
        network: terms('network.networkType'),
        wifi: terms('system_info.wifiEnabled'),
      });
    case 'referer':
      return {
        size: TRACKING_LIMITS.referralHits,
        sort: [{ created_at: 'desc' }],
        _source: ['created_at', FROM_OPENID, 'customer.mini_profile'],
        query: { bool: { filter: [...contextFilters(query, tab), { exists: { field: FROM_OPENID } }] } },
        aggs: { invitee: terms(OPENID, TRACKING_LIMITS.inviteeTermsSize) },
      };
    case 'map':
      return {
        size: TRACKING_LIMITS.mapHits,
        sort: [{ created_at: 'desc' }],
        _source: ['location'],
        query: {
          bool: {
            filter: [...contextFilters(query, tab), { exists: { field: 'location.latitude' } }],
            // A denied location permission is recorded as 0/0.
            must_not: [{ term: { 'location.latitude': 0 } }],
          },
        },
      };
  }
}

/** The view's context as list conditions: the scope of the 'user' tab's event list. */
export function eventScope({ variant, range, scope }: DashboardQuery): QueryItem[] {
  const items: QueryItem[] = [
    { k: 'created_at', op: 'between', v: [range.begin, range.end] },
    { k: 'type', op: 'eq', v: eventType(variant, 'user') },
  ];
  if (scope.route) items.push({ k: 'scope.route', op: 'eq', v: scope.route });
  for (const [key, value] of Object.entries(scope.options ?? {})) {
    items.push({ k: `scope.options.${key}`, op: 'eq', v: value });
  }
  return items;
}

/** Identifies a load: the same key means the same answer, so a tab shown again is not fetched again. */
export function tabRequestKey({ tab, query }: TabLoad): string {
  return JSON.stringify([tab, query.variant, query.range, query.scope]);
}
