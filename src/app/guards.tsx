import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { menus, type SubApp } from 'src/routes';
import { selectCan, selectPrivileges } from 'src-models/session';
import { useAppSelector } from 'src/store/hooks';
import { ForbiddenPage } from 'src/pages/errors/ForbiddenPage';
import { NoMenuPage } from 'src/pages/errors/NoMenuPage';
import { firstMenuLink, visibleMenus } from './navigation';

/** A route the operator may not open shows the 403 page in place (the URL stays as typed). */
export function Guarded({ requirement, children }: { requirement?: readonly string[]; children: ReactNode }) {
  const allowed = useAppSelector((state) => selectCan(state, requirement));
  return allowed ? children : <ForbiddenPage />;
}

function useVisibleMenus() {
  const privileges = useAppSelector(selectPrivileges);
  return visibleMenus(menus, privileges);
}

/** The root path goes to the first menu link the operator may see (01-platform §2). */
export function HomeRedirect() {
  const target = firstMenuLink(useVisibleMenus());
  return <Navigate to={target ?? '/scrm'} replace />;
}

/** A sub-application entry goes to its first menu link the operator may see. */
export function FirstMenuLinkRedirect({ app }: { app: SubApp }) {
  const target = firstMenuLink(useVisibleMenus(), app);
  return target ? <Navigate to={target} replace /> : <NoMenuPage />;
}
