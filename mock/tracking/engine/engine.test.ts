import { buildStore } from '../store';
import { A, B, C, dayKey, TEST_EVENTS } from '../testEvents';
import type { JsonObject } from '../types';
import { QueryError } from './errors';
import { search } from './search';

const store = buildStore(TEST_EVENTS);
const run = (body: object) => search(store, body);
const ids = (query: object, extra: object = {}) =>
  run({ size: 100, query, ...extra }).hits.hits.map((h) => h._id);
const aggs = (aggregations: object, query?: object): Record<string, JsonObject> =>
  run({ size: 0, aggs: aggregations, ...(query && { query }) }).aggregations!;
const keysAndCounts = (agg: JsonObject) =>
  (agg.buckets as JsonObject[]).map((b) => [b.key_as_string ?? b.key, b.doc_count]);
const rejects = (body: object, message: string) => {
  expect(() => run(body)).toThrow(QueryError);
  expect(() => run(body)).toThrow(message);
};

describe('queries', () => {
  it('match_all and no query return every event in created_at order', () => {
    expect(ids({ match_all: {} })).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8']);
    expect(run({}).hits.total).toEqual({ value: 8, relation: 'eq' });
  });

  it('term matches keywords, numbers given as strings, booleans and free-form page parameters', () => {
    expect(ids({ term: { type: 'app_on_launch' } })).toEqual(['e1', 'e5', 'e7']);
    expect(ids({ term: { 'launch_option.scene': '1047' } })).toEqual(['e3']);
    expect(ids({ term: { 'system_info.wifiEnabled': false } })).toEqual(['e2', 'e5', 'e6']);
    expect(ids({ term: { gender: { value: 2 } } })).toEqual(['e1', 'e3']);
    expect(ids({ term: { 'scope.options.id': '7' } })).toEqual(['e3']);
    // A page parameter no event carries is a valid, empty field.
    expect(ids({ term: { 'scope.options.channel': 'x' } })).toEqual([]);
    expect(ids({ term: { 'system_info.platform': { value: 'IOS', case_insensitive: true } } })).toEqual([
      'e1',
      'e3',
    ]);
  });

  it('terms matches any of the values', () => {
    expect(ids({ terms: { 'launch_option.scene': [1007, '1047'] } })).toEqual(['e3', 'e5', 'e6', 'e7']);
    expect(ids({ terms: { 'ip.city': [] } })).toEqual([]);
  });

  it('range on created_at reads epoch seconds, epoch ms and ISO strings alike', () => {
    const jan2 = Date.UTC(2024, 0, 1, 16) / 1000; // 2024-01-02T00:00+08:00
    const expected = ['e4', 'e5', 'e6'];
    const lt = '2024-01-04T00:00:00+08:00';
    expect(ids({ range: { created_at: { gte: jan2, lt } } })).toEqual(expected);
    expect(ids({ range: { created_at: { gte: jan2 * 1000, lt } } })).toEqual(expected);
    expect(ids({ range: { created_at: { gte: '2024-01-01T16:00:00Z', lt } } })).toEqual(expected);
    expect(
      ids({ range: { created_at: { gte: '2024-01-02', lt: '2024-01-04', time_zone: '+08:00' } } }),
    ).toEqual(expected);
    // gt excludes e4 itself (16:30Z); lte includes e6 (03:00Z).
    const e4 = Date.UTC(2024, 0, 1, 16, 30);
    const e6 = Date.UTC(2024, 0, 2, 3);
    expect(ids({ range: { created_at: { gt: e4, lte: e6, format: 'epoch_millis' } } })).toEqual(['e5', 'e6']);
    expect(ids({ range: { created_at: { gt: e4 / 1000, lte: e6 / 1000, format: 'epoch_second' } } })).toEqual(
      ['e5', 'e6'],
    );
  });

  it('range on numbers and keywords', () => {
    expect(ids({ range: { 'location.latitude': { gt: 0 } } })).toEqual(['e1', 'e5', 'e7']);
    expect(ids({ range: { 'launch_option.scene': { gte: 1010, lte: 1047 } } })).toEqual(['e3', 'e4']);
    expect(ids({ range: { 'ip.city': { gte: '广', lt: '深' } } })).toEqual(['e2', 'e4', 'e5', 'e6', 'e7']);
  });

  it('exists on leaves and on objects', () => {
    expect(ids({ exists: { field: 'launch_option.query.from_openid' } })).toEqual(['e5', 'e6', 'e7']);
    expect(ids({ exists: { field: 'location' } })).toEqual(['e1', 'e2', 'e5', 'e7']);
    expect(ids({ exists: { field: 'customer.mini_profile.openid' } })).toHaveLength(7);
  });

  it('bool combines must, filter, should (with minimum_should_match) and must_not', () => {
    const ios = { term: { 'system_info.platform': 'ios' } };
    const gd = { term: { 'ip.province': '广东省' } };
    const wifi = { term: { 'system_info.wifiEnabled': true } };
    const zj = { term: { 'ip.province': '浙江省' } };
    expect(ids({ bool: { should: [ios, zj] } })).toEqual(['e1', 'e3', 'e4', 'e7']);
    expect(ids({ bool: { should: [ios, gd, wifi], minimum_should_match: 2 } })).toEqual(['e1', 'e3']);
    expect(ids({ bool: { should: [ios, gd, wifi], minimum_should_match: '-1' } })).toEqual(['e1', 'e3']);
    expect(ids({ bool: { should: [ios, gd], minimum_should_match: 3 } })).toEqual([]);
    expect(ids({ bool: { must: gd, filter: [wifi] } })).toEqual(['e1', 'e3']);
    expect(ids({ bool: { must_not: [{ term: { type: 'page_on_show' } }] } })).toEqual(['e1', 'e5', 'e7']);
    // The map tab: launches with a real (non-zero) location.
    expect(
      ids({
        bool: {
          filter: [{ term: { type: 'app_on_launch' } }, { exists: { field: 'location.latitude' } }],
          must_not: [{ term: { 'location.latitude': 0 } }],
        },
      }),
    ).toEqual(['e1', 'e5', 'e7']);
    // should beside a filter is optional unless minimum_should_match says otherwise.
    expect(ids({ bool: { filter: [gd], should: [ios] } })).toEqual(['e1', 'e2', 'e3', 'e5', 'e6']);
    expect(ids({ bool: { must: [{ bool: { should: [ios, zj] } }], must_not: [wifi] } })).toEqual([]);
  });

  it('regexp is anchored', () => {
    expect(ids({ regexp: { 'scope.route': 'pages/community/.*' } })).toEqual(['e3', 'e5', 'e7']);
    expect(ids({ regexp: { 'scope.route': 'community' } })).toEqual([]);
  });

  it('an empty result is well-formed', () => {
    const res = run({ query: { term: { type: 'nothing' } }, aggs: { t: { terms: { field: 'type' } } } });
    expect(res.hits).toEqual({ total: { value: 0, relation: 'eq' }, max_score: null, hits: [] });
    expect(res.aggregations).toEqual({
      t: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
    });
  });
});

