import { Suspense, useMemo, useState } from 'react';
import { Button, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { docMemberFields, docMemberLists } from 'src-models/docs';
import { selectCan } from 'src-models/session';
import type { DocMember } from 'src-services/docs';
import { lazyNamed } from 'src/components/lazyNamed';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useAppSelector } from 'src/store/hooks';
import { DocRoleGate, docTabShows, useApplicationRights, type DocRoleView } from './useDocRole';
import { useT } from 'src/components/useT';

const MonthDownloadModal = lazyNamed(
  () => import(/* webpackChunkName: "doc-month-download" */ './MonthDownloadModal'),
  'MonthDownloadModal',
);

function MemberList({ role }: { role: DocRoleView }) {
  const intl = useIntl();
  const t = useT();
  const rights = useApplicationRights()(role);
  // The member area's purchase download, behind its privilege there (the member search, as the mock checks it).
  const canDownload = useAppSelector((state) => selectCan(state, [PRIVILEGES.memberSearch]));
  const [downloading, setDownloading] = useState(false);
  const columns = useMemo(
    () =>
      catalogueColumns<DocMember>(docMemberFields, intl, {
        state: {
          render: (_, member) => (
            <Tag color={member.state === 'valid' ? 'green' : 'default'}>
              {intl.formatMessage({ id: `doc.member.state.${member.state}` })}
            </Tag>
          ),
        },
        motor_names: { render: (_, member) => (member.motor_names ?? []).join(', ') },
      }),
    [intl],
  );
  return (
    <>
      <RouteTabs group="doc" shows={docTabShows(rights.read)} />
      <ListContainer<DocMember>
        model={docMemberLists[role.variant]}
        columns={columns}
        filterFields={docMemberFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: t('doc.member.sheet'), path: 'doc-members' }}
        toolbar={
          canDownload
            ? [
                <Button key="month" onClick={() => setDownloading(true)}>
                  {t('doc.download.open')}
                </Button>,
              ]
            : []
        }
      />
      {downloading ? (
        <Suspense fallback={null}>
          <MonthDownloadModal onClose={() => setDownloading(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The club members (03-community-analytics §2.1): valid members who have not quit at first (the filters show
 * it and can change it), columns shown or hidden, the download through the identity download search, and the
 * download by month. A club administrator sees only their clubs' members.
 */
export default function MemberListPage() {
  return <DocRoleGate>{(role) => <MemberList role={role} />}</DocRoleGate>;
}
