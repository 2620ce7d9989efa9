/** One member's page: the name, the two profile panels ('No Data' when empty), the member's coupons, Back. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { couponCodes } from 'mock/db/coupons';
import { members } from 'mock/db/members';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import MemberDetailPage from './MemberDetailPage';

installMockBackend();

const openDetail = (id: string, locale: LocaleCode = 'en-US') =>
  renderPage(<MemberDetailPage />, { path: `/user/${id}`, route: '/user/:id', account: 'admin', locale });

const panel = (title: string) => screen.getByText(title).closest('.ant-collapse-item') as HTMLElement;

describe('the member detail', () => {
  it("shows the member's profiles and coupons, newest pick first, and goes back to the list", async () => {
    const owned = new Set(
      couponCodes()
        .all()
        .map((code) => code.openid),
    );
    const member = members().find((candidate) => !!candidate.mini_profile && owned.has(candidate.openid!))[0];
    const codes = couponCodes()
      .find((code) => code.openid === member.openid)
      .sort((a, b) => b.picked_at - a.picked_at);
    const { router } = await openDetail(member.id);
    expect(await screen.findByRole('heading', { name: member.profile!.name }, PAGE_LOAD)).toBeInTheDocument();
    expect(
      within(panel('CRM member profile')).getByText(member.profile!.phone!, { exact: false }),
    ).toBeInTheDocument();
    expect(
      within(panel('Mini-program profile')).getByText(member.mini_profile!.nickname!),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByTestId('list-total')).toHaveTextContent(`Total ${codes.length}`),
      PAGE_LOAD,
    );
    const words = { picked: 'Picked', delivered: 'Delivered', used: 'Used', expired: 'Expired' };
    const table = screen.getByTestId('list-total').closest('.list-container') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText(words[codes[0].status])).toBeInTheDocument();
    expect(within(rows[0]).getByText(codes[0].coupon.title)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/list'));
  });

  it.each([
    ['en-US', 'Mini-program profile', 'No Data'],
    ['zh-CN', '小程序资料', '暂无数据'],
  ] as const)("reads 'No Data' in an empty panel (%s)", async (locale, title, empty) => {
    const member = members().find((candidate) => !candidate.mini_profile)[0];
    await openDetail(member.id, locale);
    await screen.findByRole('heading', { name: member.profile!.name }, PAGE_LOAD);
    expect(within(panel(title)).getByText(empty, { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('says a member that does not exist could not be loaded', async () => {
    await openDetail('nobody');
    const alert = (await screen.findByText('The member could not be loaded', {}, PAGE_LOAD)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('Member not found');
  });
});