describe('date_histogram', () => {
  const day = { field: 'created_at', calendar_interval: 'day', time_zone: '+08:00' };

  it('buckets by calendar day in UTC+8: 16:30Z belongs to the next day, empty days between are filled', () => {
    const { daily } = aggs({ daily: { date_histogram: day } });
    expect(daily.buckets).toEqual([
      { key_as_string: '2024-01-01', key: dayKey(1), doc_count: 3 },
      { key_as_string: '2024-01-02', key: dayKey(2), doc_count: 3 },
      { key_as_string: '2024-01-03', key: dayKey(3), doc_count: 0 },
      { key_as_string: '2024-01-04', key: dayKey(4), doc_count: 2 },
    ]);
    const e4 = aggs({ daily: { date_histogram: day } }, { term: { sessionID: 's3' } }).daily;
    expect(keysAndCounts(e4)).toEqual([['2024-01-02', 1]]);
  });

  it('in UTC the boundary event stays on its own day', () => {
    const { daily } = aggs({ daily: { date_histogram: { ...day, time_zone: 'UTC' } } });
    expect(keysAndCounts(daily)).toEqual([
      ['2024-01-01', 4],
      ['2024-01-02', 2],
      ['2024-01-03', 0],
      ['2024-01-04', 2],
    ]);
    expect((daily.buckets as JsonObject[])[0].key).toBe(Date.UTC(2024, 0, 1));
  });

  it('min_doc_count 1 drops empty days; extended_bounds extends the span, even with no hits', () => {
    expect(keysAndCounts(aggs({ d: { date_histogram: { ...day, min_doc_count: 1 } } }).d)).toEqual([
      ['2024-01-01', 3],
      ['2024-01-02', 3],
      ['2024-01-04', 2],
    ]);
    const bounded = { ...day, extended_bounds: { min: '2023-12-30', max: '2024-01-05' } };
    expect(keysAndCounts(aggs({ d: { date_histogram: bounded } }).d).map(([k]) => k)).toEqual([
      '2023-12-30',
      '2023-12-31',
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
    ]);
    const none = { term: { type: 'nothing' } };
    expect(aggs({ d: { date_histogram: bounded } }, none).d.buckets).toHaveLength(7);
    expect(aggs({ d: { date_histogram: day } }, none).d.buckets).toEqual([]);
    const epochBounds = { ...day, extended_bounds: { min: dayKey(1), max: dayKey(6) } };
    expect(aggs({ d: { date_histogram: epochBounds } }).d.buckets).toHaveLength(6);
  });

  it('other intervals, formats, hard_bounds and keyed output', () => {
    const monthly = aggs({
      m: { date_histogram: { ...day, calendar_interval: 'month', format: 'yyyy-MM' } },
    }).m;
    expect(keysAndCounts(monthly)).toEqual([['2024-01', 8]]);
    const halfDays = aggs({
      h: { date_histogram: { field: 'created_at', fixed_interval: '12h', time_zone: '+08:00' } },
    }).h;
    expect(keysAndCounts(halfDays).slice(0, 3)).toEqual([
      ['2024-01-01 00:00:00', 1],
      ['2024-01-01 12:00:00', 2],
      ['2024-01-02 00:00:00', 3],
    ]);
    const hard = aggs({
      d: { date_histogram: { ...day, hard_bounds: { min: '2024-01-02', max: '2024-01-02' } } },
    }).d;
    expect(keysAndCounts(hard)).toEqual([['2024-01-02', 3]]);
    const keyed = aggs({ d: { date_histogram: { ...day, keyed: true, min_doc_count: 1 } } }).d;
    expect(Object.keys(keyed.buckets as object)).toEqual(['2024-01-01', '2024-01-02', '2024-01-04']);
    const byCount = aggs({ d: { date_histogram: { ...day, order: { _count: 'asc' } } } }).d;
    expect(keysAndCounts(byCount).map(([k]) => k)).toEqual([
      '2024-01-03',
      '2024-01-04',
      '2024-01-01',
      '2024-01-02',
    ]);
  });

  it('nests aggregations at any depth', () => {
    const { daily } = aggs({
      daily: {
        date_histogram: day,
        aggs: {
          platform: {
            terms: { field: 'system_info.platform' },
            aggs: {
              uv: { cardinality: { field: 'customer.mini_profile.openid', precision_threshold: 40000 } },
            },
          },
        },
      },
    });
    const platforms = (daily.buckets as JsonObject[]).map((b) =>
      ((b.platform as JsonObject).buckets as JsonObject[]).map((p) => [
        p.key,
        p.doc_count,
        (p.uv as JsonObject).value,
      ]),
    );
    expect(platforms).toEqual([
      [
        ['ios', 2, 1],
        ['android', 1, 1],
      ],
      [['android', 3, 2]],
      [],
      [['android', 1, 1]],
    ]);
  });
});

