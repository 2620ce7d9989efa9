import { delay, http, HttpResponse } from 'msw';
import { CLIENT_CODES } from 'src-services/errors';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import type { Notifier } from 'src-models/common/context';
import { createTestStore, waitForState } from 'test/storeTesting';
import { savedFilterActions, selectSavedFilters } from 'src-models/savedFilters';
import {
  customersLoaded,
  selectTrackingTab,
  eventScope,
  tabLoadRequested,
  tabRequestKey,
  trackingEventList,
  type AggregateTab,
  type DashboardQuery,
  type TabLoad,
} from './index';

const server = installMockBackend();

const DAY = 86_400;
const UTC8 = 8 * 3600;
/** The last 7 days in UTC+8, as the dashboard's default preset sends them. */
function lastDays(days = 7): DashboardQuery['range'] {
  const todayStart = Math.floor((Date.now() / 1000 + UTC8) / DAY) * DAY - UTC8;
  return { begin: todayStart - (days - 1) * DAY, end: todayStart + DAY - 1 };
}

const pageView = (extra: Partial<DashboardQuery> = {}): DashboardQuery => ({
  variant: 'page',
  range: lastDays(),
  scope: {},
  ...extra,
});
const launches = (): DashboardQuery => ({ ...pageView(), variant: 'launch' });

/** Every body posted to the tracking service, in order. */
function recordBodies() {
  const bodies: { path: string; body: Record<string, unknown>; request: Request }[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'POST' || !pathname.includes('/mini_tracking/')) return;
    pending.push(
      request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => void bodies.push({ path: pathname, body, request })),
    );
  });
  return async () => {
    await Promise.all(pending);
    return bodies;
  };
}

function recordingNotifier() {
  const calls: { kind: 'success' | 'error'; value: unknown }[] = [];
  const notify: Notifier = {
    success: (key) => void calls.push({ kind: 'success', value: key }),
    error: (text) => void calls.push({ kind: 'error', value: text }),
  };
  return { notify, calls };
}

async function load(load: TabLoad) {
  const notifier = recordingNotifier();
  const store = createTestStore({ context: { notify: notifier.notify } });
  store.dispatch(tabLoadRequested(load));
  const state = await waitForState(
    store,
    (s) => ['succeeded', 'failed'].includes(s.tracking.tabs[load.tab].status),
    10_000,
  );
  return { store, state, tab: state.tracking.tabs[load.tab], notifier };
}

const filtersOf = (body: Record<string, unknown>) =>
  (body.query as { bool: { filter: Record<string, unknown>[] } }).bool.filter;

beforeEach(async () => {
  await signIn('club');
});
afterEach(() => server.events.removeAllListeners());

async function waitFor(condition: () => boolean) {
  while (!condition()) await delay(5);
}

