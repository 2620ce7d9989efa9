import { act, screen, waitFor } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { framePrivilegesReceived } from 'src-models/session';
import { renderApp } from 'test/renderApp';
import { signIn } from 'test/signIn';

installMockBackend();

describe('permissions in the shell', () => {
  it('shows the 403 page for a direct URL the operator may not open', async () => {
    await signIn('admin');
    const { store, router } = renderApp('/account');
    await screen.findByText('My account', {}, { timeout: 20000 });
    act(() => {
      store.dispatch(framePrivilegesReceived(['ScrmDocSearch']));
    });
    await act(() => router.navigate('/tracking'));
    await screen.findByText('Sorry, you are not authorized to access this page.');
    expect(router.state.location.pathname).toBe('/tracking');
  });

  it('shows only the menus the operator may see, and sends the root path to the first of them', async () => {
    await signIn('admin');
    const { store, router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking'), { timeout: 20000 });
    await screen.findByText('Analytics');

    act(() => {
      store.dispatch(framePrivilegesReceived(['ScrmDocSearch']));
    });
    await waitFor(() => expect(screen.queryByText('Analytics')).not.toBeInTheDocument());
  });
});
