/** One subscribe-message activity as an operator sees it: its template, the message, the preview, the save. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { subscribeActivities, type SubscribeActivityRecord } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import type { DemoRole } from 'test/signIn';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { shows } from 'test/queries';
import SubscribeMsgDetailPage from './SubscribeMsgDetailPage';

const server = installMockBackend();

const ROUTE = '/subscribe-msg-center/actionDetail/:id';
const named = (name: string) =>
  subscribeActivities().findOne((activity) => activity.name === name) as SubscribeActivityRecord;
const pathOf = (name: string) => `/subscribe-msg-center/actionDetail/${named(name).id}`;

async function open(name: string, account: DemoRole = 'admin') {
  const view = await renderPage(<SubscribeMsgDetailPage />, { path: pathOf(name), route: ROUTE, account });
  await shows(() => screen.queryByText(`Activity: ${name}`));
  return view;
}

const preview = () => screen.getByRole('figure', { name: 'Phone preview' });

describe('an activity of the subscribe-message center', () => {
  it('shows the header, its template, its message in the editor and the preview, a fixed picker, in both languages', async () => {
    const { store } = await open('Spring ride reminder');
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
    // It keeps the activity it edits: its picker cannot be changed.
    expect(screen.getByRole('combobox', { name: 'Activity' })).toBeDisabled();

    act(() => void store.dispatch(localeChosen('zh-CN')));
    expect(await shows(() => screen.queryByText('活动：Spring ride reminder'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '订阅消息' })).toBeInTheDocument();
    expect(screen.getByText('模板', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });

  it('refuses a value its placeholder type refuses and says why, then fills the message, previews it and saves it', async () => {
    await open('Coupon expiry notice');
    const enter = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await shows(() => screen.queryByLabelText('Code'));
    enter('Code', '中文');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await shows(
        () =>
          screen.queryAllByText('1 to 32 letters, digits or symbols, without spaces or Chinese')[0] ?? null,
      ),
    ).toBeInTheDocument();
    expect(named('Coupon expiry notice').message).toBeUndefined();

    enter('Coupon', 'Service voucher');
    enter('Amount', '¥100.00');
    enter('Expires on', '2026-12-31');
    enter('Code', 'A1B2C3');
    enter('Page path', '/pages/coupon/mine');
    expect(within(preview()).getByText('Service voucher')).toBeInTheDocument();
    const saves: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/message/save')) saves.push(request.url);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Save Successfully'));
    expect(named('Coupon expiry notice').message).toMatchObject({
      template_id: 'tpl-coupon-expiry',
      data: { thing1: { value: 'Service voucher' }, character_string4: { value: 'A1B2C3' } },
      page: '/pages/coupon/mine',
    });

    // The rest of a burst, once saved: nothing changed, so nothing is written again.
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    expect(saves).toHaveLength(1);
    expect(screen.getAllByText('Save Successfully')).toHaveLength(1);
    // A change is saved.
    enter('Coupon', 'Oil change voucher');
    fireEvent.click(save);
    await waitFor(() =>
      expect(named('Coupon expiry notice').message?.data.thing1.value).toBe('Oil change voucher'),
    );
    expect(saves).toHaveLength(2);
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
      await shows(() =>
        screen.queryByText(
          "The template tpl-withdrawn is not among the mini-program's templates: its placeholders cannot be filled",
        ),
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
    expect(await shows(() => screen.queryByText('The templates could not be loaded'))).toBeInTheDocument();
    expect(screen.getByText(/wx is down/)).toBeInTheDocument();
  });

  it('shows a loading text until the activity arrives, and says so when it does not exist', async () => {
    await renderPage(<SubscribeMsgDetailPage />, {
      path: '/subscribe-msg-center/actionDetail/missing',
      route: ROUTE,
      account: 'admin',
    });
    // The mock has not answered yet.
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await shows(() => screen.queryByText('The subscribe-message activity could not be loaded')),
    ).toBeInTheDocument();
    expect(screen.getByText(/The subscribe-message activity does not exist/)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('keeps what was typed through an expired session and saves it after the next login', async () => {
    const path = pathOf('Spring ride reminder');
    const { router, user } = await openAppAs('admin', path);
    await waitFor(() => expect(screen.getByLabelText('Place')).toHaveValue('Shanghai'), PAGE_LOAD);
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'Hangzhou' } });
    await expireSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, path);
    await shows(() => screen.queryByText('Unsaved changes were kept'));
    expect(screen.getByLabelText('Place')).toHaveValue('Shanghai');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Place')).toHaveValue('Hangzhou');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Save Successfully'));
    expect(named('Spring ride reminder').message?.data.thing3).toEqual({ value: 'Hangzhou' });
  });
});
