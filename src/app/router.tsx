import { lazy, Suspense } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { LoginPage } from 'src/pages/login/LoginPage';
import { PageSpinner } from 'src/components/PageSpinner';
import { RequireSession } from './RequireSession';

// Everything behind the session (the shell, its menus and the page routes) is one lazy chunk, so the login
// page loads only what it shows.
const SignedInApp = lazy(() => import(/* webpackChunkName: "shell" */ './SignedInApp'));

export function appRoutes(): RouteObject[] {
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

export function createAppRouter() {
  return createHashRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
