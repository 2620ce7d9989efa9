/**
 * The coupon list on its own (in the whole app for the session's end, which the shell handles): the list
 * container, the filter builder, saved filters, row workflows.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { coupons } from 'mock/db/coupons';
import { renderPage } from 'test/renderPage';
import CouponListPage from './CouponListPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';

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
  await screen.findByText('Total 30', {}, PAGE_LOAD);
  return view;
}

async function addTitleContains(text: string) {
  fireEvent.click(within(filters()).getByRole('button', { name: /Add condition/ }));
  const row = within(filters()).getByRole('group', { name: 'Title' });
  await choose(within(row).getByRole('combobox', { name: 'Operator' }), 'contains');
  fireEvent.change(within(row).getByRole('textbox', { name: 'Value' }), { target: { value: text } });
}

const helmets = () =>
  coupons()
    .all()
    .filter((coupon) => /helmet/i.test(coupon.title)).length;

describe('the filter builder', () => {
  it('combines with AND by default, runs the conditions and keeps them in the URL', async () => {
    const { router } = await openList();
    expect(within(filters()).getByRole('radio', { name: 'AND' })).toBeChecked();
    await addTitleContains('helmet');
    fireEvent.click(within(filters()).getByRole('button', { name: 'Run' }));
    await screen.findByText(`Total ${helmets()}`);
    const filter = JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}');
    expect(filter).toEqual({
      operator: 'AND',
      query: [{ k: 'title', uiK: 'contains', op: 'regex', v: 'helmet' }],
    });
  });

  it('refuses to run an incomplete condition', async () => {
    await openList();
    fireEvent.click(within(filters()).getByRole('button', { name: /Add condition/ }));
    fireEvent.click(within(filters()).getByRole('button', { name: 'Run' }));
    expect(await within(filters()).findByText('Complete or remove this condition')).toBeInTheDocument();
  });

  it('saves a named filter, loads it for editing, runs it and deletes it', async () => {
    const { router } = await openList();
    await addTitleContains('helmet');
    fireEvent.click(within(filters()).getByRole('button', { name: 'Save filter' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please input the filter name')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Filter name'), { target: { value: 'Helmets' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByText('saved');
    expect(await within(filters()).findByText('Editing "Helmets"')).toBeInTheDocument();

    // Reset, then bring it back from the Saved Filters tab.
    fireEvent.click(within(filters()).getByRole('button', { name: 'Reset' }));
    await screen.findByText('Total 30');
    fireEvent.click(within(filters()).getByRole('tab', { name: 'Saved Filters' }));
    fireEvent.click(await within(filters()).findByRole('button', { name: 'Edit Helmets' }));
    expect(within(filters()).getByRole('tab', { name: 'Conditions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(filters()).getByRole('textbox', { name: 'Value' })).toHaveValue('helmet');
    expect(screen.getByText('Total 30')).toBeInTheDocument();

    fireEvent.click(within(filters()).getByRole('tab', { name: 'Saved Filters' }));
    fireEvent.click(within(filters()).getByRole('button', { name: 'Helmets' }));
    await screen.findByText(`Total ${helmets()}`);
    expect(within(filters()).getByRole('tab', { name: 'Conditions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toContain('filter=');

    fireEvent.click(within(filters()).getByRole('tab', { name: 'Saved Filters' }));
    fireEvent.click(within(filters()).getByRole('button', { name: 'Delete Helmets' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByText('deleted successfully');
    expect(await within(filters()).findByText('No saved filters yet')).toBeInTheDocument();
  });
});

describe('the list', () => {
  it('pages with a quick jumper and no size changer, and keeps the page in the URL', async () => {
    const { router } = await openList();
    expect(document.querySelector('.ant-pagination-options-quick-jumper input')).not.toBeNull();
    expect(document.querySelector('.ant-pagination-options-size-changer')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(screen.getAllByRole('row').filter((row) => row.querySelector('td'))).toHaveLength(10),
    );
  });

  it('writes a large total with its thousands grouped, in both languages', async () => {
    const rows = coupons().all().slice(0, 10);
    const answer = () => HttpResponse.json({ code: 200, msg: '', data: { results: rows, total: 1404 } });
    server.use(http.post('*/api/v1/coupon-center/coupon/search', answer));
    const english = await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin' });
    expect(await screen.findByTestId('list-total', {}, PAGE_LOAD)).toHaveTextContent('Total 1,404');
    english.unmount();
    await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin', locale: 'zh-CN' });
    expect(await screen.findByTestId('list-total', {}, PAGE_LOAD)).toHaveTextContent('共 1,404 条');
  });

  it('keeps the Actions column in view while the table scrolls sideways', async () => {
    await openList();
    // antd's sticky cell, pinned by list.css (jsdom lays nothing out: the browser test scrolls it).
    const lastCells = screen.getAllByRole('row').map((row) => row.lastElementChild as HTMLElement);
    expect(lastCells[0]).toHaveTextContent('Actions');
    for (const cell of lastCells)
      expect(cell).toHaveClass('ant-table-cell-fix-right', 'list-cell--sticky-end');
    // rc-table's own fixed columns would first measure every column in a hidden row (ListContainer).
    expect(document.querySelector('.ant-table-measure-row')).toBeNull();
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
    await screen.findByText('Total 1', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findAllByText('This coupon is in a coupon-drop activity')).length).toBeGreaterThan(
      0,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(`Deactivate "${bound.title}"?`)).length).toBeGreaterThan(0);
    const confirm = screen
      .getAllByRole('button', { name: 'Deactivate' })
      .find((button) => button.closest('.ant-modal'))!;
    fireEvent.click(confirm);
    await screen.findByText('Deactivated successfully');
    await screen.findByRole('button', { name: 'Delete' });
    expect(coupons().get(bound.card_id)?.deactivated).toBe(true);
  });
});

