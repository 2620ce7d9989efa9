/** Channel Data's per-channel aggregate on generated events: the seeded code channels get visits. */
import { setupServer } from 'msw/node';
import { CHANNEL_CODE_COUNT, channelCode, channelCodePath } from './channelCodes';
import { generateTracking } from './generator';
import { trackingHandlers } from './handlers';
import { buildStore } from './store';

const NOW = Date.UTC(2026, 10, 20);
const generated = generateTracking({ count: 20_000, seed: 7, now: NOW });
const store = buildStore(generated.events(), { customers: generated.customers });
const server = setupServer(...trackingHandlers({ store: () => store }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const OPENID = 'customer.mini_profile.openid';
const codes = Array.from({ length: CHANNEL_CODE_COUNT }, (_, index) => {
  const [route, query] = channelCodePath(index).split('?');
  return { id: `c${index}`, route, code: query.replace('channel=', '') };
});
const clause = ({ route, code }: (typeof codes)[number]) => ({
  bool: { filter: [{ term: { 'scope.route': route } }, { term: { 'scope.options.channel': code } }] },
});

async function aggregate(body: unknown) {
  const res = await fetch('http://localhost/api/v1/mini_tracking/aggregate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: Record<string, any> }).data; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('the per-channel aggregate', () => {
  it('counts each channel’s launches (doc_count) and distinct visitors (uv), as the events have them', async () => {
    const answer = await aggregate({
      size: 0,
      query: {
        bool: {
          filter: [{ term: { type: 'app_on_launch' } }],
          should: codes.map(clause),
          minimum_should_match: 1,
        },
      },
      aggs: Object.fromEntries(
        codes.map((code) => [
          code.id,
          { filter: clause(code), aggs: { uv: { cardinality: { field: OPENID } } } },
        ]),
      ),
    });
    const launches = [...generated.events()].filter((event) => event.type === 'app_on_launch');
    let matched = 0;
    for (const code of codes) {
      const own = launches.filter(
        (event) => event.scope?.route === code.route && event.scope.options?.channel === code.code,
      );
      matched += own.length;
      const visitors = new Set(own.map((event) => event.customer?.mini_profile?.openid).filter(Boolean));
      expect(answer.aggregations[code.id]).toEqual({ doc_count: own.length, uv: { value: visitors.size } });
    }
    expect(answer.aggregations.c0.doc_count).toBeGreaterThan(0);
    // minimum_should_match 1: the launches of any channel, each once.
    expect(answer.hits.total.value).toBe(matched);
  });

  it('gives the code’s landing page the code as well, so Visit Data counts the channel’s page views', () => {
    const firstPages = [...generated.events()].filter(
      (event) => event.type === 'page_on_show' && event.scope?.options?.channel === channelCode(0),
    );
    expect(firstPages.length).toBeGreaterThan(0);
    expect(new Set(firstPages.map((event) => event.scope?.route))).toEqual(
      new Set(['pages/index/index', 'pages/riding/index']),
    );
  });
});
