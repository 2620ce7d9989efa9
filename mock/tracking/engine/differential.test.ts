import { tabQueries } from '../../../scripts/bench/tracking';
import { generateTracking } from '../generator';
import { naiveSearch } from '../naive';
import { buildStore } from '../store';
import { search } from './search';

/** The columnar engine against the naive reference on generated data: every dashboard tab and a few more. */
const NOW = Date.UTC(2024, 4, 1, 4, 0, 0);
const generated = generateTracking({ count: 6000, now: NOW });
const events = [...generated.events()];
const store = buildStore(events, { customers: generated.customers });
const week = { range: { created_at: { gte: NOW - 7 * 86_400_000, lte: NOW } } };

const extra: Record<string, object> = {
  'last 7 days by scene and platform': {
    size: 5,
    sort: [{ created_at: 'desc' }],
    query: { bool: { filter: [week], must_not: [{ term: { 'system_info.platform': 'windows' } }] } },
    aggs: {
      daily: {
        date_histogram: {
          field: 'created_at',
          calendar_interval: 'day',
          time_zone: '+08:00',
          extended_bounds: { min: NOW - 7 * 86_400_000, max: NOW },
        },
        aggs: {
          scene: {
            terms: { field: 'launch_option.scene', size: 5 },
            aggs: { p: { terms: { field: 'system_info.platform' } } },
          },
        },
      },
    },
  },
  'page-scoped view': {
    size: 0,
    query: {
      bool: {
        filter: [
          { term: { 'scope.route': 'pages/community/post-detail' } },
          { term: { 'scope.options.id': '10001' } },
        ],
      },
    },
    aggs: {
      uv: { cardinality: { field: 'openid' } },
      byKey: { terms: { field: 'ip.city', size: 3, order: { _key: 'asc' } } },
    },
  },
  'thousands of buckets (packed sort), both directions': {
    size: 0,
    aggs: {
      visitors: { terms: { field: 'customer.mini_profile.openid', size: 10000 } },
      rare: { terms: { field: 'sessionID', size: 300, order: { _count: 'asc' } } },
    },
  },
  'should with minimum_should_match': {
    size: 20,
    query: {
      bool: {
        should: [
          { term: { 'system_info.brand': 'HUAWEI' } },
          { terms: { 'network.networkType': ['5g', '4g'] } },
          { term: { gender: 2 } },
        ],
        minimum_should_match: 2,
      },
    },
    aggs: { g: { terms: { field: 'gender' } } },
  },
};

describe('columnar engine = naive scan', () => {
  it.each(Object.entries({ ...tabQueries(NOW), ...extra }))('%s', (_name, query) => {
    const fast = search(store, query);
    const slow = naiveSearch(events, query);
    expect(fast.hits.total?.value).toBe(slow.hits.total.value);
    expect(fast.hits.hits.map((h) => h._id)).toEqual(slow.hits.hits.map((h) => h._id));
    expect(fast.aggregations ?? {}).toEqual(slow.aggregations ?? {});
  });

  it('rebuilds every _source as the event that went in', () => {
    const { hits } = search(store, { size: 300, sort: [{ created_at: 'desc' }] });
    const byId = new Map(events.map((e, i) => [`ev${i.toString(36).padStart(7, '0')}`, e]));
    for (const hit of hits.hits) {
      // Empty objects ({} page options or launch query) are not stored, as in a columnar index.
      const expected = JSON.parse(JSON.stringify(byId.get(hit._id), (_k, v) => (isEmpty(v) ? undefined : v)));
      expect(hit._source).toEqual(expected);
    }
  });
});

function isEmpty(v: unknown): boolean {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => x === undefined || isEmpty(x))
  );
}