describe('tracking tab loads against the mock', () => {
  it('PV/UV sends the range, the page-view type and the daily PV/UV aggregations', async () => {
    const bodies = recordBodies();
    const query = pageView();
    const { tab } = await load({ tab: 'pvuv', query });
    const [{ path, body }] = await bodies();
    expect(path).toBe('/api/v1/mini_tracking/aggregate');
    expect(body.size).toBe(0);
    expect(filtersOf(body)).toEqual([
      { range: { created_at: { gte: query.range.begin, lte: query.range.end, format: 'epoch_second' } } },
      { term: { type: 'page_on_show' } },
    ]);
    const aggs = body.aggs as Record<string, Record<string, unknown>>;
    const uv = { cardinality: { field: 'customer.mini_profile.openid', precision_threshold: 40000 } };
    expect(aggs.uv).toEqual(uv);
    expect(aggs.pv).toEqual({ value_count: { field: 'created_at' } });
    expect(aggs.daily).toEqual({
      date_histogram: {
        field: 'created_at',
        calendar_interval: 'day',
        time_zone: '+08:00',
        min_doc_count: 0,
        extended_bounds: { min: query.range.begin * 1000, max: query.range.end * 1000 },
      },
      aggs: { uv },
    });

    expect(tab.status).toBe('succeeded');
    const data = tab.data as { totalPv: number; totalUv: number; days: { date: string; pv: number }[] };
    expect(data.days).toHaveLength(7);
    expect(data.totalPv).toBeGreaterThan(0);
    expect(data.days.reduce((sum, day) => sum + day.pv, 0)).toBe(data.totalPv);
    expect(data.totalUv).toBeGreaterThan(0);
    expect(data.totalUv).toBeLessThanOrEqual(data.totalPv);
  });

  it('launch scene counts scenes per UTC+8 day, with scene share totals', async () => {
    const bodies = recordBodies();
    const { tab } = await load({ tab: 'scene', query: pageView() });
    const [{ body }] = await bodies();
    const daily = (body.aggs as Record<string, { aggs: unknown }>).daily;
    expect(daily.aggs).toEqual({ scene: { terms: { field: 'launch_option.scene', size: 100 } } });
    const data = tab.data as { totals: { scene: number; count: number }[]; total: number; dates: string[] };
    expect(data.dates).toHaveLength(7);
    expect(data.totals.length).toBeGreaterThan(3);
    expect(data.totals[0].count).toBeGreaterThanOrEqual(data.totals[1].count);
    expect(data.totals.reduce((sum, row) => sum + row.count, 0)).toBe(data.total);
  });

  it('area nests country, province and city terms in the daily histogram', async () => {
    const bodies = recordBodies();
    const { tab } = await load({ tab: 'area', query: pageView() });
    const [{ body }] = await bodies();
    expect((body.aggs as Record<string, { aggs: unknown }>).daily.aggs).toEqual({
      country: {
        terms: { field: 'ip.country', size: 100 },
        aggs: {
          province: {
            terms: { field: 'ip.province', size: 100 },
            aggs: { city: { terms: { field: 'ip.city', size: 100 } } },
          },
        },
      },
    });
    const data = tab.data as {
      total: number;
      provinces: { name: string; count: number }[];
      cities: { name: string; province: string }[];
    };
    expect(data.provinces.reduce((sum, row) => sum + row.count, 0)).toBe(data.total);
    expect(data.provinces.length).toBeGreaterThan(5);
    expect(data.cities[0].province).not.toBe('');
  });

  it('device splits models by platform and counts brands', async () => {
    const bodies = recordBodies();
    const { tab } = await load({ tab: 'device', query: pageView() });
    const [{ body }] = await bodies();
    expect(body.aggs).toEqual({
      platform: {
        terms: { field: 'system_info.platform', size: 100 },
        aggs: { model: { terms: { field: 'system_info.model', size: 100 } } },
      },
      brand: { terms: { field: 'system_info.brand', size: 100 } },
    });
    const data = tab.data as {
      platforms: { name: string }[];
      models: { platform: string }[];
      brands: unknown[];
    };
    expect(data.platforms.map((row) => row.name)).toEqual(expect.arrayContaining(['ios', 'android']));
    expect(data.models.some((row) => row.platform === 'ios')).toBe(true);
    expect(data.brands.length).toBeGreaterThan(1);
  });

  it('system counts language, WeChat version, network type and wifi', async () => {
    const bodies = recordBodies();
    const { tab } = await load({ tab: 'system', query: pageView() });
    const [{ body }] = await bodies();
    expect(Object.keys(body.aggs as object)).toEqual(['language', 'version', 'network', 'wifi']);
    const data = tab.data as { wifi: { name: string }[]; language: unknown[] };
    expect(data.wifi.map((row) => row.name).sort()).toEqual(['false', 'true']);
    expect(data.language.length).toBeGreaterThan(0);
  });

  it('user referer takes the latest 3500 referred launches and fetches the inviters as customers', async () => {
    const bodies = recordBodies();
    const { store, tab } = await load({ tab: 'referer', query: launches() });
    const [{ body }] = await bodies();
    expect(body.size).toBe(3500);
    expect(filtersOf(body)).toContainEqual({ term: { type: 'app_on_launch' } });
    expect(filtersOf(body)).toContainEqual({ exists: { field: 'launch_option.query.from_openid' } });
    expect(body.aggs).toEqual({ invitee: { terms: { field: 'customer.mini_profile.openid', size: 10000 } } });

    const data = tab.data as {
      pairs: { inviter: string; invitee: string; count: number }[];
      invitees: number;
    };
    expect(data.pairs.length).toBeGreaterThan(0);
    expect(data.invitees).toBeGreaterThan(0);
    const inviters = [...new Set(data.pairs.map((pair) => pair.inviter))];
    const state = await waitForState(
      store,
      (s) => inviters.every((id) => id in s.tracking.customers),
      10_000,
    );
    const known = inviters.filter((id) => state.tracking.customers[id]);
    expect(known.length).toBeGreaterThan(0);

    expect(state.tracking.customers[known[0]]).toEqual({
      nickname: expect.any(String),
      avatar_url: expect.stringMatching(/\/avatars\/\d+\.svg$/),
    });
  });

  it('hands hundreds of inviters to the store in a few growing steps, the first table rows first', async () => {
    const { store, tab } = await load({ tab: 'referer', query: { ...launches(), range: lastDays(180) } });
    const pairs = (tab.data as { pairs: { inviter: string }[] }).pairs;
    const inviters = [...new Set(pairs.map((pair) => pair.inviter))];
    await waitForState(store, (s) => inviters.every((id) => id in s.tracking.customers), 20_000);
    // The first step holds the invitees' profiles that came with the hits; the other inviters' follow.
    const [fromHits, ...steps] = store.actions
      .filter((action) => action.type === customersLoaded.type)
      .map((action) => Object.keys((action as ReturnType<typeof customersLoaded>).payload));
    const looked = inviters.filter((id) => !fromHits.includes(id));
    expect(looked.length).toBeGreaterThan(150);
    expect(steps.flat()).toEqual(looked);
    expect(steps[0]).toEqual(looked.slice(0, 8));
    expect(steps.length).toBeLessThan(looked.length / 16);
    steps.slice(1, -1).forEach((step, i) => expect(step.length).toBeGreaterThanOrEqual(steps[i].length));
  });

  it('user map takes 3500 launches with a non-zero latitude', async () => {
    const bodies = recordBodies();
    const { tab } = await load({ tab: 'map', query: launches() });
    const [{ body }] = await bodies();
    expect(body.size).toBe(3500);
    expect((body.query as { bool: { must_not: unknown } }).bool.must_not).toEqual([
      { term: { 'location.latitude': 0 } },
    ]);
    const data = tab.data as { points: { lat: number; lng: number }[] };
    expect(data.points.length).toBeGreaterThan(0);
    expect(data.points.every((point) => point.lat !== 0 && point.lng > 70)).toBe(true);
  });

  it("reads the raw hits the mock answers under _hits (03 §7), and Elasticsearch's hits.hits too", async () => {
    const answers: Record<string, unknown>[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url.endsWith('/mini_tracking/aggregate'))
        void response
          .clone()
          .json()
          .then((body: { data: Record<string, unknown> }) => answers.push(body.data));
    });
    const spec = await load({ tab: 'map', query: launches() });
    await waitFor(() => answers.length === 1);
    expect(answers[0]).toMatchObject({ _hits: expect.any(Array), hits: { total: expect.any(Object) } });
    expect(answers[0].hits).not.toHaveProperty('hits');
    const points = (spec.tab.data as { points: unknown[] }).points;
    expect(points).toHaveLength((answers[0]._hits as unknown[]).length);

    const hit = { _id: 'h1', _source: { location: { latitude: 31.2, longitude: 121.5 } } };
    server.use(
      http.post('*/api/v1/mini_tracking/aggregate', () =>
        HttpResponse.json({ code: 200, msg: '', data: { hits: { total: { value: 1 }, hits: [hit] } } }),
      ),
    );
    const elasticsearch = await load({ tab: 'map', query: launches() });
    expect(elasticsearch.tab.data).toEqual({ points: [{ lat: 31.2, lng: 121.5 }], located: 1 });
  });

  it('the launch variant counts launches only', async () => {
    const bodies = recordBodies();
    await load({ tab: 'pvuv', query: launches() });
    const [{ body }] = await bodies();
    expect(filtersOf(body)).toContainEqual({ term: { type: 'app_on_launch' } });
  });

  it('the page scope filters on the page path and its parameters', async () => {
    const bodies = recordBodies();
    const scope = { route: 'pages/activity/detail', options: { id: '10001' } };
    // Half a year: the seeded events follow the clock, and one page's views in the last week can be none.
    const range = lastDays(180);
    const { tab } = await load({ tab: 'pvuv', query: pageView({ scope, range }) });
    const [{ body }] = await bodies();
    expect(filtersOf(body)).toEqual(
      expect.arrayContaining([
        { term: { 'scope.route': 'pages/activity/detail' } },
        { term: { 'scope.options.id': '10001' } },
      ]),
    );
    const unscoped = await load({ tab: 'pvuv', query: pageView({ range }) });
    const scoped = (tab.data as { totalPv: number }).totalPv;
    expect(scoped).toBeGreaterThan(0);
    expect(scoped).toBeLessThan((unscoped.tab.data as { totalPv: number }).totalPv);
  });
});

