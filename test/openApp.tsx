/** Component tests that open the whole app (shell, routes, lazy pages) rather than one page. */
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

/**
 * How long a page's first render may take: it loads its lazy modules, and the machine runs two test files at
 * once. A page that never shows fails after this, not after the test's own limit.
 */
export const PAGE_LOAD = { timeout: 10_000 };
