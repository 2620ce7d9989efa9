/**
 * The coupon-drop activity editor (02-operations §2 screen 1, §5, §8) on its own; in the whole app for the
 * session's end, which the shell handles.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { couponActivities, coupons } from 'mock/db/coupons';
import { renderPage } from 'test/renderPage';
import ActivityEditorPage from './ActivityEditorPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';

const server = installMockBackend();

/** The page header: Back and the title at one end, Cancel and Save at the other. */
const header = () =>
  screen.getByRole('heading', { level: 4 }).closest('.ant-space')!.parentElement as HTMLElement;

async function pickCoupons(titles: string[]) {
  const select = screen.getByRole('combobox', { name: 'Coupons' });
  for (const title of titles) {
    fireEvent.mouseDown(select);
    // The option list is virtual: search narrows it to the coupon.
    fireEvent.change(select, { target: { value: title } });
    const options = await screen.findAllByTitle(title);
    fireEvent.click(options[options.length - 1]);
  }
}

/** Coupons the picker offers under a title no other offered coupon has, so a click picks exactly them. */
function freeCoupons() {
  const offered = coupons()
    .all()
    .filter((coupon) => !coupon.deactivated && !coupon.deleted);
  const titles = offered.map((coupon) => coupon.title);
  return offered.filter(
    (coupon) =>
      !coupon.metadata?.activity_id && titles.indexOf(coupon.title) === titles.lastIndexOf(coupon.title),
  );
}

