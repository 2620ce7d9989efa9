import { Drawer } from 'antd';
import { useIntl } from 'react-intl';
import { memberTagging } from 'src-models/memberTagging';
import { TaggingTasks } from 'src/components/tagging';

/** The member list's tagging tasks, every scope's, in a drawer over the list; closing it stops the polling. */
export function TaggingTasksDrawer({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Drawer
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'tagging.tasks.title' })}
      width={760}
      destroyOnHidden
    >
      <TaggingTasks model={memberTagging} />
    </Drawer>
  );
}
