import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { checkRequested, selectSessionStatus } from 'src-models/session';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { PageSpinner } from 'src/components/PageSpinner';
import { loginPath } from './loginPath';

/** Pages behind the session: a signed-out or expired operator goes to /login and comes back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const location = useLocation();
  useEffect(() => {
    if (status === 'unknown') dispatch(checkRequested());
  }, [status, dispatch]);
  if (status === 'anonymous' || status === 'expired') {
    return <Navigate to={loginPath(location.pathname + location.search, status === 'expired')} replace />;
  }
  if (status !== 'authenticated') return <PageSpinner />;
  return children;
}
