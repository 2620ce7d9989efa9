/**
 * The app opened at a list whose first search fails. A file of its own: the notifier holds what the sagas say
 * only until the shell first attaches it, once per app (per test file here).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { openAppAs, PAGE_LOAD } from 'test/openApp';

const server = installMockBackend();

afterEach(() => {
  window.location.hash = '';
});

describe('the app opened at a list whose first search fails', () => {
  it('shows a failed first search in place with Retry, and tells it once the shell is drawn', async () => {
    server.use(
      http.post(
        '*/api/v1/coupon-center/coupon/search',
        () => new HttpResponse('Bad Gateway', { status: 502 }),
        { once: true },
      ),
    );
    window.location.hash = '#/coupon/list';
    await openAppAs('admin', '/coupon/list');
    const failure = await screen.findByText('Search failed', { selector: '.load-failure *' }, PAGE_LOAD);
    const alert = failure.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('code:502');
    await screen.findByText('Search failed', { selector: '.ant-message *' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Total 30', {}, PAGE_LOAD);
    expect(document.querySelectorAll('tr.ant-table-row')).toHaveLength(20);
  });
});
