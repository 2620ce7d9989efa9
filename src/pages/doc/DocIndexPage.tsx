import { PRIVILEGES } from 'config/privileges';
import { selectCan } from 'src-models/session';
import { ForbiddenPage } from 'src/pages/errors/ForbiddenPage';
import { useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { Redirecting } from 'src/components/routeTabs/FirstTabRedirect';
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
  if (canList) return <Redirecting to={linkTo('/doc/list')} />;
  return (
    <DocRoleGate>
      {(role) => {
        if (rights(role).read) return <Redirecting to={linkTo('/doc/application/list')} />;
        if (canMembers) return <Redirecting to={linkTo('/doc/member/list')} />;
        return <ForbiddenPage />;
      }}
    </DocRoleGate>
  );
}
