import { useMemo } from 'react';
import { Tag } from 'antd';
import { PRIVILEGES } from 'config/privileges';
import { promoteActivityFields, promoteActivityList } from 'src-models/promote';
import type { PromoteActivity } from 'src-services/promote';
import { CrudList } from 'src/components/list';
import { useT } from 'src/components/useT';
import { linkTo } from 'src/routes/links';

/** Promote activities (02-operations §2 screen 12), with a create button for permitted operators. */
export default function ActivityListPage() {
  const t = useT();
  const overrides = useMemo(
    () => ({
      visible: {
        render: (_: unknown, activity: PromoteActivity) =>
          activity.visible ? (
            <Tag color="green">{t('promote.activity.shown')}</Tag>
          ) : (
            <Tag>{t('promote.activity.hidden')}</Tag>
          ),
      },
      description: { ellipsis: true },
    }),
    [t],
  );

  return (
    <CrudList<PromoteActivity, never>
      model={promoteActivityList}
      fields={promoteActivityFields}
      rowKey="id"
      overrides={overrides}
      editPage={{
        link: (activity) => linkTo('/promote/activity/:id', { id: activity.id }),
        requirement: [PRIVILEGES.promoteActivitySave],
        readLabelKey: 'list.view',
        create: { labelKey: 'promote.activity.create', link: linkTo('/promote/activity/create') },
      }}
    />
  );
}
