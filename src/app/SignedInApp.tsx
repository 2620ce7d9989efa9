import { useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { pageRoutes, redirectRoutes, tabRoutes, type PageRoute } from 'src/routes';
import { RouteTableContext } from 'src/routes/RouteTable';
import { useAppStore } from 'src/store/hooks';
import { LazyPage } from 'src/components/LazyPage';
import { forgetSentSearch } from 'src/components/list/firstSearch';
import { Guarded, HomeRedirect, FirstMenuLinkRedirect } from './guards';
import { NotifierBinding } from './NotifierBinding';
import { AntdLocale } from './AntdLocale';
import { signedInMessagesOf } from 'src-locales/signedIn';
import { LocaleProviders } from './LocaleProviders';
import Shell from './Shell';
import { isIndexOfTabs, loadedPage, loadPage } from './pageLoading';

export { firstScreenPath, preloadPageAt } from './pageLoading';

/** What the pages read of the route table (their tab rows), handed down: they never import it. */
const ROUTE_TABLE = { tabRoutes };

/** The signed-in application: the shell around the route table of src/routes/index.ts. */
export default function SignedInApp() {
  const store = useAppStore();
  // One loader per route for the app's life: LazyPage keeps a page's lazy component by its loader.
  const [loaders] = useState(
    () =>
      new Map<PageRoute, PageRoute['page']>(pageRoutes.map((route) => [route, () => loadPage(store, route)])),
  );
  // The first screen's list has taken its first search by now (a layout effect, which runs before this one); one
  // that no list took (its page failed to draw) must not stand in for a later visit's. An area's index is not
  // that screen yet: it goes on at once to its first tab, whose list takes the search.
  const { pathname } = useLocation();
  const firstScreenDrawn = useRef(false);
  useEffect(() => {
    if (firstScreenDrawn.current || isIndexOfTabs(pathname)) return;
    firstScreenDrawn.current = true;
    forgetSentSearch(store);
  }, [store, pathname]);
  return (
    <LocaleProviders messagesOf={signedInMessagesOf}>
      <RouteTableContext.Provider value={ROUTE_TABLE}>
        <AntdLocale>
          <NotifierBinding />
          <Routes>
            <Route element={<Shell />}>
              <Route path="/" element={<HomeRedirect />} />
              {pageRoutes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    <Guarded requirement={route.requirement}>
                      <LazyPage
                        load={loaders.get(route) ?? route.page}
                        loaded={() => loadedPage(store, route)}
                      />
                    </Guarded>
                  }
                />
              ))}
              {redirectRoutes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    route.redirectTo === 'firstMenuLink' ? (
                      <FirstMenuLinkRedirect app={route.app} />
                    ) : (
                      <Navigate to={route.redirectTo} replace />
                    )
                  }
                />
              ))}
              {/* 01-platform §2: any other path goes to /scrm. */}
              <Route path="*" element={<Navigate to="/scrm" replace />} />
            </Route>
          </Routes>
        </AntdLocale>
      </RouteTableContext.Provider>
    </LocaleProviders>
  );
}
