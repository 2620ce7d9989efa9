/**
 * The channel center's Channel Data tab and a channel's data drawer, against the mock's channels and tracking.
 * That a reader without QRCodeChannelData has neither is in ChannelCenterPage.test.tsx's reader case.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { channelGroups, channels } from 'mock/db/channels';
import { search } from 'mock/tracking/engine/search';
import { getTrackingStore } from 'mock/tracking/store';
import { channelDataBody } from 'src-models/channelData';
import { presetRange, toDateRange, DEFAULT_PRESET } from 'src/components/dateRange';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import { shows } from 'test/queries';
import ChannelCenterPage from './ChannelCenterPage';

const server = installMockBackend();

const newestGroup = () => [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[0];

/** What the engine answers for the group over the default days: the busiest channel and the totals. */
function expected() {
  const own = channels().find((channel) => channel.group_id === newestGroup().id);
  const answer = search(
    getTrackingStore(),
    channelDataBody(own, toDateRange(presetRange(DEFAULT_PRESET))),
  ) as {
    aggregations: Record<string, { value?: number; doc_count?: number }>;
  };
  const pv = (id: string) => answer.aggregations[id].doc_count ?? 0;
  const busiest = [...own].sort((a, b) => pv(b.id) - pv(a.id))[0];
  return { busiest, busiestPv: pv(busiest.id), totalPv: answer.aggregations.total_pv.value ?? 0 };
}

async function openCenter() {
  await renderPage(<ChannelCenterPage />, { path: '/channel-center', account: 'admin' });
  await shows(() => screen.queryByTestId('channel-total'));
}

describe('Channel Data', () => {
  it('says what failed and loads again on Retry, then shows the totals and the channels by PV for the group over the past 7 days, and opens a channel’s drawer from its card with Launch Data and Visit Data of its page', async () => {
    const { busiest, busiestPv, totalPv } = expected();
    expect(totalPv).toBeGreaterThan(0);
    server.use(
      http.post(
        '*/api/v1/mini_tracking/aggregate',
        () => HttpResponse.json({ code: 500, msg: 'engine down' }),
        {
          once: true,
        },
      ),
    );
    await openCenter();
    fireEvent.click(screen.getByRole('tab', { name: 'Channel Data' }));
    expect(await shows(() => screen.queryByText('This tab could not be loaded'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));

    const header = await shows(() => screen.queryByText('Channel ID', { selector: 'th' }));
    expect(screen.getByText('Total PV').closest('.ant-statistic')).toHaveTextContent(
      totalPv.toLocaleString('en-US'),
    );
    expect(screen.getByText('Total UV')).toBeInTheDocument();
    const table = header.closest('table')!;
    // The busiest channel's row (another may tie with it), and the most PV first.
    const row = within(table).getByText(busiest.id).closest('tr')!;
    expect(row).toHaveTextContent(busiest.name);
    expect(row).toHaveTextContent(String(busiestPv));
    expect(table.querySelector('tbody tr td:nth-child(3)')).toHaveTextContent(String(busiestPv));
    expect(screen.getByRole('button', { name: /Export/ })).toBeEnabled();

    // Back on the list, a card's data.
    const [newest] = channels()
      .find((channel) => channel.group_id === newestGroup().id)
      .sort((a, b) => b.updated_at - a.updated_at);
    const [route, query] = newest.path.split('?');
    const bodies: { query: { bool: { filter: unknown[] } } }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/mini_tracking/aggregate'))
        void request
          .clone()
          .json()
          .then((body: (typeof bodies)[number]) => bodies.push(body));
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Channel List' }));
    fireEvent.click(await shows(() => screen.queryByLabelText(`Data of ${newest.name}`)));
    const drawer = await shows(() => screen.queryByRole('dialog', { name: `Data of ${newest.name}` }));
    expect(within(drawer).getByRole('tab', { name: 'Launch Data' })).toHaveAttribute('aria-selected', 'true');
    // The launch dashboard's PV/UV tab, scoped to the channel's page and parameters.
    await shows(() => within(drawer).queryAllByText(/^(UV\/Total UV|No data)$/)[0] ?? null);
    const scopeOf = (body: (typeof bodies)[number]) => body.query.bool.filter;
    const expectedScope = [
      { term: { type: 'app_on_launch' } },
      { term: { 'scope.route': route } },
      ...[...new URLSearchParams(query)].map(([key, value]) => ({
        term: { [`scope.options.${key}`]: value },
      })),
    ];
    await waitFor(() => expect(scopeOf(bodies[0])).toEqual(expect.arrayContaining(expectedScope)));
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Visit Data' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('tab', { name: 'Visit Data' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(within(drawer).getByRole('tab', { name: 'User' })).toBeInTheDocument();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(1), PAGE_LOAD);
    expect(scopeOf(bodies.at(-1)!)).toContainEqual({ term: { type: 'page_on_show' } });
    server.events.removeAllListeners();
  });
});
