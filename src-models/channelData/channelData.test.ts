/** Channel Data through the store and its saga, against the mock's channels and tracking engine. */
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { channelGroups, channels } from 'mock/db/channels';
import { search } from 'mock/tracking/engine/search';
import { getTrackingStore } from 'mock/tracking/store';
import { signIn } from 'test/signIn';
import { createTestStore, waitForState } from 'test/storeTesting';
import { channelDataActions, selectChannelData } from './index';
import { channelClause, channelDataBody, NO_CONDITIONS } from './queries';

const server = installMockBackend();
beforeEach(() => signIn('admin'));
afterEach(() => server.events.removeAllListeners());

const DAY = 86_400;
const UTC8 = 8 * 3600;
/** The last 90 days in UTC+8: enough launches through the seeded codes to rank the channels. */
function lastDays(days = 90) {
  const todayStart = Math.floor((Date.now() / 1000 + UTC8) / DAY) * DAY - UTC8;
  return { begin: todayStart - (days - 1) * DAY, end: todayStart + DAY - 1 };
}
const newestGroup = () => [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[0];

/** The aggregate bodies posted, in order. */
function recordAggregates() {
  const pending: Promise<Record<string, unknown>>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/mini_tracking/aggregate'))
      pending.push(request.clone().json() as Promise<Record<string, unknown>>);
  });
  return () => Promise.all(pending);
}

async function loaded(groupId: string, range = lastDays(), conditions = NO_CONDITIONS) {
  const store = createTestStore();
  store.dispatch(channelDataActions.loadRequested({ groupId, range, conditions }));
  const state = await waitForState(store, (root) => root.channelData.status.status !== 'pending', 10_000);
  return { store, state: selectChannelData(state) };
}

describe('Channel Data', () => {
  it('asks for launches of every channel of the group, with an aggregation per channel id', async () => {
    const group = newestGroup();
    const own = channels().find((channel) => channel.group_id === group.id);
    const bodies = recordAggregates();
    await loaded(group.id);
    const [body] = await bodies();
    const query = (body.query as { bool: Record<string, unknown> }).bool;
    expect(query.filter).toContainEqual({ term: { type: 'app_on_launch' } });
    expect(query.minimum_should_match).toBe(1);
    expect(query.should).toHaveLength(own.length);
    expect(query.should).toContainEqual({
      bool: {
        filter: [
          { term: { 'scope.route': 'pages/index/index' } },
          { term: { 'scope.options.channel': 'ch_01' } },
        ],
      },
    });
    const aggs = body.aggs as Record<string, unknown>;
    for (const channel of own)
      expect(aggs[channel.id]).toEqual({
        filter: channelClause(channel),
        aggs: { uv: { cardinality: { field: 'customer.mini_profile.openid', precision_threshold: 40_000 } } },
      });
  });

  it('gives each channel its launches and visitors, most launches first, and the totals', async () => {
    const group = newestGroup();
    const { state } = await loaded(group.id);
    expect(state.status.status).toBe('succeeded');
    const result = state.result!;
    expect(result.channels).toHaveLength(channels().find((channel) => channel.group_id === group.id).length);
    // What the engine counts for the channel asked alone.
    const range = lastDays();
    for (const stat of result.channels.slice(0, 3)) {
      const channel = channels().get(stat.id)!;
      const alone = search(getTrackingStore(), channelDataBody([channel], range)) as unknown as {
        aggregations: Record<string, { doc_count: number; uv: { value: number } }>;
      };
      const { doc_count, uv } = alone.aggregations[channel.id];
      expect([stat.pv, stat.uv]).toEqual([doc_count, uv.value]);
    }
    expect(result.channels[0].pv).toBeGreaterThan(0);
    const order = result.channels.map(({ pv, uv }) => [pv, uv]);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    // The seeded codes open distinct pages, so the totals are the channels' sums (PV) and at most that (UV).
    expect(result.totalPv).toBe(result.channels.reduce((sum, stat) => sum + stat.pv, 0));
    expect(result.totalUv).toBeGreaterThan(0);
    expect(result.totalUv).toBeLessThanOrEqual(result.channels.reduce((sum, stat) => sum + stat.uv, 0));
  });

  it('keeps only the latest load: a new range cancels the one in flight', async () => {
    const group = newestGroup();
    const store = createTestStore();
    const load = { groupId: group.id, conditions: NO_CONDITIONS };
    store.dispatch(channelDataActions.loadRequested({ ...load, range: lastDays(7) }));
    store.dispatch(channelDataActions.loadRequested({ ...load, range: lastDays() }));
    const state = await waitForState(store, (root) => root.channelData.status.status === 'succeeded', 10_000);
    expect(state.channelData.load?.range).toEqual(lastDays());
    expect(store.actionTypes().filter((type) => type === 'channelData/loadSucceeded')).toHaveLength(1);
  });

  it('counts only the launches the side panel’s conditions allow', async () => {
    const group = newestGroup();
    const all = (await loaded(group.id)).state.result!;
    const bodies = recordAggregates();
    const conditions = {
      query: [{ k: 'system_info.platform', op: 'eq' as const, v: 'ios' }],
      operator: 'OR' as const,
    };
    const ios = (await loaded(group.id, lastDays(), conditions)).state.result!;
    const [body] = await bodies();
    expect((body.query as { bool: { filter: unknown[] } }).bool.filter).toContainEqual({
      bool: { should: [{ term: { 'system_info.platform': 'ios' } }], minimum_should_match: 1 },
    });
    expect(ios.totalPv).toBeGreaterThan(0);
    expect(ios.totalPv).toBeLessThan(all.totalPv);
  });

  it('reports a failed load with what the service said', async () => {
    server.use(
      http.post('*/api/v1/mini_tracking/aggregate', () =>
        HttpResponse.json({ code: 500, msg: 'engine down', data: null }),
      ),
    );
    const { state } = await loaded(newestGroup().id);
    expect(state.status).toMatchObject({ status: 'failed', error: { code: 500, msg: 'engine down' } });
    expect(state.result).toBeNull();
  });

  it('answers no channels without asking the tracking service', async () => {
    const bodies = recordAggregates();
    server.use(
      http.get('*/api/v1/qrcode/qrcode', () =>
        HttpResponse.json({ code: 200, msg: '', data: { results: [], total: 0 } }),
      ),
    );
    const empty = await loaded(newestGroup().id);
    expect(empty.state.result).toEqual({ totalPv: 0, totalUv: 0, channels: [] });
    expect(await bodies()).toEqual([]);
  });
});
