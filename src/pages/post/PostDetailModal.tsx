import { useEffect } from 'react';
import { Button, Descriptions, Image, Modal, Space, Spin, Tag, Typography } from 'antd';
import { isMediaUrl } from 'config/mediaUrl';
import { formatDateTime } from 'src-models/common';
import { postDetail } from 'src-models/posts';
import type { VideoReviewStatus } from 'src-services/posts';
import { LoadFailure } from 'src/components/loadFailure';
import { RichTextView } from 'src/components/richText';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

const REVIEW_COLORS: Record<VideoReviewStatus, string> = {
  pass: 'success',
  pending: 'processing',
  block: 'error',
};

interface Props {
  postId: string;
  onClose: () => void;
}

/**
 * A post's detail (03-community-analytics §2.3): its images, its content (sanitized), its video with the review
 * status as a tag, when it was created and how many stars it has. Loaded fresh when opened.
 */
export function PostDetailModal({ postId, onClose }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const post = useAppSelector(postDetail.selectors.selectData);
  const load = useAppSelector(postDetail.selectors.selectLoad);
  const shown = post?.id === postId ? post : null;

  useEffect(() => {
    dispatch(postDetail.actions.loadRequested({ id: postId }));
  }, [postId, dispatch]);

  const images = shown?.images.filter(isMediaUrl) ?? [];
  const video = shown?.video && isMediaUrl(shown.video.url) ? shown.video : null;

  return (
    <Modal
      open
      title={shown ? shown.title : t('post.detail.title')}
      width={760}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('post.detail.close')}</Button>}
    >
      {load.status === 'failed' && load.error ? (
        <LoadFailure
          titleKey="post.detail.loadFailed"
          error={load.error}
          onRetry={() => dispatch(postDetail.actions.loadRequested({ id: postId }))}
        />
      ) : !shown ? (
        <Spin />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('post.detail.images')}>
            {images.length === 0 ? (
              <Typography.Text type="secondary">{t('post.detail.noImages')}</Typography.Text>
            ) : (
              <Space wrap>
                {images.map((url, index) => (
                  <Image
                    key={url + index}
                    src={url}
                    width={120}
                    alt={t('post.detail.image', { index: index + 1, title: shown.title })}
                  />
                ))}
              </Space>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('post.detail.content')}>
            <RichTextView html={shown.content} />
          </Descriptions.Item>
          <Descriptions.Item label={t('post.detail.video')}>
            {video ? (
              <Space direction="vertical">
                <Tag color={REVIEW_COLORS[video.status]}>{t(`post.video.${video.status}`)}</Tag>
                {/* preload none: nothing is fetched until the operator plays it. */}
                <video
                  src={video.url}
                  controls
                  preload="none"
                  width={320}
                  aria-label={t('post.detail.video')}
                />
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('post.detail.noVideo')}</Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('post.detail.createdAt')}>
            {formatDateTime(shown.created_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('post.detail.stars')}>{shown.star_count}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
