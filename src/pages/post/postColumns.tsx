import { Button, Space, Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { isPinned, postFields, postOffersActions } from 'src-models/posts';
import type { Post } from 'src-services/posts';
import { AuditTrailButton } from 'src/components/auditTrail';
import { catalogueColumns, type ListColumn } from 'src/components/list';
import type { MessageId } from 'src-locales/messageIds';
import { linkTo } from 'src/routes/links';

export interface PostRowActions {
  canGet: boolean;
  canDelete: boolean;
  canUpdate: boolean;
  canSearchStars: boolean;
  onDetail: (post: Post) => void;
  onDelete: (post: Post) => void;
  /** Opens the weight dialog: Set top on an unpinned post, Update weight on a pinned one. */
  onWeight: (post: Post) => void;
  onCancelTop: (post: Post) => void;
}

/** The post list's columns (03-community-analytics §2.3): pinned posts tagged, each action behind its permission. */
export function postColumns(intl: IntlShape, actions: PostRowActions): ListColumn<Post>[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return catalogueColumns<Post>(
    postFields,
    intl,
    {
      title: {
        render: (_, post) => (
          <Space size={4} wrap>
            <span>{post.title}</span>
            {isPinned(post) && <Tag color="orange">{t('post.pinned')}</Tag>}
          </Space>
        ),
      },
      'member.name': {
        render: (_, post) => (
          <Space size={4} wrap>
            <span>{post.member.name}</span>
            {post.member.is_owner && <Tag color="blue">{t('post.owner')}</Tag>}
          </Space>
        ),
      },
      'member_doc.name': { render: (_, post) => (post.member_doc?.has ? post.member_doc.name : '-') },
      tags: { render: (_, post) => post.tags.map((tag) => <Tag key={tag.id}>{tag.name}</Tag>) },
      'location.address': { render: (_, post) => post.location?.address ?? '-' },
    },
    [
      {
        key: 'actions',
        titleKey: 'post.field.actions',
        fixed: 'right',
        render: (_, post) =>
          postOffersActions(post) ? (
            <Space size={0} wrap>
              {actions.canGet && (
                <Button type="link" size="small" onClick={() => actions.onDetail(post)}>
                  {t('post.detail')}
                </Button>
              )}
              {actions.canSearchStars && (
                <Link
                  className="ant-btn ant-btn-link ant-btn-sm"
                  to={linkTo('/post/:id/star/list', { id: post.id })}
                >
                  {t('post.stars')}
                </Link>
              )}
              {actions.canUpdate && (
                <Button type="link" size="small" onClick={() => actions.onWeight(post)}>
                  {t(isPinned(post) ? 'post.updateWeight' : 'post.setTop')}
                </Button>
              )}
              {actions.canUpdate && isPinned(post) && (
                <Button type="link" size="small" onClick={() => actions.onCancelTop(post)}>
                  {t('post.cancelTop')}
                </Button>
              )}
              {actions.canDelete && (
                <Button type="link" size="small" danger onClick={() => actions.onDelete(post)}>
                  {t('post.delete')}
                </Button>
              )}
              <AuditTrailButton kind="post" recordId={post.id} recordName={post.title} />
            </Space>
          ) : null,
      },
    ],
  );
}
