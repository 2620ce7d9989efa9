import { useEffect, useMemo } from 'react';
import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { newRequestId } from 'src-models/common';
import { memberFields } from 'src-models/members';
import { selectCan } from 'src-models/session';
import { cancelClerkActions, staffScope, storeDocument, storeStaffList } from 'src-models/stores';
import type { Member } from 'src-services/members';
import { catalogueColumns, ListContainer, useConfirmedAction } from 'src/components/list';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { useT } from 'src/components/useT';

const displayName = (member: Member) =>
  member.profile?.name || member.mini_profile?.nickname || member.unionid || member.id;

/**
 * One store's staff (02-operations §2 screen 8): its clerks on the list container, the store's name as the
 * title, a back button, and Cancel clerk ('Are you sure to cancel?'), which makes the member no clerk of any store.
 */
export default function StoreStaffPage() {
  const intl = useIntl();
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppSelector(storeDocument.selectors.selectData);
  const load = useAppSelector(storeDocument.selectors.selectLoad);
  const canCancel = useAppSelector((state) => selectCan(state, [PRIVILEGES.memberUpdateClerk]));
  const confirm = useConfirmedAction();
  const scope = useMemo(() => staffScope(id), [id]);

  useEffect(() => {
    dispatch(storeDocument.actions.loadRequested({ id }));
  }, [id, dispatch]);

  const columns = useMemo(
    () =>
      catalogueColumns<Member>(memberFields, intl, {}, [
        {
          key: 'actions',
          titleKey: 'store.field.actions',
          fixed: 'right',
          render: (_, member) =>
            canCancel ? (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm({
                    titleKey: 'store.staff.cancelConfirm',
                    contentKey: 'store.staff.cancelContent',
                    okKey: 'store.staff.cancel',
                    values: { name: displayName(member) },
                    danger: true,
                    action: cancelClerkActions.requested({ requestId: newRequestId(), id: member.id }),
                  })
                }
              >
                {intl.formatMessage({ id: 'store.staff.cancel' })}
              </Button>
            ) : null,
        },
      ]),
    [intl, canCancel, confirm],
  );

  // Back to where the operator came from (the list with its filters), or to the list on a direct visit.
  const back = () => (location.key === 'default' ? navigate(linkTo('/store/list')) : navigate(-1));
  const shown = store && store.id === id ? store : null;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('store.staff.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {shown?.name ?? ''}
        </Typography.Title>
        <Typography.Text type="secondary">{t('store.staff.subtitle')}</Typography.Text>
      </Space>
      {load.status === 'failed' && load.error ? (
        <LoadFailure
          titleKey="store.staff.loadFailed"
          error={load.error}
          onRetry={() => dispatch(storeDocument.actions.loadRequested({ id }))}
        />
      ) : null}
      <ListContainer<Member>
        model={storeStaffList}
        columns={columns}
        filterFields={memberFields.filterFields}
        rowKey="id"
        scope={scope}
        exportName={{ sheetName: t('store.staff.sheet'), path: 'store-clerks' }}
      />
    </Space>
  );
}