describe('the user tab event list (a scoped list model)', () => {
  const { actions: events } = trackingEventList;

  it('searches with the generic form: the view as its scope, then the panel conditions', async () => {
    const bodies = recordBodies();
    const query = pageView();
    const conditions = [{ k: 'system_info.platform', op: 'eq' as const, v: 'ios', uiK: 'is' }];
    const store = createTestStore();
    store.dispatch(events.searchRequested({ scope: eventScope(query), query: conditions, page: 1 }));
    const state = await waitForState(store, (s) => s.trackingEvents.search.status === 'succeeded');
    const [{ path, body }] = await bodies();
    expect(path).toBe('/api/v1/mini_tracking/search');
    expect(body).toEqual({
      query: [
        { k: 'created_at', op: 'between', v: [query.range.begin, query.range.end] },
        { k: 'type', op: 'eq', v: 'page_on_show' },
        { k: 'system_info.platform', op: 'eq', v: 'ios' },
      ],
      operator: 'AND',
      page: 1,
      size: 20,
      order: '-created_at',
    });
    const rows = trackingEventList.selectors.selectAll(state);
    expect(rows).toHaveLength(20);
    expect(state.trackingEvents.total).toBeGreaterThan(20);
    expect(rows.every((row) => row.system_info?.platform === 'ios')).toBe(true);
    expect(rows.every((row) => row.created_at >= query.range.begin)).toBe(true);
  });

  it('keeps the view around conditions joined with Or', async () => {
    const query = pageView();
    const conditions = [
      { k: 'ip.province', op: 'eq' as const, v: '广东省' },
      { k: 'ip.province', op: 'eq' as const, v: '浙江省' },
    ];
    const store = createTestStore();
    store.dispatch(
      events.searchRequested({ scope: eventScope(query), query: conditions, operator: 'OR', size: 50 }),
    );
    const state = await waitForState(store, (s) => s.trackingEvents.search.status === 'succeeded');
    const rows = trackingEventList.selectors.selectAll(state);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['广东省', '浙江省']).toContain(row.ip?.province);
      expect(row.type).toBe('page_on_show');
      expect(row.created_at).toBeGreaterThanOrEqual(query.range.begin);
    }
  });
});

