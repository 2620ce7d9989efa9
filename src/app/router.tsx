import { useEffect, useState, type ComponentType } from 'react';
import { HashRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from 'src/pages/login/LoginPage';
import { PageSpinner } from 'src/components/PageSpinner';
import { ShellLoadFailed } from './ShellLoadFailed';
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
 * shell renders with it (`preloadPageAt`); an area's index is first replaced by its first tab (`firstScreenPath`).
 * The shell is drawn by a state set once all that is there, not by React.lazy: a lazy's Suspense retry draws the
 * first screen in 5 ms slices with the browser's frames between them, 10-20 % slower to the rows than one render;
 * a failed load says so, with Retry. (A route table in a chunk of its own, to start even sooner, made
 * webpack split the shell into many chunks: the first load grew by 12 KB.)
 */
function signedInApp(store: AppStore) {
  // The area's index the address left for its first tab while the shell loaded, until the router has left it
  // too: the shell is drawn then, so the index page is never drawn.
  let leaving: string | null = null;
  const goOnTo = (from: string, to: string) => {
    leaving = from;
    window.location.replace(`#${to}`);
  };
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const load = () => {
    loading ??= loadSignedInApp(store, goOnTo).then((shell) => (loaded = shell.default));
    // A failed load is forgotten: Retry loads again.
    loading.catch(() => (loading = null));
    return loading;
  };
  // Starts as soon as the session is known to be open, not once React has drawn the route that needs it.
  const startWhenSignedIn = () => {
    if (selectSessionStatus(store.getState()) !== 'authenticated') return;
    stopWatching();
    load().catch(() => undefined);
  };
  const stopWatching = store.subscribe(startWhenSignedIn);
  startWhenSignedIn();
  return function SignedInApp() {
    const { pathname } = useLocation();
    if (leaving !== pathname) leaving = null;
    const [shell, setShell] = useState<{ Shell: ComponentType | null; failed?: boolean }>(() => ({
      Shell: loaded,
    }));
    useEffect(() => {
      if (shell.Shell || shell.failed) return;
      let mounted = true;
      load().then(
        (Shell) => mounted && setShell({ Shell }),
        () => mounted && setShell({ Shell: null, failed: true }),
      );
      return () => {
        mounted = false;
      };
    }, [shell]);
    if (shell.failed) return <ShellLoadFailed onRetry={() => setShell({ Shell: null })} />;
    return shell.Shell && leaving === null ? <shell.Shell /> : <PageSpinner />;
  };
}

async function loadSignedInApp(store: AppStore, goOnTo: (from: string, to: string) => void) {
  const shellLoaded = import(/* webpackChunkName: "shell" */ './SignedInApp');
  const pageLoaded = shellLoaded.then(({ firstScreenPath, preloadPageAt }) => {
    const { path, params } = currentPage();
    const firstPath = firstScreenPath(store.getState(), path);
    if (firstPath === path) return preloadPageAt(store, path, params);
    goOnTo(path, firstPath);
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
          <SignedInApp />
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
