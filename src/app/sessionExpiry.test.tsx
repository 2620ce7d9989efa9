import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockBackend } from 'mock/node';
import { sessionEndDetected } from 'src-models/session';
import { renderApp } from 'test/renderApp';
import { signIn } from 'test/signIn';

installMockBackend();

describe('an expired session', () => {
  it('sends the operator to login and, after signing in again, back to the same page', async () => {
    await signIn('admin');
    const { store, router } = renderApp('/account');
    await screen.findByText('My account', {}, { timeout: 20000 });

    // The server drops the session; the next call answers 969.
    await fetch('http://localhost/__mock/sessions/expire', { method: 'POST' });
    act(() => {
      store.dispatch(sessionEndDetected({ reason: 'expired' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount&expired=1');
    await screen.findByText(/Your session has expired/);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@moto.example');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await screen.findByText('admin@moto.example');
  });
});
