import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Empty, Row, Space, Tabs, Typography } from 'antd';
import { CloudDownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PRIVILEGES } from 'config/privileges';
import {
  channelFormValues,
  channelGroupActions,
  channelGroupSelectors,
  groupFormValues,
  newChannelValues,
  type ChannelFormValues,
  type ChannelGroupFormValues,
} from 'src-models/channels';
import { formatDateTime } from 'src-models/common';
import { selectCan } from 'src-models/session';
import type { Channel } from 'src-services/channels';
import { useModalEditor } from 'src/components/drafts';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { ChannelFormModal } from './ChannelFormModal';
import { ChannelGrid } from './ChannelGrid';
import { GroupDownloadDialog } from './GroupDownloadDialog';
import { GroupFormModal } from './GroupFormModal';
import { GroupPane } from './GroupPane';
import { useChannelDataTab } from './useChannelDataTab';
import { useT } from 'src/components/useT';

// The bulk dialog reads spreadsheets: it (and xlsx) load when it opens.
const BulkUploadDialog = lazy(() => import(/* webpackChunkName: "channel-bulk" */ './BulkUploadDialog'));

const ROUTE = '/channel-center';
const SAVE = [PRIVILEGES.channelSave];

/**
 * The channel center (03-community-analytics §2.4): channel groups on the left (the first chosen after load),
 * the chosen group's details and its channels on the right, as a paged card grid; groups and channels are
 * created and edited in dialogs that keep what was typed through an expired session.
 */
export default function ChannelCenterPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const canSave = useAppSelector((state) => selectCan(state, SAVE));
  const chosen = useAppSelector(channelGroupSelectors.selectChosen);
  const groupEditor = useModalEditor<ChannelGroupFormValues>(`${ROUTE}/group`, 'channelGroup');
  const channelEditor = useModalEditor<ChannelFormValues>(`${ROUTE}/channel`, 'channel');
  const [transfer, setTransfer] = useState<'bulk' | 'download' | null>(null);
  const dataTab = useChannelDataTab();
  // One function for the page's life: the grid (memoized) is not drawn again when a dialog opens or closes.
  const { open: openChannel } = channelEditor;
  const editChannel = useCallback(
    (channel: Channel) => openChannel(channelFormValues(channel)),
    [openChannel],
  );

  useEffect(() => {
    dispatch(channelGroupActions.loadRequested());
  }, [dispatch]);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('channel.title')}
      </Typography.Title>
      {groupEditor.notice}
      {channelEditor.notice}
      <Row gutter={16} wrap={false}>
        <Col flex="260px">
          <Card size="small" title={t('channel.groups.title')}>
            <GroupPane canSave={canSave} onCreate={() => groupEditor.open(groupFormValues(null))} />
          </Card>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          {chosen ? (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Card
                size="small"
                title={chosen.name}
                extra={
                  <Space wrap>
                    <Button icon={<CloudDownloadOutlined />} onClick={() => setTransfer('download')}>
                      {t('channel.groupDownload.button')}
                    </Button>
                    {canSave ? (
                      <>
                        <Button
                          icon={<EditOutlined />}
                          onClick={() => groupEditor.open(groupFormValues(chosen))}
                        >
                          {t('channel.group.edit')}
                        </Button>
                        <Button icon={<UploadOutlined />} onClick={() => setTransfer('bulk')}>
                          {t('channel.bulk.button')}
                        </Button>
                        <Button
                          type="primary"
                          icon={<PlusOutlined />}
                          onClick={() => channelEditor.open(newChannelValues(chosen.id))}
                        >
                          {t('channel.create')}
                        </Button>
                      </>
                    ) : null}
                  </Space>
                }
              >
                <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
                  <Descriptions.Item label={t('channel.group.description')}>
                    {chosen.description || '-'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('channel.group.created')}>
                    {formatDateTime(chosen.created_at)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('channel.group.updated')}>
                    {formatDateTime(chosen.updated_at)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('channel.group.comment')}>
                    {chosen.comment || '-'}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              <Card size="small">
                <Tabs
                  items={[
                    {
                      key: 'list',
                      label: t('channel.tab.list'),
                      children: <ChannelGrid groupId={chosen.id} canSave={canSave} onEdit={editChannel} />,
                    },
                    ...dataTab(chosen.id),
                  ]}
                />
              </Card>
            </Space>
          ) : (
            <Card>
              <Empty description={t('channel.group.chooseFirst')} />
            </Card>
          )}
        </Col>
      </Row>
      {groupEditor.editor ? (
        <GroupFormModal
          initial={groupEditor.editor.initial}
          restored={groupEditor.editor.restored}
          draftKey={groupEditor.draftKey}
          onClose={groupEditor.close}
        />
      ) : null}
      {chosen && transfer === 'bulk' ? (
        <Suspense fallback={null}>
          <BulkUploadDialog group={chosen} onClose={() => setTransfer(null)} />
        </Suspense>
      ) : null}
      {chosen && transfer === 'download' ? (
        <GroupDownloadDialog group={chosen} onClose={() => setTransfer(null)} />
      ) : null}
      {channelEditor.editor ? (
        <ChannelFormModal
          initial={channelEditor.editor.initial}
          restored={channelEditor.editor.restored}
          draftKey={channelEditor.draftKey}
          onClose={channelEditor.close}
        />
      ) : null}
    </Space>
  );
}
