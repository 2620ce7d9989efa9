/** A session that ends in the middle of an edit, in the whole app (renderApp): what the drafts are for. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const SLOW = { timeout: 20_000 };

/** Drops every session of the mock: the next call answers 969. */
export const expireSessions = () => fetch('http://localhost/__mock/sessions/expire', { method: 'POST' });

interface RouterView {
  state: { location: { pathname: string } };
}

/** Waits for the login page the session's end led to, signs the admin in, and waits to be back at `path`. */
export async function signInAgain(router: RouterView, user: UserEvent, path: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
  // Pasted, not typed: a keystroke each re-renders the login form, and the typing is not what is tested here.
  await user.click(await screen.findByLabelText('Email', {}, SLOW));
  await user.paste('admin@moto.example');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('admin123');
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(path), SLOW);
}
