import { Navigate, Route, Routes } from 'react-router';
import { pageRoutes, redirectRoutes } from 'config/routes';
import { LazyPage } from 'src/components/LazyPage';
import { Guarded, HomeRedirect, FirstMenuLinkRedirect } from './guards';
import { NotifierBinding } from './NotifierBinding';
import { AntdLocale } from './AntdLocale';
import { signedInMessagesOf } from 'src-locales/signedIn';
import { LocaleProviders } from './LocaleProviders';
import Shell from './Shell';

/** The signed-in application: the shell around the route table of config/routes.ts. */
export default function SignedInApp() {
  return (
    <LocaleProviders messagesOf={signedInMessagesOf}>
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
                    <LazyPage load={route.page} />
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
    </LocaleProviders>
  );
}
