import { useMemo } from 'react';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { isMediaUrl } from 'config/mediaUrl';
import { PRIVILEGES } from 'config/privileges';
import { regionLabel } from 'config/regions';
import { docFields, docLists } from 'src-models/docs';
import type { Doc } from 'src-services/docs';
import { AuditTrailButton } from 'src/components/auditTrail';
import { CrudList } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { linkTo } from 'src/routes/links';
import { DocRoleGate, docTabShows, useApplicationRights, type DocRoleView } from './useDocRole';
import { useT } from 'src/components/useT';

function DocList({ role }: { role: DocRoleView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = useT();
  const rights = useApplicationRights()(role);

  const overrides = useMemo(
    () => ({
      // A stored value that is no image URL is never loaded.
      logo: {
        render: (_: unknown, doc: Doc) =>
          isMediaUrl(doc.logo) ? (
            <img
              src={doc.logo}
              alt=""
              width={40}
              height={40}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : null,
      },
      name: {
        render: (_: unknown, doc: Doc) => <Link to={linkTo('/doc/:id', { id: doc.id })}>{doc.name}</Link>,
      },
      disabled: {
        titleKey: 'doc.field.status' as const,
        render: (_: unknown, doc: Doc) =>
          doc.disabled ? (
            <Tag>{t('doc.status.offline')}</Tag>
          ) : (
            <Tag color="green">{t('doc.status.online')}</Tag>
          ),
      },
      city: { render: (_: unknown, doc: Doc) => (doc.city ? regionLabel(doc.city, intl.locale) : '') },
      'admins.email': {
        titleKey: 'doc.field.admins' as const,
        render: (_: unknown, doc: Doc) => doc.admins.map((admin) => admin.name || admin.email).join(', '),
      },
    }),
    [intl.locale, t],
  );

  return (
    <>
      <RouteTabs group="doc" shows={docTabShows(rights.read)} />
      <CrudList<Doc, never>
        model={docLists[role.variant]}
        fields={docFields}
        rowKey="id"
        overrides={overrides}
        editPage={{
          link: (doc) => linkTo('/doc/:id', { id: doc.id }),
          requirement: [PRIVILEGES.docSave],
          readLabelKey: 'list.view',
          create: { labelKey: 'doc.create', link: linkTo('/doc/create') },
        }}
        rowActions={[
          {
            key: 'applications',
            labelKey: 'doc.applications',
            allowed: rights.read,
            run: (doc) => navigate(linkTo('/doc/:id/application/list', { id: doc.id })),
          },
          {
            key: 'audit',
            allowed: true,
            render: (doc) => <AuditTrailButton kind="doc" recordId={doc.id} recordName={doc.name} />,
          },
        ]}
        remove={{
          requirement: [PRIVILEGES.docDelete],
          titleKey: 'doc.delete.confirmTitle',
          contentKey: 'doc.delete.confirm',
        }}
      />
    </>
  );
}

/**
 * The DOC list (03-community-analytics §2.1): highest weight first, then the latest updated; open a club to edit
 * it, its applications, its audit trail; delete after a confirmation (with the privilege); create. A club
 * administrator lists only their clubs.
 */
export default function DocListPage() {
  return <DocRoleGate>{(role) => <DocList role={role} />}</DocRoleGate>;
}
