import { useCallback, useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { PRIVILEGES } from 'config/privileges';
import type { PageRoute } from 'src/routes/types';
import { docAreaActions, selectDocRole } from 'src-models/docs';
import { selectCan, selectOperator } from 'src-models/session';
import type { DocVariant } from 'src-services/docs';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';

export interface DocRoleView {
  /** The role of the signed-in operator has arrived. */
  ready: boolean;
  isAdmin: boolean;
  /** Which paths the calls take: the admin variants for a club administrator (03 §6). */
  variant: DocVariant;
  /** The clubs a club administrator administers. */
  docIds: string[];
}

/**
 * The operator's DOC role (`GET my/doc/role`), asked once per operator by the first DOC page that needs it. Until
 * it has arrived, a page does not know which variant of its calls to use.
 */
export function useDocRole() {
  const dispatch = useAppDispatch();
  const operator = useAppSelector(selectOperator);
  const role = useAppSelector(selectDocRole);
  const operatorId = operator?.id ?? null;
  const current = role.operatorId === operatorId;

  const ask = useCallback(() => {
    if (operatorId) dispatch(docAreaActions.roleRequested({ operatorId }));
  }, [dispatch, operatorId]);
  useEffect(() => {
    if (operatorId && (!current || role.status === 'idle')) ask();
  }, [operatorId, current, role.status, ask]);

  const ready = current && role.status === 'succeeded';
  const view: DocRoleView = {
    ready,
    isAdmin: ready && role.role === 'admin',
    variant: ready && role.role === 'admin' ? 'admin' : 'operator',
    docIds: ready ? role.docIds : [],
  };
  return { ...view, error: current && role.status === 'failed' ? role.error : null, retry: ask };
}

/** Renders its content once the role is known: a spinner until then, the failure with Retry if it failed. */
export function DocRoleGate({ children }: { children: (role: DocRoleView) => ReactNode }) {
  const role = useDocRole();
  if (role.error)
    return <LoadFailure titleKey="doc.role.loadFailed" error={role.error} onRetry={role.retry} />;
  if (!role.ready) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return <>{children(role)}</>;
}

/**
 * What the operator may do with applications: read them with the search privilege or as a club administrator
 * (03 §2.1, §6; the route's first search asks the same: src/routes/areas/doc.ts), approve and reject them with
 * the audit privilege or as a club administrator.
 */
export function useApplicationRights() {
  const canSearch = useAppSelector((state) => selectCan(state, [PRIVILEGES.docApplicationSearch]));
  const canAct = useAppSelector((state) => selectCan(state, [PRIVILEGES.docApplicationAction]));
  return (role: DocRoleView) => ({ read: canSearch || role.isAdmin, audit: canAct || role.isAdmin });
}

/** The DOC tab row: the Application tab only for who may read applications now. */
export function docTabShows(canReadApplications: boolean) {
  return (route: PageRoute) => route.path !== linkTo('/doc/application/list') || canReadApplications;
}
