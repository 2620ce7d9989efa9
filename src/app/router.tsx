import { lazy, Suspense, useState } from 'react';
import { HashRouter, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from 'src/pages/login/LoginPage';
import { PageSpinner } from 'src/components/PageSpinner';
import type { AppStore } from 'src-models/store';
import { RequireSession } from './RequireSession';
import { antdStylesheetLoaded } from './antdStylesheet';
import { loadSignedInMessages } from 'src-locales/signedIn';
import { selectLocale } from 'src-models/preferences';

/**
 * Everything behind the session is one lazy chunk, so the login page loads only what it shows: the shell, its
 * menus and the route table, the models every area shares, whose reducers and sagas join the store before it renders,
 * antd's stylesheet, which must be there before the first antd component renders, and the shown language's messages.
 */
function signedInApp(store: AppStore) {
  return lazy(async () => {
    const [shell, { shellDomains }] = await Promise.all([
      import(/* webpackChunkName: "shell" */ './SignedInApp'),
      import(/* webpackChunkName: "shell" */ 'src-models/shellDomains'),
      antdStylesheetLoaded(),
      loadSignedInMessages(selectLocale(store.getState())),
    ]);
    store.addDomains(shellDomains);
    return shell;
  });
}

export function appRoutes(store: AppStore): RouteObject[] {
  const SignedInApp = signedInApp(store);
  return [
    { path: '/login', element: <LoginPage /> },
    {
      path: '*',
      element: (
        <RequireSession>
          <Suspense fallback={<PageSpinner />}>
            <SignedInApp />
          </Suspense>
        </RequireSession>
      ),
    },
  ];
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app's routes in the browser, in the URL's hash. A plain router: the app uses none of the data router's
 * loaders, actions or fetchers, which would add 16 KB gzip to the login page (tests run the same routes in a memory
 * data router, to read and drive its state).
 */
export function AppRouter({ store }: { store: AppStore }) {
  const [routes] = useState(() => appRoutes(store));
  return (
    <HashRouter>
      <RouteTable routes={routes} />
    </HashRouter>
  );
}
