/**
 * The signed-in app's code fails to load (the network, a release that replaced the files): the page says so, with
 * Retry, which loads it again. A file of its own: the failure is set up once, for the first load of the app.
 */
import { screen } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { openAppAs, PAGE_LOAD } from 'test/openApp';

installMockBackend();

jest.mock('./antdStylesheet', () => {
  let failures = 1;
  return {
    antdStylesheetLoaded: () =>
      failures-- > 0 ? Promise.reject(new Error('Loading CSS chunk antd failed')) : Promise.resolve(),
  };
});

describe("the signed-in app's code failing to load", () => {
  it('says the page could not be loaded, and Retry loads it', async () => {
    const { user } = await openAppAs('admin', '/coupon/list');
    const failure = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(failure).toHaveTextContent('The page could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Total 30', {}, PAGE_LOAD);
    expect(screen.queryByText('The page could not be loaded')).not.toBeInTheDocument();
  });
});
