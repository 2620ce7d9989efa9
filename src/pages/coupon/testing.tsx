/** Helpers for the coupon area's component tests. */
import userEvent from '@testing-library/user-event';
import { renderApp } from 'test/renderApp';

const DEMO = {
  admin: ['admin@moto.example', 'admin123'],
  club: ['club@moto.example', 'club123'],
  viewer: ['viewer@moto.example', 'viewer123'],
} as const;

/** Signs in a demo operator through the mock backend (msw keeps the cookie), then renders the app at `path`. */
export async function openAs(role: keyof typeof DEMO, path: string) {
  const [email, password] = DEMO[role];
  await fetch('http://localhost/api/v1/manager/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const view = renderApp(path);
  return { ...view, user: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

/** The first render of a page loads and transforms its modules: slow on a busy machine. */
export const PAGE_LOAD = { timeout: 20_000 };
