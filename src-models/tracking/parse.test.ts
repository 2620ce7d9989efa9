import { parseArea, parseDevice, parseMap, parsePvUv, parseReferer, parseScene, parseSystem } from './parse';

const answer = (aggregations: Record<string, unknown>, hits: unknown[] = [], total = hits.length) => ({
  hits: { total: { value: total }, hits: hits as never[] },
  aggregations,
});
const day = (date: string, doc_count: number, aggs: Record<string, unknown> = {}) => ({
  key: Date.parse(date) - 8 * 3_600_000,
  key_as_string: date,
  doc_count,
  ...aggs,
});
const terms = (...buckets: [string | number, number, Record<string, unknown>?][]) => ({
  buckets: buckets.map(([key, doc_count, aggs]) => ({ key, doc_count, ...aggs })),
});

describe('reading aggregation answers', () => {
  it('PV/UV: totals, and daily PV from the bucket count with daily UV', () => {
    const data = parsePvUv(
      answer({
        pv: { value: 5 },
        uv: { value: 3 },
        daily: {
          buckets: [day('2024-05-01', 2, { uv: { value: 2 } }), day('2024-05-02', 3, { uv: { value: 2 } })],
        },
      }),
    );
    expect(data).toEqual({
      totalPv: 5,
      totalUv: 3,
      days: [
        { date: '2024-05-01', pv: 2, uv: 2 },
        { date: '2024-05-02', pv: 3, uv: 2 },
      ],
    });
  });

  it('scenes: per day, and totals largest first', () => {
    const data = parseScene(
      answer({
        daily: {
          buckets: [
            day('2024-05-01', 3, { scene: terms([1001, 2], [1047, 1]) }),
            day('2024-05-02', 3, { scene: terms([1047, 3]) }),
          ],
        },
      }),
    );
    expect(data.totals).toEqual([
      { scene: 1047, count: 4 },
      { scene: 1001, count: 2 },
    ]);
    expect(data.total).toBe(6);
    expect(data.dates).toEqual(['2024-05-01', '2024-05-02']);
  });

  it('area: provinces and cities over the days, with each city its province', () => {
    const province = (name: string, count: number, cities: [string, number][]) =>
      [name, count, { city: terms(...cities) }] as [string, number, Record<string, unknown>];
    const data = parseArea(
      answer({
        daily: {
          buckets: [
            day('2024-05-01', 3, {
              country: terms([
                '中国',
                3,
                {
                  province: terms(
                    province('广东省', 3, [
                      ['深圳市', 2],
                      ['广州市', 1],
                    ]),
                  ),
                },
              ]),
            }),
            day('2024-05-02', 2, {
              country: terms(['中国', 2, { province: terms(province('浙江省', 2, [['杭州市', 2]])) }]),
            }),
          ],
        },
      }),
    );
    expect(data.provinces).toEqual([
      { name: '广东省', code: '440000', count: 3 },
      { name: '浙江省', code: '330000', count: 2 },
    ]);
    // Equal counts in code-unit order of the names, as the engine's terms order keys.
    expect(data.cities).toEqual([
      { name: '杭州市', code: '330100', count: 2, province: '浙江省', provinceCode: '330000' },
      { name: '深圳市', code: '440300', count: 2, province: '广东省', provinceCode: '440000' },
      { name: '广州市', code: '440100', count: 1, province: '广东省', provinceCode: '440000' },
    ]);
    expect(data.total).toBe(5);
    expect(data.provinceDays).toContainEqual({ date: '2024-05-02', name: '浙江省', count: 2 });
  });

  it('area: romanised and Chinese buckets of one place add up into it; unknown names stay as they came', () => {
    const data = parseArea(
      answer({
        daily: {
          buckets: [
            day('2024-05-01', 6, {
              country: terms(
                ['中国', 3, { province: terms(['广东省', 3, { city: terms(['深圳市', 3]) }]) }],
                [
                  'China',
                  3,
                  {
                    province: terms(
                      ['Guangdong', 2, { city: terms(['Shenzhen', 2]) }],
                      ['Atlantis', 1, { city: terms(['Poseidonia', 1]) }],
                    ),
                  },
                ],
              ),
            }),
          ],
        },
      }),
    );
    expect(data.provinces).toEqual([
      { name: '广东省', code: '440000', count: 5 },
      { name: 'Atlantis', count: 1 },
    ]);
    expect(data.cities).toEqual([
      { name: '深圳市', code: '440300', count: 5, province: '广东省', provinceCode: '440000' },
      { name: 'Poseidonia', count: 1, province: 'Atlantis' },
    ]);
    expect(data.provinceDays).toEqual([
      { date: '2024-05-01', name: '广东省', count: 5 },
      { date: '2024-05-01', name: 'Atlantis', count: 1 },
    ]);
    expect(data.total).toBe(6);
  });

  it('device: models under their platform', () => {
    const data = parseDevice(
      answer({
        platform: terms(
          ['ios', 2, { model: terms(['iPhone 15', 2]) }],
          ['android', 1, { model: terms(['Mate 60', 1]) }],
        ),
        brand: terms(['Apple', 2], ['HUAWEI', 1]),
      }),
    );
    expect(data.total).toBe(3);
    expect(data.models).toEqual([
      { platform: 'ios', model: 'iPhone 15', count: 2 },
      { platform: 'android', model: 'Mate 60', count: 1 },
    ]);
  });

  it('system: boolean keys read by their string form', () => {
    const wifi = {
      buckets: [
        { key: 1, key_as_string: 'true', doc_count: 4 },
        { key: 0, key_as_string: 'false', doc_count: 1 },
      ],
    };
    const data = parseSystem(answer({ wifi, language: terms(['zh_CN', 5]) }, [], 5));
    expect(data.wifi).toEqual([
      { name: 'true', count: 4 },
      { name: 'false', count: 1 },
    ]);
    expect(data.version).toEqual([]);
    expect(data.total).toBe(5);
  });

  it('referrals: pairs counted from the hits, invitee profiles kept, invitees from the terms', () => {
    const hit = (inviter: string, invitee: string) => ({
      _id: `${inviter}-${invitee}`,
      _source: {
        launch_option: { query: { from_openid: inviter } },
        customer: {
          mini_profile: { openid: invitee, nickname: `nick-${invitee}`, avatar_url: `/a/${invitee}.svg` },
        },
      },
    });
    const { data, profiles } = parseReferer(
      answer({ invitee: terms(['b', 2], ['c', 1]) }, [hit('a', 'b'), hit('a', 'b'), hit('a', 'c')], 4200),
    );
    expect(data.pairs).toEqual([
      { inviter: 'a', invitee: 'b', count: 2 },
      { inviter: 'a', invitee: 'c', count: 1 },
    ]);
    expect(data).toMatchObject({ launches: 4200, sampled: 3, invitees: 2 });
    expect(profiles.b).toEqual({ nickname: 'nick-b', avatar_url: '/a/b.svg' });
  });

  it('map: points with a location only', () => {
    const data = parseMap(
      answer({}, [
        { _id: '1', _source: { location: { latitude: 30.1, longitude: 120.2 } } },
        { _id: '2', _source: { location: { latitude: 0, longitude: 0 } } },
        { _id: '3', _source: {} },
      ]),
    );
    expect(data.points).toEqual([{ lng: 120.2, lat: 30.1 }]);
  });

  it("reads the raw hits under _hits (03 §7), and under Elasticsearch's hits.hits when _hits is absent", () => {
    const located = { _id: '1', _source: { location: { latitude: 30.1, longitude: 120.2 } } };
    const spec = parseMap({ hits: { total: { value: 9 } }, _hits: [located] });
    expect(spec).toEqual({ points: [{ lng: 120.2, lat: 30.1 }], located: 9 });
    expect(parseMap({ _hits: [located] }).located).toBe(1);
    expect(parseMap(answer({}, [located]))).toEqual({ points: [{ lng: 120.2, lat: 30.1 }], located: 1 });
    expect(parseMap({})).toEqual({ points: [], located: 0 });
  });

  it('reads a missing aggregation as empty, not as an error', () => {
    expect(parsePvUv(answer({}))).toEqual({ totalPv: 0, totalUv: 0, days: [] });
    expect(parseArea(answer({})).provinces).toEqual([]);
  });
});
