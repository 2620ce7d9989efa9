import { useCallback, useMemo } from 'react';
import { Button, Space, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { isMediaUrl } from 'config/mediaUrl';
import { PRIVILEGES } from 'config/privileges';
import { regionLabel } from 'config/regions';
import { docFields, docLists } from 'src-models/docs';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import type { Doc } from 'src-services/docs';
import { AuditTrailButton } from 'src/components/auditTrail';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { DocRoleGate, docTabShows, useApplicationRights, type DocRoleView } from './useDocRole';
import type { MessageId } from 'src-locales/messageIds';

function DocList({ role }: { role: DocRoleView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = useCallback(
    (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.docSave]));
  const canDelete = useAppSelector((state) => selectCan(state, [PRIVILEGES.docDelete]));
  const rights = useApplicationRights()(role);
  const confirm = useConfirmedAction();
  const model = docLists[role.variant];

  const columns = useMemo(
    () =>
      catalogueColumns<Doc>(
        docFields,
        intl,
        {
          // A stored value that is no image URL is never loaded.
          logo: {
            render: (_, doc) =>
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
          name: { render: (_, doc) => <Link to={linkTo('/doc/:id', { id: doc.id })}>{doc.name}</Link> },
          disabled: {
            titleKey: 'doc.field.status',
            render: (_, doc) =>
              doc.disabled ? (
                <Tag>{t('doc.status.offline')}</Tag>
              ) : (
                <Tag color="green">{t('doc.status.online')}</Tag>
              ),
          },
          city: { render: (_, doc) => (doc.city ? regionLabel(doc.city, intl.locale) : '') },
          'admins.email': {
            titleKey: 'doc.field.admins',
            render: (_, doc) => doc.admins.map((admin) => admin.name || admin.email).join(', '),
          },
        },
        [
          {
            key: 'actions',
            titleKey: 'doc.field.actions',
            fixed: 'right',
            render: (_, doc) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(linkTo('/doc/:id', { id: doc.id }))}>
                  {t(canSave ? 'doc.edit' : 'doc.view')}
                </Button>
                {rights.read ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => navigate(linkTo('/doc/:id/application/list', { id: doc.id }))}
                  >
                    {t('doc.applications')}
                  </Button>
                ) : null}
                <AuditTrailButton kind="doc" recordId={doc.id} recordName={doc.name} />
                {canDelete ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() =>
                      confirm({
                        titleKey: 'doc.delete.confirmTitle',
                        contentKey: 'doc.delete.confirm',
                        okKey: 'doc.delete',
                        values: { name: doc.name },
                        danger: true,
                        action: model.actions.removeRequested({ requestId: newRequestId(), id: doc.id }),
                      })
                    }
                  >
                    {t('doc.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ],
      ),
    [intl, t, navigate, canSave, canDelete, rights.read, confirm, model],
  );

  return (
    <>
      <RouteTabs group="doc" shows={docTabShows(rights.read)} />
      <ListContainer<Doc>
        model={model}
        columns={columns}
        filterFields={docFields.filterFields}
        rowKey="id"
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={t('doc.create')}
                  onClick={() => navigate(linkTo('/doc/create'))}
                />,
              ]
            : []
        }
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