describe('terms', () => {
  it('orders by count, ties by key (code units: "Xiaomi" before "iPhone"), and reports the rest', () => {
    const { brand } = aggs({ brand: { terms: { field: 'system_info.brand', size: 2 } } });
    expect(brand).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 2,
      buckets: [
        { key: 'HUAWEI', doc_count: 3 },
        { key: 'Xiaomi', doc_count: 2 },
      ],
    });
  });

  it('excludes missing values unless "missing" names a bucket', () => {
    expect(keysAndCounts(aggs({ p: { terms: { field: 'ip.province' } } }).p)).toEqual([
      ['广东省', 5],
      ['浙江省', 2],
    ]);
    expect(keysAndCounts(aggs({ p: { terms: { field: 'ip.province', missing: 'N/A' } } }).p)).toEqual([
      ['广东省', 5],
      ['浙江省', 2],
      ['N/A', 1],
    ]);
  });

  it('numbers keep number keys, booleans answer 1/0 with key_as_string', () => {
    expect(keysAndCounts(aggs({ s: { terms: { field: 'launch_option.scene' } } }).s)).toEqual([
      [1001, 3],
      [1007, 3],
      [1011, 1],
      [1047, 1],
    ]);
    expect(aggs({ w: { terms: { field: 'system_info.wifiEnabled' } } }).w.buckets).toEqual([
      { key: 1, key_as_string: 'true', doc_count: 4 },
      { key: 0, key_as_string: 'false', doc_count: 3 },
    ]);
  });

  it('orders by _key or by a metric sub-aggregation', () => {
    expect(keysAndCounts(aggs({ c: { terms: { field: 'ip.city', order: { _key: 'desc' } } } }).c)).toEqual([
      ['深圳市', 2],
      ['杭州市', 2],
      ['广州市', 3],
    ]);
    const byUv = aggs({
      p: {
        terms: { field: 'ip.province', order: { uv: 'asc' } },
        aggs: { uv: { cardinality: { field: 'openid' } } },
      },
    }).p;
    expect((byUv.buckets as JsonObject[]).map((b) => [b.key, (b.uv as JsonObject).value])).toEqual([
      ['浙江省', 1],
      ['广东省', 2],
    ]);
  });

  it('nested terms (country > province > city) per day', () => {
    const { daily } = aggs({
      daily: {
        date_histogram: {
          field: 'created_at',
          calendar_interval: 'day',
          time_zone: '+08:00',
          min_doc_count: 1,
        },
        aggs: {
          country: {
            terms: { field: 'ip.country', size: 100 },
            aggs: {
              province: {
                terms: { field: 'ip.province', size: 100 },
                aggs: { city: { terms: { field: 'ip.city', size: 100 } } },
              },
            },
          },
        },
      },
    });
    const jan4 = (daily.buckets as JsonObject[])[2];
    expect(jan4.country).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [
        {
          key: '中国',
          doc_count: 1,
          province: {
            doc_count_error_upper_bound: 0,
            sum_other_doc_count: 0,
            buckets: [
              {
                key: '浙江省',
                doc_count: 1,
                city: {
                  doc_count_error_upper_bound: 0,
                  sum_other_doc_count: 0,
                  buckets: [{ key: '杭州市', doc_count: 1 }],
                },
              },
            ],
          },
        },
        // The anonymous visitor abroad has a country but no province.
        {
          key: '美国',
          doc_count: 1,
          province: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
        },
      ],
    });
    // Same answer with a meta on the inner level (which takes the level-by-level path).
    const meta = aggs({
      c: {
        terms: { field: 'ip.country' },
        aggs: {
          p: {
            terms: { field: 'ip.province' },
            meta: { m: 1 },
            aggs: { c: { terms: { field: 'ip.city' } } },
          },
        },
      },
    }).c;
    expect(((meta.buckets as JsonObject[])[0].p as JsonObject).meta).toEqual({ m: 1 });
  });
});

