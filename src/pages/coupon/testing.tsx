/** Helpers for the coupon area's component tests. */
import userEvent from '@testing-library/user-event';
import { renderApp } from 'test/renderApp';
import { signIn, type DemoRole } from 'test/signIn';

/**
 * Signs a demo operator in, then renders the whole app at `path`: for what involves the shell (the session
 * ending and the login page bringing the operator back). A page on its own renders with test/renderPage.
 */
export async function openAppAs(account: DemoRole, path: string) {
  await signIn(account);
  const view = renderApp(path);
  return { ...view, user: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

/** The first render of a page loads and transforms its modules: slow on a busy machine. */
export const PAGE_LOAD = { timeout: 20_000 };
