/** One member's page: the name, the two profile panels ('No Data' when empty), the member's coupons, Back. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { couponCodes } from 'mock/db/coupons';
import { members } from 'mock/db/members';
import type { LocaleCode } from 'src-locales/index';
import { formatDateTime } from 'src-models/common';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import MemberDetailPage from './MemberDetailPage';

installMockBackend();

const openDetail = (id: string, locale: LocaleCode = 'en-US') =>
  renderPage(<MemberDetailPage />, { path: `/user/${id}`, route: '/user/:id', account: 'admin', locale });

const panel = (title: string) => screen.getByText(title).closest('.ant-collapse-item') as HTMLElement;

/** What a panel shows beside a label, or null when the panel leaves it out. */
/** The value shown beside a label (its header cell's neighbour). */
const fact = (scope: HTMLElement, label: string) =>
  within(scope)
    .queryByText(label, { selector: '.ant-descriptions-item-label > span' })
    ?.closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent ?? null;

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

  it("shows the member's cars, sports, typed answers, region and H5 sign-up, in the page's language", async () => {
    const member = members().find(
      (candidate) =>
        !!candidate.car &&
        !!candidate.sport &&
        !!candidate.h5_changed &&
        !!candidate.owner?.other_model &&
        !!candidate.profession?.else &&
        !!candidate.address?.other_city,
    )[0];
    const { car, sport, address } = member as Required<typeof member>;
    const { store } = await openDetail(member.id);
    await screen.findByRole('heading', { name: member.profile!.name }, PAGE_LOAD);
    const crm = panel('CRM member profile');
    expect(fact(crm, 'Number of cars')).toBe(String(car.quantity));
    expect(fact(crm, 'Car brands')).toBe(car.brands!.join(', '));
    expect(fact(crm, 'Car models')).toBe(car.models!.join(', '));
    expect(fact(crm, 'Number of sports')).toBe(String(sport.quantity));
    expect(fact(crm, 'Sports practised')).toBe(sport.options!.join(', '));
    expect(fact(crm, 'Sport levels')).toBe(sport.levels!.join(', '));
    expect(fact(crm, 'Profession (other)')).toBe(member.profession!.else);
    expect(fact(crm, 'Other brand model owned')).toBe(member.owner!.other_model);
    expect(fact(crm, 'Other region')).toBe(`${address.other_province} ${address.other_city}`);
    expect(fact(crm, 'Dealer in the city')).toBe(address.has_dealer ? 'Yes' : 'No');
    const h5 = panel('H5 profile');
    expect(fact(h5, 'Signed up on H5')).toBe('Yes');
    expect(fact(h5, 'H5 OpenID')).toBe(member.h5_openid);
    expect(fact(h5, 'H5 OpenID changed')).toBe('Yes');
    expect(fact(h5, 'H5 OpenID changed at')).toBe(formatDateTime(member.h5_changed_at!));

    // In Chinese, the Chinese names.
    act(() => void store.dispatch(localeChosen('zh-CN')));
    const zh = await waitFor(() => panel('CRM 会员资料'));
    expect(fact(zh, '汽车品牌')).toBe(car.brands_zh!.join(', '));
    expect(fact(zh, '运动项目')).toBe(sport.options_zh!.join(', '));
  });

  it('leaves out the answers a member did not give, and the H5 panel reads No Data', async () => {
    const member = members().find(
      (candidate) => !candidate.car && !candidate.sport && candidate.from_h5 === undefined,
    )[0];
    await openDetail(member.id);
    await screen.findByRole('heading', { name: member.profile!.name }, PAGE_LOAD);
    const crm = panel('CRM member profile');
    for (const label of [
      'Number of cars',
      'Car brands',
      'Sports practised',
      'Profession (other)',
      'Other region',
    ])
      expect(fact(crm, label)).toBeNull();
    expect(
      within(panel('H5 profile')).getByText('No Data', { selector: '.ant-empty-description' }),
    ).toBeInTheDocument();
  });

  it('says a member that does not exist could not be loaded', async () => {
    await openDetail('nobody');
    const alert = (await screen.findByText('The member could not be loaded', {}, PAGE_LOAD)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('Member not found');
  });
});
