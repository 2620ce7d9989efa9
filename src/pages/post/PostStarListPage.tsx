import { useEffect, useMemo } from 'react';
import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { postDetail, postStarFields, postStarList, starsOf } from 'src-models/posts';
import { selectCan } from 'src-models/session';
import type { PostStar } from 'src-services/posts';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { useT } from 'src/components/useT';

/**
 * Who starred one post (03-community-analytics §2.3): member, club and time, with the post's title when the
 * operator may read the post, and a back button.
 */
export default function PostStarListPage() {
  const intl = useIntl();
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const canGet = useAppSelector((state) => selectCan(state, [PRIVILEGES.postGet]));
  const post = useAppSelector(postDetail.selectors.selectData);
  const scope = useMemo(() => starsOf(id), [id]);

  useEffect(() => {
    if (canGet) dispatch(postDetail.actions.loadRequested({ id }));
  }, [id, canGet, dispatch]);

  const columns = useMemo(() => {
    const yesNo = (value: boolean) =>
      intl.formatMessage({ id: value ? 'list.boolean.yes' : 'list.boolean.no' });
    return catalogueColumns<PostStar>(postStarFields, intl, {
      'star_member.is_owner': { render: (_, star) => yesNo(star.star_member.is_owner) },
      'star_member_doc.name': {
        render: (_, star) => (star.star_member_doc?.has ? star.star_member_doc.name : '-'),
      },
    });
  }, [intl]);

  const back = () => (location.key === 'default' ? navigate(linkTo('/post/list')) : navigate(-1));
  const shown = post && post.id === id ? post : null;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('post.star.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {shown ? t('post.star.title', { title: shown.title }) : t('post.star.titleUnknown')}
        </Typography.Title>
      </Space>
      <ListContainer<PostStar>
        model={postStarList}
        columns={columns}
        filterFields={postStarFields.filterFields}
        rowKey="id"
        scope={scope}
      />
    </Space>
  );
}
