/** The subscribe-message activities as an operator sees them, and the center's loading and 500 texts. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subscribeActivities } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import { SubscribeMsgFrame } from './SubscribeMsgFrame';
import SubscribeMsgListPage from './SubscribeMsgListPage';

installMockBackend();

const rowOf = (id: string) =>
  screen.getAllByRole('row').find((row) => row.getAttribute('data-row-key') === id) as HTMLElement;

describe('the subscribe-message activities', () => {
  it('shows the fixed header and every activity with its template, and opens one', async () => {
    const { router } = await renderPage(<SubscribeMsgListPage />, {
      path: '/subscribe-msg-center/list',
      account: 'admin',
    });
    expect(screen.getByRole('heading', { name: 'Subscribe Message' })).toBeInTheDocument();
    await screen.findByTestId('list-total', {}, PAGE_LOAD);
    const coupon = subscribeActivities().findOne((activity) => activity.name === 'Coupon expiry notice');
    const row = rowOf(coupon?.id ?? '');
    expect(within(row).getByText('Coupon expiry notice')).toBeInTheDocument();
    expect(within(row).getByText('tpl-coupon-expiry')).toBeInTheDocument();
    for (const activity of subscribeActivities().all())
      expect(screen.getByText(activity.name)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Details' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/subscribe-msg-center/actionDetail/${coupon?.id}`),
    );
  });

  it('reads in Chinese', async () => {
    await renderPage(<SubscribeMsgListPage />, {
      path: '/subscribe-msg-center/list',
      account: 'admin',
      locale: 'zh-CN',
    });
    expect(screen.getByRole('heading', { name: '订阅消息' })).toBeInTheDocument();
    await screen.findByTestId('list-total', {}, PAGE_LOAD);
    expect(screen.getAllByRole('button', { name: '详情' }).length).toBe(subscribeActivities().all().length);
  });

  it('is not shown without the privilege to search the activities', async () => {
    await renderPage(<SubscribeMsgListPage />, { path: '/subscribe-msg-center/list', account: 'club' });
    expect(await screen.findByText('Sorry, you are not authorized to access this page.')).toBeInTheDocument();
    expect(screen.queryByText('Coupon expiry notice')).not.toBeInTheDocument();
  });
});

describe('the center around its pages', () => {
  it('shows a loading text while the route is on the way', async () => {
    const Never = () => {
      throw new Promise(() => undefined);
    };
    await renderPage(
      <SubscribeMsgFrame>
        <Never />
      </SubscribeMsgFrame>,
      { path: '/subscribe-msg-center/list', account: 'admin' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the 500 result with the message when the route fails', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('activity list exploded');
    };
    await renderPage(
      <SubscribeMsgFrame>
        <Broken />
      </SubscribeMsgFrame>,
      { path: '/subscribe-msg-center/list', account: 'admin' },
    );
    expect(
      screen.getByText('Sorry, the server is wrong. error : activity list exploded'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscribe Message' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