describe('a failed search (issue 11)', () => {
  const SEARCH = '*/api/v1/coupon-center/coupon/search';
  const failure = () =>
    screen.findByText(/^(Search failed|查询失败)$/, { selector: '.load-failure *' }, PAGE_LOAD);

  it('on the first load shows what failed and Retry, no total and no "No data"; Retry loads the list', async () => {
    server.use(http.post(SEARCH, () => new HttpResponse('Bad Gateway', { status: 502 }), { once: true }));
    await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin' });
    const alert = (await failure()).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('The server answered with error 502');
    expect(screen.queryByTestId('list-total')).not.toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Total 30', {}, PAGE_LOAD);
    expect(document.querySelector('.load-failure')).toBeNull();
  });

  it('keeps the rows and the total on screen when a later search fails', async () => {
    await openList();
    const firstRow = screen.getAllByRole('row')[1].textContent;
    server.use(http.post(SEARCH, () => HttpResponse.json({ code: 200, msg: '', data: { results: 'oops' } })));
    fireEvent.click(screen.getByTitle('2'));
    const alert = (await failure()).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent("The server's answer could not be read");
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total 30');
    expect(screen.getAllByRole('row')[1].textContent).toBe(firstRow);
  });

  it('says it in the operator language', async () => {
    server.use(http.post(SEARCH, () => HttpResponse.error(), { once: true }));
    await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin', locale: 'zh-CN' });
    const alert = (await failure()).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('网络异常');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('an edit when the session expires', () => {
  it('keeps what was typed and offers it back after the next login', async () => {
    // The shell's part: the session's end sends the operator to the login page, which brings them back.
    const { router, user } = await openAppAs('admin', '/coupon/list');
    await screen.findByText('Total 30', {}, PAGE_LOAD);
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Typed before expiry');
    await expireSessions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), PAGE_LOAD);
    expect(router.state.location.search).toBe('?redirect=%2Fcoupon%2Flist&expired=1');
    await signInAgain(router, user, '/coupon/list');
    await screen.findByText('Unsaved changes were kept', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const restored = await screen.findByRole('dialog');
    expect(within(restored).getByText('Edit Coupon')).toBeInTheDocument();
    expect(within(restored).getByLabelText('Title')).toHaveValue('Typed before expiry');
    expect(screen.queryByText('Unsaved changes were kept')).not.toBeInTheDocument();
  });
});
