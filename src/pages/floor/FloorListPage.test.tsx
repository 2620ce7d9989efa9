/** The floor list as operators see it: one type's floors, their visibility, create, detail and preview code. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PRIVILEGES } from 'config/privileges';
import { floors } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import type { LocaleCode } from 'src-locales/index';
import { floorVisibility, type FloorVisibility } from 'src-models/floors';
import { renderPage } from 'test/renderPage';
import type { DemoRole } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import FloorListPage from './FloorListPage';

const server = installMockBackend();

const homeFloors = () => floors().find((floor) => floor.type === 'home');
const DAY = 86400;

// The seed's clock is fixed in the past: place the home floors around the real now, one state after another.
beforeEach(() => {
  const now = Math.floor(Date.now() / 1000);
  const times = [
    { visible: true, online_at: now - DAY, offline_at: now + DAY },
    { visible: true, online_at: now + DAY, offline_at: now + 2 * DAY },
    { visible: true, online_at: now - 2 * DAY, offline_at: now - DAY },
    { visible: false, online_at: now - DAY, offline_at: now + DAY },
  ];
  homeFloors().forEach((floor, index) => floors().update(floor.id, times[index % times.length]));
});

async function openList(
  locale: LocaleCode = 'en-US',
  account: DemoRole = 'admin',
  path = '/floor/tabs/home',
) {
  const view = await renderPage(<FloorListPage />, { path, account, locale });
  await waitFor(
    () => expect(document.querySelectorAll('[data-visibility]').length).toBeGreaterThan(0),
    PAGE_LOAD,
  );
  return view;
}

const counted = () => {
  const now = Math.floor(Date.now() / 1000);
  const counts: Partial<Record<FloorVisibility, number>> = {};
  for (const floor of homeFloors()) {
    const state = floorVisibility(
      {
        visible: floor.visible !== false,
        online_at: floor.online_at ?? null,
        offline_at: floor.offline_at ?? null,
      },
      now,
    );
    counts[state] = (counts[state] ?? 0) + 1;
  }
  return counts;
};

describe('the floor list', () => {
  it.each([
    [
      'en-US',
      { online: 'Online', scheduled: 'Scheduled', expired: 'Expired', hidden: 'Hidden' },
      'Create Floor',
    ],
    ['zh-CN', { online: '已上线', scheduled: '待上线', expired: '已下线', hidden: '已隐藏' }, '新建楼层'],
  ] as const)('shows each floor of the type with its visibility (%s)', async (locale, names, create) => {
    await openList(locale);
    const expected = counted();
    // The seed has floors in every state.
    expect(Object.keys(expected).sort()).toEqual(['expired', 'hidden', 'online', 'scheduled']);
    for (const [state, count] of Object.entries(expected)) {
      const tags = [...document.querySelectorAll(`[data-visibility="${state}"]`)];
      expect(tags).toHaveLength(count);
      expect(tags[0]).toHaveTextContent(names[state as FloorVisibility]);
    }
    expect(screen.getByRole('button', { name: new RegExp(create) })).toBeInTheDocument();
  });

  it('orders the floors heaviest first', async () => {
    await openList();
    const titles = [...homeFloors()]
      .sort((a, b) => b.weight - a.weight || b.updated_at - a.updated_at)
      .map((floor) => floor.title);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText(titles[0]) !== null)[0]).toBe(true);
    expect(rows).toHaveLength(titles.length);
  });

  it('links each floor to its detail under the type, and opens a new floor there', async () => {
    const { router } = await openList();
    for (const link of screen.getAllByRole('link', { name: 'Edit' }))
      expect(link.getAttribute('href')).toMatch(/^\/floor\/tabs\/home\/[0-9a-f]{24}$/);
    fireEvent.click(screen.getByRole('button', { name: /Create Floor/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/floor/tabs/home/create'));
  });

  it('lists the render floors at /floor/render, whose detail lives below it', async () => {
    const { router } = await renderPage(<FloorListPage />, {
      path: '/floor/render',
      account: 'admin',
    });
    await screen.findByText(floors().find((floor) => floor.type === 'render')[0].title, {}, PAGE_LOAD);
    fireEvent.click(screen.getAllByRole('link', { name: 'Edit' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/floor\/render\/[0-9a-f]{24}$/));
  });

  it('offers no create button and a View link to an operator who may only read', async () => {
    await openList('en-US', 'viewer');
    expect(screen.queryByRole('button', { name: /Create Floor/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'View' }).length).toBeGreaterThan(0);
  });

  it('links no floor for an operator who may list floors but not open one, and still offers its preview code', async () => {
    // The session of an operator with the search privilege alone (no demo account has just that).
    server.use(
      http.get('*/api/v1/manager/me', () =>
        HttpResponse.json({
          code: 200,
          msg: '',
          data: {
            id: 'op-lister',
            email: 'lister@moto.example',
            name: 'Lister',
            privileges: [PRIVILEGES.floorSearch],
          },
        }),
      ),
    );
    await openList('en-US', 'viewer');
    expect(screen.queryAllByRole('link', { name: /^(Edit|View)$/ })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Preview code' }).length).toBeGreaterThan(0);
  });

  it('shows the release and trial preview codes and URL links of a floor', async () => {
    await openList();
    fireEvent.click(screen.getAllByRole('button', { name: 'Preview code' })[0]);
    const release = await screen.findByRole(
      'img',
      { name: 'Preview code of the Release version' },
      PAGE_LOAD,
    );
    expect(release.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByText(/^https:\/\/wxaurl\.cn\//)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Trial'));
    const trial = await screen.findByRole('img', { name: 'Preview code of the Trial version' });
    expect(trial.getAttribute('src')).not.toBe(release.getAttribute('src'));
    expect(
      screen.getByText('A trial version link opens at most 3 million times a day per mini-program.'),
    ).toBeInTheDocument();
  });

  it('says when a preview code cannot be loaded, and loads it on Retry', async () => {
    server.use(refusedOnce('get', '*/api/v1/wx/wxa/getwxacode', 500, 'wx down'));
    await openList();
    fireEvent.click(screen.getAllByRole('button', { name: 'Preview code' })[1]);
    expect(
      await screen.findByText('The preview code could not be loaded', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('img', { name: 'Preview code of the Release version' }),
    ).toBeInTheDocument();
  });
});
