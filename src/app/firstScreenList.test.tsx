/**
 * The app opened at a list (a reload, a copied link): the list's first search goes out with the page's code,
 * and the page is drawn with its rows, never as an empty table first (src/app/pageLoading.ts).
 */
import { screen } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { rides } from 'mock/db/rides';
import { tagCenterCategories, tagCenterScopes } from 'mock/db/lookups';
import { signIn } from 'test/signIn';
import { renderApp, renderAppAtAddress } from 'test/renderApp';
import { openAppAs, PAGE_LOAD } from 'test/openApp';

const server = installMockBackend();

const SEARCH = '/api/v1/coupon-center/coupon/search';

/** The bodies of the searches the app sends to a path (the coupons' by default). */
function recordSearches(path = SEARCH) {
  const bodies: { page: number }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: { page: number }) => bodies.push(body));
  });
  return bodies;
}

/** The calls the app sends to a path (reads without a body too). */
function recordCalls(path: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) calls.push(request.url);
  });
  return calls;
}

/** How many rows the coupon table had in the commit that first drew it. */
function rowsWhenTableFirstDrawn() {
  const seen: { rows: number | null } = { rows: null };
  const observer = new MutationObserver(() => {
    const table = document.querySelector('.ant-table');
    if (!table || seen.rows !== null) return;
    seen.rows = table.querySelectorAll('tr.ant-table-row').length;
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return seen;
}

/** The browser's address: the app reads the first screen's page from it (a memory router in tests). */
function openAt(path: string) {
  window.location.hash = `#${path}`;
}

afterEach(() => {
  window.location.hash = '';
});

describe('the app opened at a list', () => {
  it("draws the list with its rows at once, from one search of the URL's page", async () => {
    const searches = recordSearches();
    const firstDrawing = rowsWhenTableFirstDrawn();
    openAt('/coupon/list?page=2');
    await openAppAs('admin', '/coupon/list?page=2');
    await screen.findByText('Total 30', {}, PAGE_LOAD);
    expect(firstDrawing.rows).toBe(10);
    expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    expect(searches.map((body) => body.page)).toEqual([1]);
  });

  it('searches within the scope its query names: the one ride `?id=` names, blacklisted or not', async () => {
    const ride = rides()
      .all()
      .find((candidate) => candidate.black && !candidate.deleted)!;
    const searches = recordSearches('/api/v1/scrm/ride/search');
    const firstDrawing = rowsWhenTableFirstDrawn();
    openAt(`/riding/regular/list?id=${ride.id}`);
    await openAppAs('admin', `/riding/regular/list?id=${ride.id}`);
    await screen.findByText('Total 1', {}, PAGE_LOAD);
    expect(firstDrawing.rows).toBe(1);
    expect(searches).toHaveLength(1);
    expect(JSON.stringify(searches[0])).toContain(ride.id);
  });

  it("waits for what the store learns first: the tag center's scopes, then the active one's categories", async () => {
    const searches = recordSearches('/api/v1/tag-center-api/category/search');
    const firstDrawing = rowsWhenTableFirstDrawn();
    openAt('/tag-center/tag');
    await openAppAs('admin', '/tag-center/tag');
    const active = [...tagCenterScopes().all()].sort((a, b) => b.updated_at - a.updated_at)[0];
    const categories = tagCenterCategories()
      .all()
      .filter((category) => category.scope_id === active.id);
    await screen.findByText(`Total ${categories.length}`, {}, PAGE_LOAD);
    expect(firstDrawing.rows).toBe(Math.min(categories.length, 20));
    expect(searches).toHaveLength(1);
    expect(JSON.stringify(searches[0])).toContain(active.id);
  });

  it.each([
    ["the DOC list, in the operator's variant", 'admin', '/doc/list', '/api/v1/scrm/doc/search'],
    [
      "a club administrator's applications, in theirs",
      'clubAdmin',
      '/doc/application/list',
      '/api/v1/scrm/admin/doc/application/search',
    ],
  ] as const)(
    "asks for what the choice of its list depends on with the page's code, then searches: %s (the DOC role)",
    async (_list, account, path, searchPath) => {
      const roles = recordCalls('/api/v1/scrm/my/doc/role');
      const searches = recordSearches(searchPath);
      const firstDrawing = rowsWhenTableFirstDrawn();
      openAt(path);
      await openAppAs(account, path);
      await screen.findByText(/^Total \d+$/, {}, PAGE_LOAD);
      expect(firstDrawing.rows).toBeGreaterThan(0);
      expect(roles).toHaveLength(1);
      expect(searches).toHaveLength(1);
    },
  );

  it('asks for the config that names its records first, once, then searches them: the complaints', async () => {
    const configReads = recordCalls('/api/v1/scrm/config/back');
    const searches = recordSearches('/api/v1/form-center-api/record/search');
    const firstDrawing = rowsWhenTableFirstDrawn();
    openAt('/vehicle/complaint');
    await openAppAs('admin', '/vehicle/complaint');
    await screen.findByText(/^Total \d+$/, {}, PAGE_LOAD);
    expect(firstDrawing.rows).toBeGreaterThan(0);
    expect(configReads).toHaveLength(1);
    expect(searches).toHaveLength(1);
  });

  it("opened at an area's index, draws its first tab's list straight away: the index is never drawn", async () => {
    const searches = recordSearches();
    const routesDrawn = new Set<string>();
    const observer = new MutationObserver(() => {
      const route = document.querySelector<HTMLElement>('main[data-route]')?.dataset.route;
      if (route) routesDrawn.add(route);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    await signIn('admin');
    renderAppAtAddress('/coupon');
    await screen.findByText('Total 30', {}, PAGE_LOAD);
    observer.disconnect();
    expect(window.location.hash).toBe('#/coupon/list');
    expect([...routesDrawn]).toEqual(['/coupon/list']);
    expect(searches).toHaveLength(1);
  });

  it('sends no search for a list the operator may not open: the 403 page shows', async () => {
    const searches = recordSearches();
    openAt('/coupon/list');
    await openAppAs('club', '/coupon/list');
    await screen.findByText('Sorry, you are not authorized to access this page.', {}, PAGE_LOAD);
    expect(searches).toEqual([]);
  });

  it('sends no search for an operator not signed in: the login page shows, not an expired session', async () => {
    const searches = recordSearches('/api/v1/coupon-center/code/search');
    openAt('/coupon/redeem/list');
    renderApp('/coupon/redeem/list');
    await screen.findByRole('button', { name: 'Login' }, PAGE_LOAD);
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expect(searches).toEqual([]);
  });
});