describe('metrics', () => {
  it('PV (value_count) and UV (cardinality) on openid, exactly counted', () => {
    const field = 'customer.mini_profile.openid';
    expect(
      aggs({ pv: { value_count: { field } }, uv: { cardinality: { field, precision_threshold: 40000 } } }),
    ).toEqual({ pv: { value: 7 }, uv: { value: 3 } });
    expect(aggs({ uv: { cardinality: { field } } }, { term: { type: 'nothing' } })).toEqual({
      uv: { value: 0 },
    });
    expect(aggs({ n: { cardinality: { field: 'location.latitude' } } }).n).toEqual({ value: 4 });
  });

  it('min, max, avg and sum', () => {
    const res = aggs({
      first: { min: { field: 'created_at' } },
      scene: { max: { field: 'launch_option.scene' } },
      lat: { avg: { field: 'location.latitude' } },
      none: { avg: { field: 'location.latitude' } },
    });
    expect(res.first).toEqual({
      value: Date.UTC(2024, 0, 1, 0, 10),
      value_as_string: '2024-01-01T00:10:00.000Z',
    });
    expect(res.scene).toEqual({ value: 1047 });
    expect(res.lat.value).toBeCloseTo((22.5 + 0 + 23.1 + 30.3) / 4, 4);
  });

  it('filter and top_hits', () => {
    const res = aggs({
      launches: {
        filter: { term: { type: 'app_on_launch' } },
        aggs: { uv: { cardinality: { field: 'openid' } } },
      },
      last: { top_hits: { size: 1, sort: [{ created_at: 'desc' }], _source: ['type'] } },
    });
    expect(res.launches).toEqual({ doc_count: 3, uv: { value: 3 } });
    expect((res.last.hits as JsonObject).hits).toEqual([
      {
        _index: 'mini_tracking',
        _id: 'e8',
        _score: null,
        _source: { type: 'page_on_show' },
        sort: [Date.UTC(2024, 0, 4, 5)],
      },
    ]);
  });
});

