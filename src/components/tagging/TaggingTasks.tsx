import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { formatDateTime } from 'src-models/common';
import type { TagTask, TagTaskCounts, TagTaskState } from 'src-services/memberTags';
import { LoadFailure } from 'src/components/loadFailure';
import { useErrorText } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import type { TaggingModel } from './model';
import { useT } from 'src/components/useT';

// Preset colours, not the status ones: the theme's success green on its pale ground is too faint (axe).
const STATE_COLOR: Record<TagTaskState, string> = {
  pending: 'default',
  running: 'blue',
  done: 'green',
  done_with_errors: 'magenta',
  failed: 'red',
};

const COUNTS: (keyof TagTaskCounts)[] = ['rows_read', 'matched', 'tagged', 'already_tagged', 'not_found'];

function StateTag({ state }: { state: TagTaskState }) {
  const intl = useIntl();
  return (
    <Tag color={STATE_COLOR[state]} data-testid="task-state">
      {intl.formatMessage({ id: `tagging.tasks.state.${state}` })}
    </Tag>
  );
}

/** One task as the operator follows it: state, counts, the rows that matched no member, why it failed. */
function TaskCard({ task }: { task: TagTask }) {
  const t = useT();
  return (
    <Card
      size="small"
      title={
        <Space>
          {t('tagging.tasks.current', { time: formatDateTime(task.created_at) })}
          <StateTag state={task.state} />
        </Space>
      }
      data-testid="current-task"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('tagging.tasks.col.type')}>
          {t(`tagging.tasks.type.${task.task_type}`)}
          {task.file_name ? ` · ${task.file_name}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('tagging.tasks.col.tags')}>{task.tag_names.join(', ')}</Descriptions.Item>
        {COUNTS.map((count) => (
          <Descriptions.Item key={count} label={t(`tagging.tasks.count.${count}`)}>
            <span data-testid={`count-${count}`}>{task.counts[count]}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      {task.state === 'failed' && task.msg ? (
        <Alert type="error" showIcon message={t('tagging.tasks.reason', { reason: task.msg })} />
      ) : null}
      {task.not_found_sample.length > 0 ? (
        <div>
          <Typography.Text strong>
            {t('tagging.tasks.notFoundSample', { count: task.not_found_sample.length })}
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

interface Props {
  model: TaggingModel;
  /** The tag scope whose tasks are listed; every scope's without one. */
  scopeId?: string;
  /** Shown beside the Refresh button (the tag center's Create Task). */
  actions?: ReactNode;
}

/**
 * The tagging tasks (beyond 03 §7's fire-and-forget create): the task being followed, polled while it runs, and
 * the latest tasks, newest first, read again while one of them runs. Leaving the view stops the polling.
 */
export function TaggingTasks({ model, scopeId, actions }: Props) {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const tagging = useAppSelector(model.selectState);
  const t = useT();
  const shown = tagging.current ?? tagging.history.tasks[0] ?? null;
  const shownId = shown?.id ?? null;
  const { historyRequested, watchStarted, watchStopped } = model.actions;
  const refresh = () => dispatch(historyRequested({ scopeId }));

  useEffect(() => {
    dispatch(historyRequested({ scopeId }));
    return () => void dispatch(watchStopped());
  }, [dispatch, historyRequested, watchStopped, scopeId]);

  // Follow the task on show (the one just created, or the latest), until it stops running.
  useEffect(() => {
    if (shownId) dispatch(watchStarted({ id: shownId }));
  }, [shownId, dispatch, watchStarted]);

  const history = tagging.history;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {shown ? <TaskCard task={shown} /> : null}
      {tagging.watchError ? (
        <Alert
          type="warning"
          showIcon
          message={t('tagging.tasks.watchFailed')}
          description={errorText(tagging.watchError, 'tagging.tasks.watchFailed')}
        />
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('tagging.tasks.history')}
        </Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            {t('tagging.tasks.refresh')}
          </Button>
          {actions}
        </Space>
      </div>
      {history.status === 'failed' && history.error ? (
        <LoadFailure titleKey="tagging.tasks.loadFailed" error={history.error} onRetry={refresh} />
      ) : (
        <Table<TagTask>
          size="small"
          rowKey="id"
          loading={history.status === 'pending'}
          dataSource={history.tasks}
          pagination={false}
          locale={{ emptyText: <Empty description={t('tagging.tasks.empty')} /> }}
          columns={[
            {
              key: 'created_at',
              title: t('tagging.tasks.col.created_at'),
              render: (_, task) => formatDateTime(task.created_at),
            },
            {
              key: 'type',
              title: t('tagging.tasks.col.type'),
              render: (_, task) => t(`tagging.tasks.type.${task.task_type}`),
            },
            {
              key: 'tags',
              title: t('tagging.tasks.col.tags'),
              render: (_, task) => task.tag_names.join(', '),
            },
            {
              key: 'state',
              title: t('tagging.tasks.col.state'),
              render: (_, task) => <StateTag state={task.state} />,
            },
            {
              key: 'counts',
              title: t('tagging.tasks.col.counts'),
              render: (_, task) =>
                `${task.counts.tagged} / ${task.counts.matched} / ${task.counts.rows_read}`,
            },
            {
              key: 'show',
              // A header of its own: the cells' Show buttons are data that a screen reader names by it.
              title: t('tagging.tasks.col.show'),
              render: (_, task) =>
                task.id === shownId ? null : (
                  <Button type="link" size="small" onClick={() => dispatch(watchStarted({ id: task.id }))}>
                    {t('tagging.tasks.show')}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Space>
  );
}