describe('loading, cancelling and failing', () => {
  it('a new range cancels the tab request in flight; only the newest answer lands', async () => {
    const seen: Request[] = [];
    server.use(
      http.post('*/api/v1/mini_tracking/aggregate', async ({ request }) => {
        seen.push(request);
        await delay(50);
        return undefined; // on to the tracking service
      }),
    );
    const store = createTestStore();
    const stale: TabLoad = { tab: 'pvuv', query: pageView({ range: lastDays(30) }) };
    const fresh: TabLoad = { tab: 'pvuv', query: pageView() };
    store.dispatch(tabLoadRequested(stale));
    await waitFor(() => seen.length === 1);
    store.dispatch(tabLoadRequested(fresh));
    const state = await waitForState(store, (s) => s.tracking.tabs.pvuv.status === 'succeeded');
    expect(seen[0].signal.aborted).toBe(true);
    expect(state.tracking.tabs.pvuv.requestKey).toBe(tabRequestKey(fresh));
    expect((state.tracking.tabs.pvuv.data as { days: unknown[] }).days).toHaveLength(7);
    await delay(100);
    const succeeded = store.actions.filter((action) => action.type === 'tracking/tabLoadSucceeded');
    expect(succeeded).toHaveLength(1);
    expect(store.actionTypes()).not.toContain('tracking/tabLoadFailed');
  });

  it('loads of different tabs do not cancel each other', async () => {
    const store = createTestStore();
    const tabs: AggregateTab[] = ['pvuv', 'device', 'system'];
    for (const tab of tabs) store.dispatch(tabLoadRequested({ tab, query: pageView() }));
    const state = await waitForState(store, (s) =>
      tabs.every((tab) => s.tracking.tabs[tab].status === 'succeeded'),
    );
    expect(tabs.map((tab) => state.tracking.tabs[tab].status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
  });

  it('a failed load keeps its failure for the tab to show in place, and pops no message up (03 §8)', async () => {
    server.use(
      http.post('*/api/v1/mini_tracking/aggregate', () =>
        HttpResponse.json({ code: 400, msg: 'Unsupported aggregation', data: null }),
      ),
    );
    const { tab, notifier } = await load({ tab: 'area', query: pageView() });
    expect(tab).toMatchObject({
      status: 'failed',
      data: null,
      error: { code: 400, msg: 'Unsupported aggregation' },
    });
    expect(notifier.calls).toEqual([]);
  });

  it.each([
    ['an HTML 502', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }), 502],
    ['data: null', () => HttpResponse.json({ code: 200, msg: '', data: null }), CLIENT_CODES.badResponse],
    [
      'hits: "oops"',
      () => HttpResponse.json({ code: 200, msg: '', data: { hits: 'oops' } }),
      CLIENT_CODES.badResponse,
    ],
    [
      'raw hits that are no list',
      () => HttpResponse.json({ code: 200, msg: '', data: { _hits: 'oops' } }),
      CLIENT_CODES.badResponse,
    ],
    [
      'buckets that are no list',
      () =>
        HttpResponse.json({
          code: 200,
          msg: '',
          data: { hits: { hits: [] }, aggregations: { daily: { buckets: 'oops' } } },
        }),
      CLIENT_CODES.badResponse,
    ],
  ])('a tab answered %s fails (no crash, no data) and loads on a retry', async (_label, answer, code) => {
    server.use(http.post('*/api/v1/mini_tracking/aggregate', answer, { once: true }));
    const query = pageView();
    const { store, tab } = await load({ tab: 'pvuv', query });
    expect(tab).toMatchObject({ status: 'failed', data: null, error: { code } });
    store.dispatch(tabLoadRequested({ tab: 'pvuv', query }));
    const retried = await waitForState(store, (s) => s.tracking.tabs.pvuv.status === 'succeeded');
    expect(selectTrackingTab(retried, 'pvuv').data?.totalPv).toBeGreaterThan(0);
  });

  it('969 still ends the session', async () => {
    server.use(
      http.post('*/api/v1/mini_tracking/aggregate', () =>
        HttpResponse.json({ code: 969, msg: 'no permission', data: null }),
      ),
    );
    const { store, tab } = await load({ tab: 'pvuv', query: pageView() });
    expect(tab.status).toBe('failed');
    expect(store.actionTypes()).toContain('session/sessionEndDetected');
  });
});

