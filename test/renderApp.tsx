import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { localeChosen } from 'src-models/preferences';
import type { LocaleCode } from 'src-locales/index';
import { App } from 'src/app/App';
import { AppRouter, appRoutes } from 'src/app/router';
import { notifierBridge } from 'src/app/notifier';
import { createTestStore } from './storeTesting';

/** The whole app (store, sagas, providers, route table) at one path, as an operator would open it. */
export function renderApp(path: string, { locale = 'en-US' as LocaleCode } = {}) {
  const store = appStore(locale);
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [path] });
  const view = render(
    <App store={store}>
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, store, router };
}

/** The whole app as the browser runs it, in its hash router, opened at the address `path` (jsdom's URL). */
export function renderAppAtAddress(path: string, { locale = 'en-US' as LocaleCode } = {}) {
  const store = appStore(locale);
  window.location.hash = `#${path}`;
  const view = render(
    <App store={store}>
      <AppRouter store={store} />
    </App>,
  );
  return { ...view, store };
}

function appStore(locale: LocaleCode) {
  const store = createTestStore({ context: { notify: notifierBridge } });
  store.dispatch(localeChosen(locale));
  return store;
}
