/** One subscribe-message activity as an operator sees it: its template, the message, the preview, the save. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { subscribeActivities, type SubscribeActivityRecord } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { renderApp } from 'test/renderApp';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { signIn } from 'test/signIn';
import type { DemoRole } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import SubscribeMsgDetailPage from './SubscribeMsgDetailPage';

const server = installMockBackend();

const ROUTE = '/subscribe-msg-center/actionDetail/:id';
const named = (name: string) =>
  subscribeActivities().findOne((activity) => activity.name === name) as SubscribeActivityRecord;
const pathOf = (name: string) => `/subscribe-msg-center/actionDetail/${named(name).id}`;

async function open(name: string, account: DemoRole = 'admin') {
  const view = await renderPage(<SubscribeMsgDetailPage />, { path: pathOf(name), route: ROUTE, account });
  await screen.findByText(`Activity: ${name}`, {}, PAGE_LOAD);
  return view;
}

const preview = () => screen.getByRole('figure', { name: 'Phone preview' });

describe('an activity of the subscribe-message center', () => {
  it('shows the header, its template from gettemplate and its message in the editor and the phone preview', async () => {
    await open('Spring ride reminder');
    expect(screen.getByRole('heading', { name: 'Subscribe Message' })).toBeInTheDocument();
    const template = screen.getByText('Template', { selector: '.ant-card-head-title' }).closest('.ant-card');
    const card = within(template as HTMLElement);
    expect(card.getByText('Activity start reminder')).toBeInTheDocument();
    expect(card.getByText(/Start time:\{\{time2\.DATA\}\}/)).toBeInTheDocument();
    expect(card.getByText(/Remark:Bring a helmet/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Place')).toHaveValue('Shanghai'), PAGE_LOAD);
    expect(screen.getByLabelText('Page path')).toHaveValue('/pages/index/index');
    expect(within(preview()).getByText('Activity start reminder')).toBeInTheDocument();
    expect(within(preview()).getByText('Spring ride')).toBeInTheDocument();
  });

  it('fills a new message of its template, previews it as typed, and saves it', async () => {
    await open('Coupon expiry notice');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Coupon', {}, PAGE_LOAD), 'Service voucher');
    await user.type(screen.getByLabelText('Amount'), '¥100.00');
    await user.type(screen.getByLabelText('Expires on'), '2026-12-31');
    await user.type(screen.getByLabelText('Code'), 'A1B2C3');
    await user.type(screen.getByLabelText('Page path'), '/pages/coupon/mine');
    expect(within(preview()).getByText('Service voucher')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Save Successfully', {}, PAGE_LOAD);
    expect(named('Coupon expiry notice').message).toMatchObject({
      template_id: 'tpl-coupon-expiry',
      data: { thing1: { value: 'Service voucher' }, character_string4: { value: 'A1B2C3' } },
      page: '/pages/coupon/mine',
    });
  });

  it('does not save a value its placeholder type refuses, and says why', async () => {
    await open('Coupon expiry notice');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Code', {}, PAGE_LOAD), '中文');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (
        await screen.findAllByText(
          '1 to 32 letters, digits or symbols, without spaces or Chinese',
          {},
          PAGE_LOAD,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(named('Coupon expiry notice').message).toBeUndefined();
  });

  it('keeps the activity it edits: its picker cannot be changed', async () => {
    await open('Spring ride reminder');
    await waitFor(() => expect(screen.getByLabelText('Place')).toHaveValue('Shanghai'), PAGE_LOAD);
    expect(screen.getByRole('combobox', { name: 'Activity' })).toBeDisabled();
  });

  it('is read-only without SubscribeMsgSave', async () => {
    await open('Spring ride reminder', 'viewer');
    await waitFor(() => expect(screen.getByLabelText('Place')).toHaveValue('Shanghai'), PAGE_LOAD);
    expect(screen.getByLabelText('Place')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says so when its template is not among the mini-program’s', async () => {
    subscribeActivities().update(named('Club code').id, { tpl_id: 'tpl-withdrawn' });
    await open('Club code');
    expect(
      await screen.findByText(
        "The template tpl-withdrawn is not among the mini-program's templates: its placeholders cannot be filled",
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('says the templates could not be loaded, with the server’s reason', async () => {
    server.use(
      http.get('*/api/v1/wx/wxaapi/newtmpl/gettemplate', () =>
        HttpResponse.json({ code: 500, msg: 'wx is down', data: null }),
      ),
    );
    await open('Spring ride reminder');
    expect(await screen.findByText('The templates could not be loaded', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/wx is down/)).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await renderPage(<SubscribeMsgDetailPage />, {
      path: pathOf('Spring ride reminder'),
      route: ROUTE,
      account: 'admin',
      locale: 'zh-CN',
    });
    expect(await screen.findByText('活动：Spring ride reminder', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '订阅消息' })).toBeInTheDocument();
    expect(
      await screen.findByText('模板', { selector: '.ant-card-head-title' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });

  it('shows a loading text until the activity arrives', async () => {
    server.use(
      http.get('*/api/v1/subscribe_msg/activity/:id', async () => {
        await delay('infinite');
      }),
    );
    await renderPage(<SubscribeMsgDetailPage />, {
      path: pathOf('Spring ride reminder'),
      route: ROUTE,
      account: 'admin',
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('says so when the activity does not exist', async () => {
    await renderPage(<SubscribeMsgDetailPage />, {
      path: '/subscribe-msg-center/actionDetail/missing',
      route: ROUTE,
      account: 'admin',
    });
    expect(
      await screen.findByText('The subscribe-message activity could not be loaded', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/The subscribe-message activity does not exist/)).toBeInTheDocument();
  });

  it('keeps what was typed through an expired session and saves it after the next login', async () => {
    const path = pathOf('Spring ride reminder');
    await signIn('admin');
    const { router } = renderApp(path);
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getByLabelText('Place')).toHaveValue('Shanghai'), { timeout: 20_000 });
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'Hangzhou' } });
    await expireSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, path);
    await screen.findByText('Unsaved changes were kept', {}, { timeout: 20_000 });
    expect(screen.getByLabelText('Place')).toHaveValue('Shanghai');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Place')).toHaveValue('Hangzhou');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Save Successfully', {}, { timeout: 20_000 });
    expect(named('Spring ride reminder').message?.data.thing3).toEqual({ value: 'Hangzhou' });
  });
});
