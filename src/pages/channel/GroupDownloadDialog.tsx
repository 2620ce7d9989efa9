import { useCallback, useEffect } from 'react';
import { Button, Modal, Result, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { channelTransferActions as actions, channelTransferSelectors } from 'src-models/channels';
import { newRequestId } from 'src-models/common';
import type { ChannelGroup } from 'src-services/channels';
import { openSafely } from 'src/components/list';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

interface Props {
  group: ChannelGroup;
  onClose: () => void;
}

/**
 * The download of a group's codes (03-community-analytics §2.4, §4): 'generating' until the link arrives, then
 * ready to open (only an http(s) link is kept). Closing the dialog stops waiting.
 */
export function GroupDownloadDialog({ group, onClose }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const download = useAppSelector(channelTransferSelectors.selectDownload);
  const request = useCallback(
    () => dispatch(actions.downloadRequested({ requestId: newRequestId(), groupId: group.id })),
    [dispatch, group.id],
  );

  useEffect(() => {
    request();
    return () => {
      dispatch(actions.downloadDialogClosed());
    };
  }, [dispatch, request]);

  const body =
    download.status === 'succeeded' && download.url ? (
      <Result
        status="success"
        title={t('channel.groupDownload.ready')}
        extra={
          <Button type="primary" icon={<DownloadOutlined />} onClick={() => openSafely(download.url!)}>
            {t('channel.groupDownload.open')}
          </Button>
        }
      />
    ) : download.status === 'failed' && download.error ? (
      <LoadFailure titleKey="channel.groupDownload.failed" error={download.error} onRetry={request} />
    ) : (
      <Spin spinning>
        <Typography.Paragraph role="status" style={{ padding: 48, textAlign: 'center' }}>
          {t('channel.groupDownload.generating')}
        </Typography.Paragraph>
      </Spin>
    );

  return (
    <Modal
      open
      title={t('channel.groupDownload.title', { group: group.name })}
      footer={<Button onClick={onClose}>{t('channel.bulk.close')}</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