describe('saved event filters (the savedFilters domain, in the tracking wire shape)', () => {
  const list = 'trackingEvents';

  it('saves, lists and deletes a filter with the spec messages', async () => {
    const bodies = recordBodies();
    const notifier = recordingNotifier();
    const store = createTestStore({ context: { notify: notifier.notify } });
    const filter = {
      operator: 'OR' as const,
      query: [{ k: 'ip.city', op: 'regex' as const, v: '^杭州', uiK: 'startsWith' }],
    };
    store.dispatch(
      savedFilterActions.saveRequested({ list, requestId: 's', input: { name: 'Hangzhou', filter } }),
    );
    const saved = await waitForState(store, (s) => selectSavedFilters(s, list).items.length === 1);
    expect(selectSavedFilters(saved, list).items[0]).toMatchObject({ name: 'Hangzhou', filter });
    expect(notifier.calls).toEqual([{ kind: 'success', value: 'list.filter.saved' }]);
    const [{ path, body }] = await bodies();
    expect(path).toBe('/api/v1/mini_tracking/filter');
    expect(body).toEqual({
      name: 'Hangzhou',
      filter: {
        operator: 'OR',
        query: [{ key: 'ip.city', 'ui-key': 'startsWith', operation: 'regex', value: '^杭州' }],
      },
    });

    const again = createTestStore();
    again.dispatch(savedFilterActions.loadRequested({ list }));
    const listed = await waitForState(again, (s) => selectSavedFilters(s, list).status === 'succeeded');
    expect(selectSavedFilters(listed, list).items).toMatchObject([{ name: 'Hangzhou', filter }]);

    const id = selectSavedFilters(saved, list).items[0].id;
    store.dispatch(savedFilterActions.removeRequested({ list, requestId: 'r', id }));
    await waitForState(store, (s) => selectSavedFilters(s, list).items.length === 0);
    expect(notifier.calls[1]).toEqual({ kind: 'success', value: 'list.filter.deleted' });
  });

  it('says why a filter could not be saved', async () => {
    const notifier = recordingNotifier();
    const store = createTestStore({ context: { notify: notifier.notify } });
    const input = { name: ' ', filter: { operator: 'AND' as const, query: [] } };
    store.dispatch(savedFilterActions.saveRequested({ list, requestId: 's', input }));
    await waitForState(store, (s) => selectSavedFilters(s, list).save.status === 'failed');
    expect(notifier.calls).toEqual([{ kind: 'error', value: { text: 'Filter name is required' } }]);
  });
});
