import { Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { newRequestId } from 'src-models/common';
import {
  postActions,
  postFields,
  postList,
  weightFormValues,
  type PostWeightFormValues,
} from 'src-models/posts';
import { selectCan } from 'src-models/session';
import type { Post } from 'src-services/posts';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { ListContainer, useConfirmedAction } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { postColumns } from './postColumns';

// The dialogs load when the operator opens one, not with the list.
const PostWeightModal = lazyNamed(
  () => import(/* webpackChunkName: "post-weight" */ './PostWeightModal'),
  'PostWeightModal',
);
const PostDetailModal = lazyNamed(
  () => import(/* webpackChunkName: "post-detail" */ './PostDetailModal'),
  'PostDetailModal',
);

const ROUTE = '/post/list';

/**
 * The post list (03-community-analytics §2.3): pinned posts first by weight, then the newest; deleted posts
 * hidden. Detail, delete, set top, update weight and cancel top, each behind its permission.
 */
export default function PostListPage() {
  const intl = useIntl();
  const canGet = useAppSelector((state) => selectCan(state, [PRIVILEGES.postGet]));
  const canDelete = useAppSelector((state) => selectCan(state, [PRIVILEGES.postDelete]));
  const canUpdate = useAppSelector((state) => selectCan(state, [PRIVILEGES.postUpdate]));
  const canSearchStars = useAppSelector((state) => selectCan(state, [PRIVILEGES.postStarSearch]));
  const weighing = useModalEditor<PostWeightFormValues>(ROUTE, 'postWeight');
  const { open } = weighing;
  const [detailId, setDetailId] = useState<string | null>(null);
  const confirm = useConfirmedAction();

  const columns = useMemo(
    () =>
      postColumns(intl, {
        canGet,
        canDelete,
        canUpdate,
        canSearchStars,
        onDetail: (post: Post) => setDetailId(post.id),
        onWeight: (post) => open(weightFormValues(post)),
        onCancelTop: (post) =>
          confirm({
            titleKey: 'post.cancelTop.confirmTitle',
            contentKey: 'post.cancelTop.confirm',
            okKey: 'post.cancelTop',
            values: { title: post.title },
            action: postActions.saveRequested({
              requestId: newRequestId(),
              item: { id: post.id, weight: 0 },
            }),
          }),
        onDelete: (post) =>
          confirm({
            titleKey: 'post.delete.confirmTitle',
            contentKey: 'post.delete.confirm',
            okKey: 'post.delete',
            values: { title: post.title },
            danger: true,
            action: postActions.removeRequested({ requestId: newRequestId(), id: post.id }),
          }),
      }),
    [intl, open, confirm, canGet, canDelete, canUpdate, canSearchStars],
  );

  return (
    <>
      {weighing.notice}
      <ListContainer<Post>
        model={postList}
        columns={columns}
        filterFields={postFields.filterFields}
        rowKey="id"
      />
      {weighing.editor && (
        <Suspense fallback={null}>
          <PostWeightModal
            initial={weighing.editor.initial}
            restored={weighing.editor.restored}
            draftKey={weighing.draftKey}
            onClose={weighing.close}
          />
        </Suspense>
      )}
      {detailId && (
        <Suspense fallback={null}>
          <PostDetailModal postId={detailId} onClose={() => setDetailId(null)} />
        </Suspense>
      )}
    </>
  );
}
