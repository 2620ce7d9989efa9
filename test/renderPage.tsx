import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { pageRoutes, tabRoutes } from 'src/routes';
import { RouteTableContext } from 'src/routes/RouteTable';
import { signedInMessages } from 'test/allMessages';
import type { LocaleCode } from 'src-locales/index';
import { localeChosen } from 'src-models/preferences';
import { checkRequested } from 'src-models/session';
import { AntdLocale } from 'src/app/AntdLocale';
import { Guarded } from 'src/app/guards';
import { LocaleProviders } from 'src/app/LocaleProviders';
import { NotifierBinding } from 'src/app/NotifierBinding';
import { notifierBridge } from 'src/app/notifier';
import { signIn, type DemoRole } from './signIn';
import { createTestStore, waitForState } from './storeTesting';

export interface RenderPageOptions {
  /** The URL the page opens at, with its query: `/coupon/activity/3?x=1`. */
  path?: string;
  /** The route pattern it is mounted under, for its params: `/coupon/activity/:id`; `path` without query by default. */
  route?: string;
  locale?: LocaleCode;
  /** Signs this demo operator in first and loads the session into the store; signed out when left out. */
  account?: DemoRole;
}

/**
 * One page as the route table mounts it (its route's 403 guard included), with the real store and sagas, the
 * signed-in messages, antd's providers and the toast binding, but without the shell (menus, side bar, session
 * redirect) or the lazy loading: a page test costs about a second instead of ten. Navigation to any other path
 * only changes `router.state.location`.
 */
export async function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  const { path = '/', locale = 'en-US', account } = options;
  const route = options.route ?? path.split('?')[0];
  const store = createTestStore({ context: { notify: notifierBridge } });
  store.dispatch(localeChosen(locale));
  if (account) {
    await signIn(account);
    store.dispatch(checkRequested());
    await waitForState(store, (state) => state.session.status === 'authenticated');
  }
  const requirement = pageRoutes.find((candidate) => candidate.path === route)?.requirement;
  const router = createMemoryRouter(
    [
      { path: route, element: <Guarded requirement={requirement}>{page}</Guarded> },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <LocaleProviders messagesOf={(locale) => signedInMessages[locale]}>
        <RouteTableContext.Provider value={{ tabRoutes }}>
          <AntdLocale>
            <NotifierBinding />
            <RouterProvider router={router} />
          </AntdLocale>
        </RouteTableContext.Provider>
      </LocaleProviders>
    </Provider>,
  );
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ...view, store, router, user };
}