describe('hits', () => {
  it('sorts, pages, and answers _hits as the same array', () => {
    const res = run({ size: 3, from: 1, sort: [{ created_at: { order: 'desc' } }] });
    expect(res.hits.hits.map((h) => h._id)).toEqual(['e7', 'e6', 'e5']);
    expect(res._hits).toBe(res.hits.hits);
    expect(res.hits.hits[0].sort).toEqual([Date.UTC(2024, 0, 4, 1)]);
    expect(ids({ match_all: {} }, { sort: ['system_info.brand', { created_at: 'desc' }] })).toEqual([
      'e6',
      'e5',
      'e2',
      'e7',
      'e4',
      'e3',
      'e1',
      'e8',
    ]);
  });

  it('rebuilds _source with created_at in unix seconds, filtered by _source and fields', () => {
    const [e1] = run({ size: 1 }).hits.hits;
    expect(e1._source).toMatchObject({
      created_at: Date.UTC(2024, 0, 1, 0, 10) / 1000,
      type: 'app_on_launch',
      system_info: { platform: 'ios', wifiEnabled: true },
      location: { latitude: 22.5, longitude: 114.05 },
      launch_option: { scene: 1001 },
      customer: { mini_profile: { openid: A, nickname: 'Alice' } },
      gender: 2,
    });
    const filtered = run({ size: 1, _source: ['customer.*', 'created_at'], fields: ['ip.city'] }).hits
      .hits[0];
    expect(Object.keys(filtered._source!)).toEqual(['created_at', 'customer']);
    expect(filtered.fields).toEqual({ 'ip.city': ['深圳市'] });
    expect(run({ size: 1, _source: false }).hits.hits[0]._source).toBeUndefined();
    expect(
      run({ size: 1, _source: { excludes: ['system_info', 'ip.*'] } }).hits.hits[0]._source,
    ).not.toHaveProperty('system_info');
  });

  it('track_total_hits caps or drops the total', () => {
    expect(run({ size: 0, track_total_hits: 5 }).hits.total).toEqual({ value: 5, relation: 'gte' });
    expect(run({ size: 0, track_total_hits: false }).hits.total).toBeUndefined();
  });

  it('knows the customers behind the events', () => {
    expect(store.customer(B)).toMatchObject({ openid: B, mini_profile: { nickname: 'Bob' } });
    expect(store.customers.map((c) => c.openid).sort()).toEqual([A, B, C].sort());
  });
});

