/**
 * The coupon list on its own (in the whole app for the session's end, which the shell handles): the list
 * container, the filter builder, saved filters, row workflows.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { coupons } from 'mock/db/coupons';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import CouponListPage from './CouponListPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { shows } from 'test/queries';

const server = installMockBackend();

const filters = () => screen.getByRole('complementary', { name: 'Filters' });

/** antd selects open on mouse down and list their options in a portal. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

async function openList() {
  const view = await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin' });
  await shows(() => screen.queryByText('Total 30'));
  return view;
}

/** Completes the condition a click on Add condition left (on Title by default): Title contains `text`. */
async function titleContains(text: string) {
  const row = within(filters()).getByRole('group', { name: 'Title' });
  await choose(within(row).getByRole('combobox', { name: 'Operator' }), 'contains');
  fireEvent.change(within(row).getByRole('textbox', { name: 'Value' }), { target: { value: text } });
}

const helmets = () =>
  coupons()
    .all()
    .filter((coupon) => /helmet/i.test(coupon.title)).length;

describe('the filter builder', () => {
  it('refuses an incomplete condition, runs with AND and keeps it in the URL, then saves, loads, runs and deletes it as a named filter', async () => {
    const { router } = await openList();
    expect(within(filters()).getByRole('radio', { name: 'AND' })).toBeChecked();
    fireEvent.click(within(filters()).getByRole('button', { name: /Add condition/ }));
    fireEvent.click(within(filters()).getByRole('button', { name: 'Run' }));
    await shows(() => within(filters()).queryByText('Complete or remove this condition'));

    await titleContains('helmet');
    fireEvent.click(within(filters()).getByRole('button', { name: 'Run' }));
    await shows(() => screen.queryByText(`Total ${helmets()}`));
    const filter = JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}');
    expect(filter).toEqual({
      operator: 'AND',
      query: [{ k: 'title', uiK: 'contains', op: 'regex', v: 'helmet' }],
    });

    // Saved under a name, which the dialog requires.
    fireEvent.click(within(filters()).getByRole('button', { name: 'Save filter' }));
    const dialog = await shows(() => screen.queryByRole('dialog'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await shows(() => within(dialog).queryByText('Please input the filter name'));
    fireEvent.change(within(dialog).getByLabelText('Filter name'), { target: { value: 'Helmets' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await shows(() => screen.queryByText('saved'));
    await shows(() => within(filters()).queryByText('Editing "Helmets"'));

    // Reset, then bring it back from the Saved Filters tab.
    fireEvent.click(within(filters()).getByRole('button', { name: 'Reset' }));
    await shows(() => screen.queryByText('Total 30'));
    fireEvent.click(within(filters()).getByRole('tab', { name: 'Saved Filters' }));
    fireEvent.click(await shows(() => within(filters()).queryByRole('button', { name: 'Edit Helmets' })));
    expect(within(filters()).getByRole('tab', { name: 'Conditions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(filters()).getByRole('textbox', { name: 'Value' })).toHaveValue('helmet');
    expect(screen.getByText('Total 30')).toBeInTheDocument();

    fireEvent.click(within(filters()).getByRole('tab', { name: 'Saved Filters' }));
    fireEvent.click(within(filters()).getByRole('button', { name: 'Helmets' }));
    await shows(() => screen.queryByText(`Total ${helmets()}`));
    expect(within(filters()).getByRole('tab', { name: 'Conditions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toContain('filter=');

    fireEvent.click(within(filters()).getByRole('tab', { name: 'Saved Filters' }));
    fireEvent.click(within(filters()).getByRole('button', { name: 'Delete Helmets' }));
    fireEvent.click(await shows(() => screen.queryByRole('button', { name: 'OK' })));
    await shows(() => screen.queryByText('Deleted successfully'));
    await shows(() => within(filters()).queryByText('No saved filters yet'));
  });
});

describe('the list', () => {
  const SEARCH = '*/api/v1/coupon-center/coupon/search';
  /** The alert of a failed search ("Search failed", in either language), once its reason reads `reason`. */
  const failure = (reason: string) =>
    shows(() => {
      const title = screen.queryByText(/^(Search failed|查询失败)$/, { selector: '.load-failure *' });
      const alert = title?.closest<HTMLElement>('[role="alert"]');
      return alert?.textContent?.includes(reason) ? alert : null;
    });

  it('sorts by a column up, then down, then back to its default, with the arrow shown; the back button too', async () => {
    const { router } = await openList();
    const header = () => screen.getByRole('columnheader', { name: /^Title/ });
    const firstTitle = () => screen.getAllByRole('row')[1].querySelector('td')?.textContent;
    const titles = coupons()
      .all()
      .map((coupon) => coupon.title)
      .sort();
    const order = () => new URLSearchParams(router.state.location.search).get('order');

    fireEvent.click(within(header()).getByText('Title'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    // The list asks for the order after the arrow is painted.
    await waitFor(() => expect(order()).toBe('title'));
    await waitFor(() => expect(firstTitle()).toContain(titles[0]));
    fireEvent.click(within(header()).getByText('Title'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(order()).toBe('-title'));
    await waitFor(() => expect(firstTitle()).toContain(titles[titles.length - 1]));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    fireEvent.click(within(header()).getByText('Title'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    fireEvent.click(within(header()).getByText('Title'));
    await waitFor(() => expect(header()).not.toHaveAttribute('aria-sort'));
    await waitFor(() => expect(order()).toBeNull());
  });

  it('stops its search under way when the operator leaves it', async () => {
    let aborted = false;
    server.use(
      http.post(
        SEARCH,
        ({ request }) =>
          new Promise<Response>((resolve) =>
            request.signal.addEventListener('abort', () => {
              aborted = true;
              resolve(HttpResponse.error());
            }),
          ),
      ),
    );
    const { store, unmount } = await renderPage(<CouponListPage />, {
      path: '/coupon/list',
      account: 'admin',
    });
    await waitFor(() => expect(store.getState().coupons.search.status).toBe('pending'));
    unmount();
    expect(store.getState().coupons.search.status).toBe('idle');
    await waitFor(() => expect(aborted).toBe(true));
  });

  it('keeps the Actions column in view, pages with a quick jumper and the page in the URL, and keeps the rows and the total when a later search fails', async () => {
    const { router } = await openList();
    // antd's sticky cell, pinned by list.css (jsdom lays nothing out: the browser test scrolls it).
    const lastCells = screen.getAllByRole('row').map((row) => row.lastElementChild as HTMLElement);
    expect(lastCells[0]).toHaveTextContent('Actions');
    for (const cell of lastCells)
      expect(cell).toHaveClass('ant-table-cell-fix-right', 'list-cell--sticky-end');
    // rc-table's own fixed columns would first measure every column in a hidden row (ListContainer).
    expect(document.querySelector('.ant-table-measure-row')).toBeNull();

    expect(document.querySelector('.ant-pagination-options-quick-jumper input')).not.toBeNull();
    expect(document.querySelector('.ant-pagination-options-size-changer')).toBeNull();
    // The page chosen is asked for once: at the click, not again when the URL follows.
    const pagesAsked: number[] = [];
    const asked = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/coupon-center/coupon/search'))
        void request
          .clone()
          .json()
          .then((body: { page: number }) => pagesAsked.push(body.page));
    };
    server.events.on('request:start', asked);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(screen.getAllByRole('row').filter((row) => row.querySelector('td'))).toHaveLength(10),
    );
    expect(pagesAsked).toEqual([1]);
    server.events.removeListener('request:start', asked);

    // Issue 11: a later search that fails (back to page 1) leaves what was shown.
    const shownRow = screen.getAllByRole('row')[1].textContent;
    server.use(http.post(SEARCH, () => HttpResponse.json({ code: 200, msg: '', data: { results: 'oops' } })));
    fireEvent.click(document.querySelector('.ant-pagination-item-1')!);
    await failure("The server's answer could not be read");
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total 30');
    expect(screen.getAllByRole('row')[1].textContent).toBe(shownRow);
  });

  it('writes a large total with its thousands grouped, and the rows and page bar, in both languages', async () => {
    const rows = coupons().all().slice(0, 10);
    const answer = () => HttpResponse.json({ code: 200, msg: '', data: { results: rows, total: 1404 } });
    server.use(http.post(SEARCH, answer));
    const { store } = await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin' });
    expect(await shows(() => screen.queryByTestId('list-total'))).toHaveTextContent('Total 1,404');
    const firstRow = () => screen.getAllByRole('row')[1];
    expect(within(firstRow()).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByText('1-20 of 1,404 items')).toBeInTheDocument();
    // Switched as the shell's language switch does: the cells, drawn once for their rows, are drawn again.
    act(() => void store.dispatch(localeChosen('zh-CN')));
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('共 1,404 条'));
    expect(within(firstRow()).getByText('已停用')).toBeInTheDocument();
    expect(screen.getByText('第 1-20 条/总共 1,404 条')).toBeInTheDocument();
  });

  it('warns before deactivating a coupon an activity hands out, then deactivates it', async () => {
    const bound = coupons()
      .all()
      .find((coupon) => coupon.metadata?.activity_id)!;
    const filter = {
      operator: 'AND',
      query: [{ k: 'card_id', op: 'regex', v: `^${bound.card_id}$`, uiK: 'is' }],
    };
    await renderPage(<CouponListPage />, {
      path: `/coupon/list?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      account: 'admin',
    });
    await shows(() => screen.queryByText('Total 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await shows(() => screen.queryAllByText('This coupon is in a coupon-drop activity')[0] ?? null);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await shows(() => screen.queryAllByText(`Deactivate "${bound.title}"?`)[0] ?? null);
    const confirm = screen
      .getAllByRole('button', { name: 'Deactivate' })
      .find((button) => button.closest('.ant-modal'))!;
    fireEvent.click(confirm);
    await shows(() => screen.queryByText('Deactivated successfully'));
    await shows(() => screen.queryByRole('button', { name: 'Delete' }));
    expect(coupons().get(bound.card_id)?.deactivated).toBe(true);
  });

  it('on a failed first load shows what failed and Retry, no total and no "No data", in the operator language; Retry loads the list (issue 11)', async () => {
    server.use(http.post(SEARCH, () => new HttpResponse('Bad Gateway', { status: 502 }), { once: true }));
    const { store } = await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin' });
    const alert = await failure('code:502');
    expect(screen.queryByTestId('list-total')).not.toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();

    // In Chinese, a Retry that fails again (the network this time) says so.
    server.use(http.post(SEARCH, () => HttpResponse.error(), { once: true }));
    act(() => void store.dispatch(localeChosen('zh-CN')));
    fireEvent.click(await shows(() => within(alert).queryByRole('button', { name: '重试' })));
    const again = await failure('网络异常');
    fireEvent.click(within(again).getByRole('button', { name: '重试' }));
    await shows(() => screen.queryByText('共 30 条'));
    expect(document.querySelector('.load-failure')).toBeNull();
  });
});

describe('an edit when the session expires', () => {
  it('keeps what was typed and offers it back after the next login', async () => {
    // The shell's part: the session's end sends the operator to the login page, which brings them back.
    const { router, user } = await openAppAs('admin', '/coupon/list');
    await shows(() => screen.queryByText('Total 30'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const dialog = await shows(() => screen.queryByRole('dialog'));
    // Pasted: typing it key by key is not the point.
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.paste('Typed before expiry');
    await expireSessions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), PAGE_LOAD);
    expect(router.state.location.search).toBe('?redirect=%2Fcoupon%2Flist&expired=1');
    await signInAgain(router, user, '/coupon/list');
    await shows(() => screen.queryByText('Unsaved changes were kept'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const restored = await shows(() => screen.queryByRole('dialog'));
    expect(within(restored).getByText('Edit Coupon')).toBeInTheDocument();
    expect(within(restored).getByLabelText('Title')).toHaveValue('Typed before expiry');
    expect(screen.queryByText('Unsaved changes were kept')).not.toBeInTheDocument();
  });
});
