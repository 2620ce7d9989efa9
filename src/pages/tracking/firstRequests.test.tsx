import { installMockBackend } from 'mock/node';
import { checkRequested } from 'src-models/session';
import { tabRequestKey } from 'src-models/tracking';
import { preloadPageAt } from 'src/app/pageLoading';
import { signIn, type DemoRole } from 'test/signIn';
import { createTestStore, waitForState } from 'test/storeTesting';

const server = installMockBackend();

/** The aggregate calls sent from now on. */
function recordAggregates() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/mini_tracking/aggregate')) asked.push(request.url);
  });
  return asked;
}

async function openAppAt(account: DemoRole, path: string, query: string) {
  await signIn(account);
  const store = createTestStore();
  store.dispatch(checkRequested());
  await waitForState(store, (state) => state.session.status === 'authenticated');
  await preloadPageAt(store, path, new URLSearchParams(query));
  return store;
}

describe("a dashboard's first screen", () => {
  it("asks for the shown tab's range and scope while the page's code loads", async () => {
    const asked = recordAggregates();
    const store = await openAppAt('admin', '/tracking/launch', 'tab=area&from=2024-05-01&to=2024-05-07');
    const state = await waitForState(store, (root) => root.tracking.tabs.area.status === 'succeeded');
    expect(state.tracking.tabs.area.requestKey).toBe(
      tabRequestKey({
        tab: 'area',
        // 1 to 7 May 2024, days of UTC+8, in seconds.
        query: { variant: 'launch', range: { begin: 1714492800, end: 1715097599 }, scope: {} },
      }),
    );
    expect(asked).toHaveLength(1);
  });

  it('asks for PV/UV of the page view when the URL names no tab', async () => {
    const store = await openAppAt('admin', '/tracking', 'route=pages/index/index');
    const state = await waitForState(store, (root) => root.tracking.tabs.pvuv.status === 'succeeded');
    expect(JSON.parse(state.tracking.tabs.pvuv.requestKey ?? '[]')).toMatchObject([
      'pvuv',
      'page',
      expect.anything(),
      { route: 'pages/index/index' },
    ]);
  });

  it.each([
    ['/tracking/launch', 'referer'],
    ['/tracking', 'user'],
  ])('at %s leaves the %s tab, which draws no chart, to ask for itself', async (path, tab) => {
    const asked = recordAggregates();
    const store = await openAppAt('admin', path, `tab=${tab}`);
    expect(asked).toHaveLength(0);
    expect(store.getState().tracking.tabs.referer.status).toBe('idle');
  });

  it('asks nothing for an operator who may not open the dashboard', async () => {
    const asked = recordAggregates();
    const store = await openAppAt('clubAdmin', '/tracking', 'tab=pvuv');
    expect(asked).toHaveLength(0);
    expect(store.getState().tracking.tabs.pvuv.status).toBe('idle');
  });
});
