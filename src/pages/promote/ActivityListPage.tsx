import { useMemo } from 'react';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { promoteActivityFields, promoteActivityList } from 'src-models/promote';
import { selectCan } from 'src-models/session';
import type { PromoteActivity } from 'src-services/promote';
import { catalogueColumns, CreateButton, ListContainer } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { useT } from 'src/components/useT';

/** Promote activities (02-operations §2 screen 12), with a create button for permitted operators. */
export default function ActivityListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.promoteActivitySave]));
  const t = useT();

  const columns = useMemo(
    () =>
      catalogueColumns<PromoteActivity>(
        promoteActivityFields,
        intl,
        {
          visible: {
            render: (_, activity) =>
              activity.visible ? (
                <Tag color="green">{intl.formatMessage({ id: 'promote.activity.shown' })}</Tag>
              ) : (
                <Tag>{intl.formatMessage({ id: 'promote.activity.hidden' })}</Tag>
              ),
          },
          description: { ellipsis: true },
        },
        [
          {
            key: 'actions',
            titleKey: 'promote.activity.field.actions',
            fixed: 'right',
            render: (_, activity) => (
              <Link to={linkTo('/promote/activity/:id', { id: activity.id })}>
                {intl.formatMessage({ id: canSave ? 'promote.activity.edit' : 'promote.activity.view' })}
              </Link>
            ),
          },
        ],
      ),
    [intl, canSave],
  );

  return (
    <ListContainer<PromoteActivity>
      model={promoteActivityList}
      columns={columns}
      filterFields={promoteActivityFields.filterFields}
      rowKey="id"
      toolbar={
        canSave
          ? [
              <CreateButton
                key="create"
                label={t('promote.activity.create')}
                onClick={() => navigate(linkTo('/promote/activity/create'))}
              />,
            ]
          : []
      }
    />
  );
}
