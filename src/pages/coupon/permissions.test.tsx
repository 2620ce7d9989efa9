/** What each operator sees of the coupon area (01-platform §2, §6; 02-operations §4, §6). */
import { screen, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { coupons, type CouponRecord } from 'mock/db/coupons';
import { renderPage } from 'test/renderPage';
import ActivityListPage from './ActivityListPage';
import CouponListPage from './CouponListPage';
import RedeemListPage from './RedeemListPage';
import { PAGE_LOAD } from 'test/openApp';

installMockBackend();

// The area's tabs come first; the filter panel has tabs of its own.
const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Pages of this area' }))
    .getAllByRole('link')
    .map((tab) => tab.textContent);

/** The coupon list filtered on the coupons' state flags, as a link would carry it. */
const listWhere = (flags: Record<string, boolean>) =>
  `/coupon/list?filter=${encodeURIComponent(
    JSON.stringify({
      operator: 'AND',
      query: Object.entries(flags).map(([k, v]) => ({ k, op: 'eq', v, uiK: 'is' })),
    }),
  )}`;

async function rowActions(path: string, expected: number) {
  await screen.findByText(`Total ${expected}`, {}, PAGE_LOAD);
  const rows = screen.getAllByRole('row').filter((row) => row.querySelector('td'));
  return rows.map((row) =>
    within(row)
      .queryAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => ['Edit', 'Deactivate', 'Delete'].includes(text ?? '')),
  );
}

const count = (test: (coupon: CouponRecord) => boolean) => coupons().all().filter(test).length;

describe('the coupon area by permission', () => {
  it('gives an admin every tab and the create button', async () => {
    await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin' });
    await screen.findByText('Total 30', {}, PAGE_LOAD);
    expect(tabNames()).toEqual(['Coupon List', 'Coupon Activity Drop List', 'Redeem List']);
    expect(screen.getByRole('button', { name: /Create Coupon/ })).toBeInTheDocument();
  });

  it('offers edit and deactivate on active coupons only', async () => {
    const path = listWhere({ deactivated: false });
    await renderPage(<CouponListPage />, { path, account: 'admin' });
    const actions = await rowActions(
      path,
      count((coupon) => !coupon.deactivated),
    );
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((names) => names.join() === 'Edit,Deactivate')).toBe(true);
  });

  it('offers only delete on a deactivated coupon, and nothing once deleted', async () => {
    const path = listWhere({ deactivated: true, deleted: false });
    await renderPage(<CouponListPage />, { path, account: 'admin' });
    const actions = await rowActions(
      path,
      count((coupon) => coupon.deactivated && !coupon.deleted),
    );
    expect(actions.every((names) => names.join() === 'Delete')).toBe(true);
  });

  it('shows deleted coupons without actions', async () => {
    const path = listWhere({ deleted: true });
    await renderPage(<CouponListPage />, { path, account: 'admin' });
    const actions = await rowActions(
      path,
      count((coupon) => coupon.deleted),
    );
    expect(actions.every((names) => names.length === 0)).toBe(true);
  });

  it('lets a viewer read and download but change nothing', async () => {
    const path = listWhere({ deactivated: false });
    await renderPage(<CouponListPage />, { path, account: 'viewer' });
    const actions = await rowActions(
      path,
      count((coupon) => !coupon.deactivated),
    );
    expect(tabNames()).toEqual(['Coupon List', 'Coupon Activity Drop List', 'Redeem List']);
    expect(actions.every((names) => names.length === 0)).toBe(true);
    expect(screen.queryByRole('button', { name: /Create Coupon/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download/ })).toBeInTheDocument();
  });

  it('gives the activity list a create button only with the save permission', async () => {
    const viewer = await renderPage(<ActivityListPage />, {
      path: '/coupon/activity/list',
      account: 'viewer',
    });
    await screen.findByText(/^Total \d+$/, {}, PAGE_LOAD);
    expect(screen.queryByRole('button', { name: /Create Activity/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View' }).length).toBeGreaterThan(0);
    viewer.unmount();

    await renderPage(<ActivityListPage />, { path: '/coupon/activity/list', account: 'admin' });
    await screen.findByText(/^Total \d+$/, {}, PAGE_LOAD);
    expect(screen.getByRole('button', { name: /Create Activity/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Edit' }).length).toBeGreaterThan(0);
  });

  it('shows an operator without coupon permissions only the Redeem List tab, and a 403 for the coupon list', async () => {
    const club = await renderPage(<RedeemListPage />, { path: '/coupon/redeem/list', account: 'club' });
    await screen.findByText(/^Total \d+$/, {}, PAGE_LOAD);
    expect(tabNames()).toEqual(['Redeem List']);
    club.unmount();

    await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'club' });
    await screen.findByText('Sorry, you are not authorized to access this page.', {}, PAGE_LOAD);
  });
});