describe('bad queries answer an error naming the clause', () => {
  it.each([
    [{ query: { wildcard: { type: 'app*' } } }, 'Unsupported query clause "wildcard"'],
    [
      { aggs: { pv: { percentiles: { field: 'created_at' } } } },
      'Unsupported aggregation "percentiles" in "pv"',
    ],
    [
      { query: { term: { type: 'a', sessionID: 'b' } } },
      'Malformed term: expected exactly one key, found "type", "sessionID"',
    ],
    [{ query: {} }, 'Malformed query clause: expected exactly one key, found none'],
    [{ query: { term: { 'foo.bar': 1 } } }, 'Unknown field "foo.bar" in term'],
    [
      { query: { range: { created_at: { from: 1 } } } },
      'Unsupported parameter "from" in range on "created_at"',
    ],
    [
      { query: { range: { created_at: { gte: 'now-7d' } } } },
      'Cannot read "now-7d" as a date for field "created_at"',
    ],
    [{ query: { term: { gender: 'male' } } }, 'Cannot read "male" as a number for field "gender"'],
    [{ query: { bool: { mustnot: [] } } }, 'Unsupported parameter "mustnot" in bool'],
    [{ query: { terms: { type: 'a' } } }, 'Malformed terms on "type": expected an array of values'],
    [{ query: { regexp: { type: '(' } } }, 'Invalid regular expression "(" in regexp on "type"'],
    [{ query: { exists: { field: 'location' }, term: {} } }, 'Malformed query clause'],
    [
      { aggs: { d: { date_histogram: { field: 'created_at', interval: 'day' } } } },
      '"interval" is not supported',
    ],
    [
      {
        aggs: {
          d: { date_histogram: { field: 'created_at', calendar_interval: 'day', time_zone: 'Europe/Paris' } },
        },
      },
      'Unsupported time_zone "Europe/Paris"',
    ],
    [{ aggs: { d: { date_histogram: { field: 'type', calendar_interval: 'day' } } } }, 'needs a date field'],
    [{ aggs: { d: { date_histogram: { field: 'created_at', fixed_interval: '1s' } } } }, 'Too many buckets'],
    [
      { aggs: { t: { terms: { field: 'type', size: 0 } } } },
      'size of terms aggregation "t" must be an integer',
    ],
    [
      { aggs: { t: { terms: { field: 'type', include: 'a.*' } } } },
      'Unsupported parameter "include" in terms',
    ],
    [{ aggs: { t: { terms: { field: 'location' } } } }, 'Field "location" is an object'],
    [
      { aggs: { u: { cardinality: { field: 'openid' }, aggs: {} } } },
      'of type cardinality cannot have sub-aggregations',
    ],
    [
      { aggs: { x: { terms: { field: 'type' }, cardinality: { field: 'openid' } } } },
      'needs exactly one type',
    ],
    [{ aggs: { t: { terms: { field: 'type', order: { nope: 'desc' } } } } }, 'Invalid order path "nope"'],
    [{ aggs: { s: { sum: { field: 'type' } } } }, 'needs a numeric field'],
    [{ size: 20000 }, 'Result window is too large'],
    [{ size: -1 }, '"size" must be an integer'],
    [{ highlight: {} }, 'Unsupported request parameter "highlight"'],
    [{ sort: [{ created_at: 'up' }] }, 'Malformed sort order "up"'],
  ])('%j', (body, message) => rejects(body, message));
});
