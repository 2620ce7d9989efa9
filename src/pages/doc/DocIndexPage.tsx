import { Navigate } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { selectCan } from 'src-models/session';
import { ForbiddenPage } from 'src/pages/errors/ForbiddenPage';
import { useAppSelector } from 'src/store/hooks';
import { APPLICATION_LIST_PATH, DOC_LIST_PATH, MEMBER_LIST_PATH } from './paths';
import { DocRoleGate, useApplicationRights } from './useDocRole';

/**
 * `/doc` (03-community-analytics §2.1): the DOC list for who may list clubs; otherwise the application list for a
 * club administrator (or who may read applications), else the member list. The route's guard lets in only an
 * operator with one of the tabs' privileges; the role decides the rest.
 */
export default function DocIndexPage() {
  const canList = useAppSelector((state) => selectCan(state, [PRIVILEGES.docSearch]));
  const canMembers = useAppSelector((state) => selectCan(state, [PRIVILEGES.docMemberSearch]));
  const rights = useApplicationRights();
  if (canList) return <Navigate to={DOC_LIST_PATH} replace />;
  return (
    <DocRoleGate>
      {(role) => {
        if (rights(role).read) return <Navigate to={APPLICATION_LIST_PATH} replace />;
        if (canMembers) return <Navigate to={MEMBER_LIST_PATH} replace />;
        return <ForbiddenPage />;
      }}
    </DocRoleGate>
  );
}
