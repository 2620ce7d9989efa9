import { useEffect } from 'react';
import { Alert, Button, Card, Descriptions, Drawer, Empty, Space, Table, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { formatDateTime } from 'src-models/list';
import { memberAreaActions, selectTagging } from 'src-models/members';
import type { TagTask, TagTaskCounts, TagTaskState } from 'src-services/memberTags';
import { LoadFailure } from 'src/components/loadFailure';
import { useErrorText } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

const STATE_COLOR: Record<TagTaskState, string> = {
  pending: 'default',
  running: 'blue',
  done: 'success',
  done_with_errors: 'magenta',
  failed: 'error',
};

const COUNTS: (keyof TagTaskCounts)[] = ['rows_read', 'matched', 'tagged', 'already_tagged', 'not_found'];

function StateTag({ state }: { state: TagTaskState }) {
  const intl = useIntl();
  return (
    <Tag color={STATE_COLOR[state]} data-testid="task-state">
      {intl.formatMessage({ id: `member.tasks.state.${state}` })}
    </Tag>
  );
}

/** One task as the operator follows it: state, counts, the rows that matched no member, why it failed. */
function TaskCard({ task }: { task: TagTask }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Card
      size="small"
      title={
        <Space>
          {t('member.tasks.current', { time: formatDateTime(task.created_at) })}
          <StateTag state={task.state} />
        </Space>
      }
      data-testid="current-task"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('member.tasks.col.type')}>
          {t(`member.tasks.type.${task.task_type}`)}
          {task.file_name ? ` · ${task.file_name}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.tasks.col.tags')}>{task.tag_names.join(', ')}</Descriptions.Item>
        {COUNTS.map((count) => (
          <Descriptions.Item key={count} label={t(`member.tasks.count.${count}`)}>
            <span data-testid={`count-${count}`}>{task.counts[count]}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      {task.state === 'failed' && task.msg ? (
        <Alert type="error" showIcon message={t('member.tasks.reason', { reason: task.msg })} />
      ) : null}
      {task.not_found_sample.length > 0 ? (
        <div>
          <Typography.Text strong>
            {t('member.tasks.notFoundSample', { count: task.not_found_sample.length })}
          </Typography.Text>
          <ul className="member-not-found">
            {task.not_found_sample.map((row) => (
              <li key={row}>
                <Typography.Text code>{row}</Typography.Text>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The tagging tasks (beyond 03 §7's fire-and-forget create): the task being followed, polled while it runs, and
 * the latest tasks. Closing the drawer stops the polling.
 */
export function TaggingTasksDrawer({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const tagging = useAppSelector(selectTagging);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const shown = tagging.current ?? tagging.history.tasks[0] ?? null;
  const shownId = shown?.id ?? null;

  useEffect(() => {
    dispatch(memberAreaActions.historyRequested());
    return () => void dispatch(memberAreaActions.watchStopped());
  }, [dispatch]);

  // Follow the task on show (the one just created, or the latest), until it stops running.
  useEffect(() => {
    if (shownId) dispatch(memberAreaActions.watchStarted({ id: shownId }));
  }, [shownId, dispatch]);

  const history = tagging.history;

  return (
    <Drawer open onClose={onClose} title={t('member.tasks.title')} width={760} destroyOnHidden>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {shown ? <TaskCard task={shown} /> : null}
        {tagging.watchError ? (
          <Alert
            type="warning"
            showIcon
            message={t('member.tasks.watchFailed')}
            description={errorText(tagging.watchError, 'member.tasks.watchFailed')}
          />
        ) : null}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('member.tasks.history')}
        </Typography.Title>
        {history.status === 'failed' && history.error ? (
          <LoadFailure
            titleKey="member.tasks.loadFailed"
            error={history.error}
            onRetry={() => dispatch(memberAreaActions.historyRequested())}
          />
        ) : (
          <Table<TagTask>
            size="small"
            rowKey="id"
            loading={history.status === 'pending'}
            dataSource={history.tasks}
            pagination={false}
            locale={{ emptyText: <Empty description={t('member.tasks.empty')} /> }}
            columns={[
              {
                key: 'created_at',
                title: t('member.tasks.col.created_at'),
                render: (_, task) => formatDateTime(task.created_at),
              },
              {
                key: 'type',
                title: t('member.tasks.col.type'),
                render: (_, task) => t(`member.tasks.type.${task.task_type}`),
              },
              {
                key: 'tags',
                title: t('member.tasks.col.tags'),
                render: (_, task) => task.tag_names.join(', '),
              },
              {
                key: 'state',
                title: t('member.tasks.col.state'),
                render: (_, task) => <StateTag state={task.state} />,
              },
              {
                key: 'counts',
                title: t('member.tasks.col.counts'),
                render: (_, task) =>
                  `${task.counts.tagged} / ${task.counts.matched} / ${task.counts.rows_read}`,
              },
              {
                key: 'show',
                title: '',
                render: (_, task) =>
                  task.id === shownId ? null : (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => dispatch(memberAreaActions.watchStarted({ id: task.id }))}
                    >
                      {t('member.tasks.show')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Space>
    </Drawer>
  );
}
