import { Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { selectCan } from 'src-models/session';
import { tagCenterTasks } from 'src-models/tagCenter';
import type { TagScope } from 'src-services/tagCenter';
import { lazyNamed } from 'src/components/lazyNamed';
import { CreateButton } from 'src/components/list';
import { TaggingTasks } from 'src/components/tagging';
import { useAppSelector } from 'src/store/hooks';
import { TagCenterFrame } from './TagCenterFrame';

const TaggingTaskModal = lazyNamed(
  () => import(/* webpackChunkName: "tagging-task" */ 'src/components/tagging/TaggingTaskModal'),
  'TaggingTaskModal',
);

/** The kinds of task the tag center creates (03 §3): by file, by a member cohort, by members named. */
const TASK_TYPES = ['member', 'file', 'cohort'] as const;

function TaskList({ scope }: { scope: TagScope }) {
  const intl = useIntl();
  // The tag center's own create call (03 §7 tag/task/create), behind the tag center's privilege.
  const canCreate = useAppSelector((state) => selectCan(state, [PRIVILEGES.tagCenterCreateTagTask]));
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);

  return (
    <>
      <TaggingTasks
        model={tagCenterTasks}
        scopeId={scope.id}
        actions={
          canCreate ? (
            <CreateButton
              label={intl.formatMessage({ id: 'tagCenter.task.create' })}
              onClick={() => setCreating(true)}
            />
          ) : null
        }
      />
      {creating ? (
        <Suspense fallback={null}>
          <TaggingTaskModal
            model={tagCenterTasks}
            types={TASK_TYPES}
            scopeId={scope.id}
            onClose={close}
            onStarted={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Task (03-community-analytics §2.7, only with TagCenterSearchTagTask): the active scope's tagging tasks, newest
 * first, with their kind, state and counts, followed while they run; Create Task tags members with the scope's
 * tags by member, file or cohort.
 */
export default function TaskPage() {
  return <TagCenterFrame>{(scope) => <TaskList scope={scope} />}</TagCenterFrame>;
}
