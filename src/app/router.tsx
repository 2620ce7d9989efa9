import { lazy, Suspense, useState } from 'react';
import { HashRouter, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from 'src/pages/login/LoginPage';
import { PageSpinner } from 'src/components/PageSpinner';
import type { AppStore } from 'src-models/store';
import { RequireSession } from './RequireSession';
import { antdStylesheetLoaded } from './antdStylesheet';
import { loadSignedInMessages } from 'src-locales/signedIn';
import { selectLocale } from 'src-models/preferences';
import { selectSessionStatus } from 'src-models/session';

/** The page the address names and its query: in the browser the route is the hash (HashRouter). */
function currentPage() {
  const [path, ...query] = window.location.hash.slice(1).split('?');
  return { path: path || '/', params: new URLSearchParams(query.join('?')) };
}

/**
 * Everything behind the session is one lazy chunk, so the login page loads only what it shows: the shell, its
 * menus and the route table, the models every area shares, whose reducers and sagas join the store before it
 * renders, antd's stylesheet, which must be there before the first antd component renders, and the shown
 * language's messages. The page the address names starts loading as soon as the shell's code is there, and the
 * shell renders with it (`preloadPageAt`); an area's index is first replaced by its first tab (`firstScreenPath`). (A route table in a chunk of its own, to start even sooner, made
 * webpack split the shell into many chunks: the first load grew by 12 KB.)
 */
function signedInApp(store: AppStore) {
  let loading: ReturnType<typeof loadSignedInApp> | null = null;
  const load = () => (loading ??= loadSignedInApp(store));
  // Starts as soon as the session is known to be open, not once React has drawn the route that needs it.
  const startWhenSignedIn = () => {
    if (selectSessionStatus(store.getState()) !== 'authenticated') return;
    stopWatching();
    load().catch(() => undefined);
  };
  const stopWatching = store.subscribe(startWhenSignedIn);
  startWhenSignedIn();
  return lazy(load);
}

async function loadSignedInApp(store: AppStore) {
  const shellLoaded = import(/* webpackChunkName: "shell" */ './SignedInApp');
  const pageLoaded = shellLoaded.then(({ firstScreenPath, preloadPageAt }) => {
    const { path, params } = currentPage();
    const firstPath = firstScreenPath(store.getState(), path);
    if (firstPath === path) return preloadPageAt(store, path, params);
    // The router follows the address (a fragment navigation), while the shell's fallback is still shown.
    window.location.replace(`#${firstPath}`);
    return preloadPageAt(store, firstPath, new URLSearchParams());
  });
  const [shell, { shellDomains }] = await Promise.all([
    shellLoaded,
    import(/* webpackChunkName: "shell" */ 'src-models/shellDomains'),
    antdStylesheetLoaded(),
    loadSignedInMessages(selectLocale(store.getState())),
    pageLoaded,
  ]);
  store.addDomains(shellDomains);
  return shell;
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
