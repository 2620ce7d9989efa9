import { useEffect } from 'react';
import { Form } from 'antd';
import { postsRequested, prunedTopPosts, selectPromotePickers } from 'src-models/promote';
import { FieldSelect } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

const NO_IDS: string[] = [];

/**
 * The top posts (02-operations §4): disabled until tags are chosen; the posts offered carry one of them, and
 * when the tags change the chosen posts that no longer carry any are dropped.
 */
export function TopPostsField({ disabled }: { disabled: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = Form.useFormInstance();
  const tagIds = (Form.useWatch('tag_ids', form) as string[] | undefined) ?? NO_IDS;
  const { posts } = useAppSelector(selectPromotePickers);
  const tagKey = tagIds.join(',');

  useEffect(() => {
    dispatch(postsRequested({ tagIds: tagKey ? tagKey.split(',') : [] }));
  }, [tagKey, dispatch]);

  // Once the posts of the chosen tags are known, keep only the chosen posts among them. The tags are read from
  // the form itself: the watched value lags a render behind a value the form was just given (load, restore).
  useEffect(() => {
    const current = (form.getFieldValue('tag_ids') as string[] | undefined) ?? [];
    if (posts.status !== 'succeeded' || posts.tagIds.join(',') !== current.join(',')) return;
    const chosen = (form.getFieldValue('top_post_ids') as string[] | undefined) ?? [];
    const kept = prunedTopPosts(chosen, posts.items);
    if (kept.length !== chosen.length) form.setFieldValue('top_post_ids', kept);
  }, [posts, form]);

  return (
    <Form.Item
      name="top_post_ids"
      label={t('promote.config.topPosts')}
      extra={tagIds.length ? undefined : t('promote.config.chooseTagsFirst')}
      rules={[{ required: true, type: 'array', min: 1, message: t('promote.config.topPostsRequired') }]}
    >
      <FieldSelect
        mode="multiple"
        disabled={disabled || !tagIds.length}
        loading={posts.status === 'pending'}
        optionFilterProp="label"
        showSearch
        options={posts.items.map((post) => ({ value: post.id, label: post.title }))}
        notFoundContent={t(
          posts.status === 'failed' ? 'promote.config.postsFailed' : 'promote.config.noPost',
        )}
        style={{ maxWidth: 720 }}
      />
    </Form.Item>
  );
}