/** The editor as its routes mount it: `/coupon/activity/create`, or an activity's id. */
const openEditor = (id: string, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  renderPage(<ActivityEditorPage />, {
    path: `/coupon/activity/${id}`,
    route: id === 'create' ? '/coupon/activity/create' : '/coupon/activity/:id',
    account: 'admin',
    locale,
  });

describe('the activity editor', () => {
  it('asks for name, coupons and behaviour, and prompts to choose coupons', async () => {
    await openEditor('create');
    await screen.findByText('Please select coupons on the left', {}, PAGE_LOAD);
    fireEvent.click(within(header()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Please input the activity name');
    await screen.findByText('Please choose coupons');
    await screen.findByText('Please choose the behaviour');
    expect(screen.getByLabelText('member registered successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('member registered for 1 year')).toBeInTheDocument();
  });

  it('shows a tab per chosen coupon and saves an activity with two coupons', async () => {
    const [first, second] = freeCoupons();
    const { router } = await openEditor('create');
    await screen.findByText('Please select coupons on the left', {}, PAGE_LOAD);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Welcome pack' } });
    await pickCoupons([first.title, second.title]);
    await screen.findByRole('tab', { name: 'Coupon 1' });
    expect(screen.getByRole('tab', { name: 'Coupon 2' })).toBeInTheDocument();
    expect((await screen.findAllByText(first.card_id)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText('member registered successfully'));
    fireEvent.click(within(header()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coupon/activity/list'), {
      timeout: 20_000,
    });
    await screen.findByText('Created successfully');
    const saved = couponActivities().findOne((activity) => activity.name === 'Welcome pack');
    expect(saved?.card_ids).toEqual([first.card_id, second.card_id]);
    expect(saved?.delivery.event_type).toBe('member_bound');
  });

  it('warns on a chosen coupon that was deactivated since', async () => {
    const [activity] = couponActivities().all();
    coupons().update(activity.card_ids[0], { deactivated: true });
    await openEditor(activity.id);
    await screen.findByText('This coupon has been deactivated: members will not receive it.', {}, PAGE_LOAD);
    expect(screen.getByLabelText('Name')).toHaveValue(activity.name);
  });

  it.each([
    ['en-US', 'The coupons to choose from could not be loaded', 'The coupon could not be loaded', 'Retry'],
    ['zh-CN', '无法加载可选的优惠券', '无法加载此优惠券', '重试'],
  ] as const)(
    'shows failed lookups in place and loads them on Retry (%s)',
    async (locale, options, detail, retry) => {
      const [activity] = couponActivities().all();
      const [chosen] = activity.card_ids;
      let failing = true;
      const broken = () =>
        failing ? new HttpResponse('<html>Bad Gateway</html>', { status: 502 }) : undefined;
      server.use(
        http.post('*/api/v1/coupon-center/coupon/search', broken),
        http.get('*/api/v1/coupon-center/coupon', broken),
      );
      await openEditor(activity.id, locale);
      const optionsFailure = (await screen.findByText(options, {}, PAGE_LOAD)).closest(
        '[role=alert]',
      ) as HTMLElement;
      const detailFailure = (await screen.findByText(detail, {}, PAGE_LOAD)).closest(
        '[role=alert]',
      ) as HTMLElement;
      // What was loaded stays: the activity's own coupons are still chosen, by name.
      expect(screen.getByTitle(coupons().get(chosen)!.title)).toBeInTheDocument();

      failing = false;
      fireEvent.click(within(optionsFailure).getByRole('button', { name: retry }));
      fireEvent.click(within(detailFailure).getByRole('button', { name: retry }));
      await waitFor(() => expect(screen.queryByText(options)).not.toBeInTheDocument(), PAGE_LOAD);
      await waitFor(() => expect(screen.queryByText(detail)).not.toBeInTheDocument(), PAGE_LOAD);
      expect(await screen.findAllByText(coupons().get(chosen)!.card_id, {}, PAGE_LOAD)).not.toHaveLength(0);
    },
  );

  it("shows a chosen coupon's banner only when it is an upload or an http(s) URL", async () => {
    const [activity] = couponActivities().all();
    const [unsafe, safe] = activity.card_ids;
    coupons().update(unsafe, { banner: 'javascript:alert(1)' });
    await openEditor(activity.id);
    await screen.findAllByText(unsafe, {}, PAGE_LOAD);
    expect(document.querySelector('img[src^="javascript:"]')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Coupon 2' }));
    await screen.findAllByText(safe, {}, PAGE_LOAD);
    expect(document.querySelector(`img[src="${coupons().get(safe)!.banner}"]`)).not.toBeNull();
  });

  it('says "Activity duplicate" for a name another activity has (1340868)', async () => {
    const [existing] = couponActivities().all();
    const [free] = freeCoupons();
    await openEditor('create');
    await screen.findByText('Please select coupons on the left', {}, PAGE_LOAD);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: existing.name } });
    await pickCoupons([free.title]);
    fireEvent.click(screen.getByLabelText('member registered for 1 year'));
    fireEvent.click(within(header()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Activity duplicate', {}, PAGE_LOAD);
    expect(screen.getByLabelText('Name')).toHaveValue(existing.name);
  });

  it('says "Activity not found" for an unknown activity (1340869)', async () => {
    await openEditor('nothing-here');
    await screen.findByText('Activity not found', {}, PAGE_LOAD);
  });

  it('asks before Cancel leaves unsaved changes, and goes back to the list once told to leave', async () => {
    const { router } = await openEditor('create');
    await screen.findByText('Please select coupons on the left', {}, PAGE_LOAD);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Half typed' } });
    fireEvent.click(within(header()).getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your changes have not been saved.');
    expect(router.state.location.pathname).toBe('/coupon/activity/create');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coupon/activity/list'));
  });

  it('keeps the unsaved activity through an expired session and offers it back after the next login', async () => {
    const { router, user } = await openAppAs('admin', '/coupon/activity/create');
    await screen.findByText('Please select coupons on the left', {}, PAGE_LOAD);
    const [free] = freeCoupons();
    await user.type(screen.getByLabelText('Name'), 'Half-typed activity');
    await pickCoupons([free.title]);
    fireEvent.click(screen.getByLabelText('member registered for 1 year'));
    await expireSessions();
    fireEvent.click(within(header()).getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, '/coupon/activity/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }, PAGE_LOAD));
    expect(screen.getByLabelText('Name')).toHaveValue('Half-typed activity');
    expect(screen.getByLabelText('member registered for 1 year')).toBeChecked();
    await screen.findByRole('tab', { name: 'Coupon 1' });
  });
});
