import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import LaunchDashboard from './LaunchDashboard';
import PageViewDashboard from './PageViewDashboard';

const server = installMockBackend();
// antd's charts and tables make the first render slow in jsdom.

/** The aggregations each request asked for, in order. */
function recordAggregations() {
  const asked: string[][] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/mini_tracking/aggregate')) return;
    void request
      .clone()
      .json()
      .then((body: { aggs?: object }) => asked.push(Object.keys(body.aggs ?? {})));
  });
  return asked;
}

const emptyAnswer = {
  code: 200,
  msg: '',
  data: {
    hits: { total: { value: 0, relation: 'eq' }, hits: [] },
    _hits: [],
    aggregations: { pv: { value: 0 }, uv: { value: 0 }, daily: { buckets: [] } },
  },
};

/**
 * The table with this column, once shown. Text queries and fireEvent throughout: role queries and userEvent
 * compute styles over the whole antd page, which costs seconds per step in jsdom.
 */
async function findTable(column: string): Promise<HTMLElement> {
  const header = await screen.findByText(column, { selector: 'th' }, { timeout: 30_000 });
  return header.closest('table')!;
}

const columnTitles = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean);

afterEach(() => server.events.removeAllListeners());

describe('the tracking dashboard', () => {
  it('shows a spinner while PV/UV loads, then the daily table', async () => {
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/v1/mini_tracking/aggregate', async () => {
        await answered; // held until the spinner has been seen
        return undefined;
      }),
    );
    await renderPage(<PageViewDashboard />, { path: '/tracking', account: 'club' });
    await screen.findByText('Loading...', {}, { timeout: 20_000 });
    release();
    const table = await findTable('UV/Total UV');
    expect(columnTitles(table)).toEqual(['Date', 'PV', 'UV', 'UV/PV', 'PV/Total PV', 'UV/Total UV']);
    // The default range: 7 days ending today in UTC+8.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(7);
    expect(within(table).getByText(today)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('rounds the mean PV to 2 decimals, as the chart guide does', async () => {
    const day = (date: string, pv: number) => ({ key_as_string: date, doc_count: pv, uv: { value: 1 } });
    const answer = {
      ...emptyAnswer,
      data: {
        ...emptyAnswer.data,
        aggregations: {
          pv: { value: 8 },
          uv: { value: 3 },
          daily: { buckets: [day('2026-11-01', 2), day('2026-11-02', 3), day('2026-11-03', 3)] },
        },
      },
    };
    server.use(http.post('*/api/v1/mini_tracking/aggregate', () => HttpResponse.json(answer)));
    await renderPage(<PageViewDashboard />, { path: '/tracking', account: 'club' });
    const card = (await screen.findByText('Mean PV', {}, { timeout: 20_000 })).closest('.ant-statistic')!;
    expect(card.querySelector('.ant-statistic-content')!.textContent).toBe('2.67');
  });

  it('shows the empty placeholder when there is no data', async () => {
    server.use(http.post('*/api/v1/mini_tracking/aggregate', () => HttpResponse.json(emptyAnswer)));
    await renderPage(<PageViewDashboard />, { path: '/tracking', account: 'club' });
    await screen.findByText('No data', { selector: '.ant-empty-description' }, { timeout: 20_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load in place with Retry, never the empty placeholder, and Retry loads the tab', async () => {
    server.use(
      http.post(
        '*/api/v1/mini_tracking/aggregate',
        () => HttpResponse.json({ code: 200, msg: '', data: { hits: null } }),
        { once: true },
      ),
    );
    await renderPage(<PageViewDashboard />, { path: '/tracking', account: 'club' });
    const failure = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(failure).toHaveTextContent('This tab could not be loaded');
    expect(failure).toHaveTextContent("The server's answer could not be read");
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await findTable('UV/Total UV');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads a tab only when it is selected', async () => {
    const asked = recordAggregations();
    await renderPage(<PageViewDashboard />, { path: '/tracking', account: 'club' });
    await findTable('UV/Total UV');
    expect(asked).toEqual([['pv', 'uv', 'daily']]);
    fireEvent.click(screen.getByText('Device', { selector: '.ant-tabs-tab-btn' }));
    expect(columnTitles(await findTable('Platform'))).toEqual(['Type', 'Platform', 'Count', 'Percentage']);
    expect(asked).toEqual([
      ['pv', 'uv', 'daily'],
      ['platform', 'brand'],
    ]);
  });

  it("joins the romanised and Chinese buckets of one place on the Area tab, in the page's language", async () => {
    const city = (name: string, count: number) => [name, count] as const;
    const province = (name: string, count: number, cities: (readonly [string, number])[]) => ({
      key: name,
      doc_count: count,
      city: { buckets: cities.map(([key, doc_count]) => ({ key, doc_count })) },
    });
    const answer = {
      ...emptyAnswer,
      data: {
        ...emptyAnswer.data,
        aggregations: {
          daily: {
            buckets: [
              {
                key_as_string: '2026-11-01',
                doc_count: 7,
                country: {
                  buckets: [
                    {
                      key: '中国',
                      doc_count: 4,
                      province: { buckets: [province('广东省', 4, [city('深圳市', 4)])] },
                    },
                    {
                      key: 'China',
                      doc_count: 3,
                      province: {
                        buckets: [
                          province('Guangdong', 2, [city('Shenzhen', 2)]),
                          province('Atlantis', 1, []),
                        ],
                      },
                    },
                  ],
                },
              },
            ],
          },
        },
      },
    };
    server.use(http.post('*/api/v1/mini_tracking/aggregate', () => HttpResponse.json(answer)));
    await renderPage(<PageViewDashboard />, { path: '/tracking?tab=area', account: 'club' });
    const cities = await findTable('City');
    const provinces = (await screen.findAllByText('Province', { selector: 'th' }))
      .map((th) => th.closest('table')!)
      .find((table) => table !== cities)!;
    const rows = (table: HTMLElement) =>
      [...table.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].slice(0, -1).map((td) => td.textContent),
      );
    expect(rows(provinces)).toEqual([
      ['1', 'Guangdong', '6'],
      ['2', 'Atlantis', '1'],
    ]);
    expect(rows(cities)).toEqual([['1', 'Shenzhen', 'Guangdong', '6']]);
    expect(screen.queryByText('广东省')).not.toBeInTheDocument();
  });

  it('offers the user referer and user map tabs only in the launch variant', async () => {
    await renderPage(<LaunchDashboard />, { path: '/tracking/launch?tab=referer', account: 'club' });
    expect(columnTitles(await findTable('Inviter'))).toEqual(['Inviter', 'Invitee', 'Count']);
    const tabs = [...document.querySelectorAll('.ant-tabs-tab-btn')].map((tab) => tab.textContent);
    expect(tabs).toEqual(expect.arrayContaining(['User Referer', 'User Map', 'Referer Graph']));
    expect(tabs).not.toContain('User');
  });
});
