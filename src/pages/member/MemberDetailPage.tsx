import { useEffect, useMemo, type ReactNode } from 'react';
import { Avatar, Button, Collapse, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formatDateTime } from 'src-models/common';
import { memberCouponFields, memberCouponList, memberCouponScope, memberDetail } from 'src-models/members';
import type { CouponCode } from 'src-services/couponCodes';
import type { Member } from 'src-services/members';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { useT } from 'src/components/useT';

const GENDER_KEYS = { 0: 'list.gender.unknown', 1: 'list.gender.male', 2: 'list.gender.female' } as const;

type Entry = [label: string, value: ReactNode];

/**
 * A panel's facts, or 'No Data' when the member has none of them. Bordered, each label is a header cell: a table
 * this large is read as a data table, and a value needs its header (axe's td-has-header).
 */
function Facts({ entries, empty }: { entries: Entry[]; empty: string }) {
  const shown = entries.filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (shown.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
      {shown.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * One member (02-operations §2 screen 9): a back button and the member's name as the title, three collapsible
 * panels (the CRM member profile, the mini-program profile and the H5 sign-up; an empty one reads 'No Data'), and the member's
 * coupon codes on the list container, scoped to the member's openid, newest pick first.
 */
export default function MemberDetailPage() {
  const intl = useIntl();
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const detail = useAppSelector(memberDetail.selectors.selectState);
  const member: Member | null = detail.data?.id === id ? detail.data : null;
  const openid = member?.openid ?? '';
  const scope = useMemo(() => memberCouponScope(openid), [openid]);

  useEffect(() => {
    dispatch(memberDetail.actions.loadRequested({ id }));
  }, [id, dispatch]);

  const columns = useMemo(
    () =>
      catalogueColumns<CouponCode>(memberCouponFields, intl, {
        status: {
          render: (_, code) => <Tag>{intl.formatMessage({ id: `member.coupon.status.${code.status}` })}</Tag>,
        },
      }),
    [intl],
  );

  const back = () => (location.key === 'default' ? navigate(linkTo('/user/list')) : navigate(-1));
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : t(value ? 'member.detail.yes' : 'member.detail.no');
  const name = member?.profile?.name || member?.mini_profile?.nickname || '';

  const chinese = intl.locale.startsWith('zh');
  /** A list of names in the page's language (the Chinese ones when the page is Chinese and has them). */
  const names = (english: string[] | undefined, zh: string[] | undefined) =>
    (chinese && zh?.length ? zh : english)?.join(', ') || undefined;
  const profile = member?.profile;
  const address = member?.address;
  const crm: Entry[] = member
    ? [
        [t('member.detail.name'), profile?.name],
        [
          t('member.detail.gender'),
          profile?.gender === undefined ? undefined : t(GENDER_KEYS[profile.gender]),
        ],
        [
          t('member.detail.phone'),
          profile?.phone
            ? `${profile.country_code ? `+${profile.country_code} ` : ''}${profile.phone}`
            : undefined,
        ],
        [t('member.detail.birthday'), profile?.birthday],
        [t('member.detail.email'), profile?.email],
        [
          t('member.detail.address'),
          [address?.province, address?.city].filter(Boolean).join(' ') || undefined,
        ],
        [
          t('member.detail.otherRegion'),
          [address?.other_province, address?.other_city].filter(Boolean).join(' ') || undefined,
        ],
        [t('member.detail.hasDealer'), yesNo(address?.has_dealer)],
        [t('member.detail.owner'), yesNo(member.owner?.is)],
        [t('member.detail.ownerModel'), member.owner?.model],
        [t('member.detail.otherModel'), member.owner?.other_model],
        [t('member.detail.purchase'), member.owner?.purchase],
        [t('member.detail.carQuantity'), member.car?.quantity],
        [t('member.detail.carBrands'), names(member.car?.brands, member.car?.brands_zh)],
        [t('member.detail.carModels'), names(member.car?.models, member.car?.models_zh)],
        [t('member.detail.sportQuantity'), member.sport?.quantity],
        [t('member.detail.sports'), names(member.sport?.options, member.sport?.options_zh)],
        [t('member.detail.sportLevels'), names(member.sport?.levels, member.sport?.levels_zh)],
        [t('member.detail.profession'), chinese ? member.profession?.option_zh : member.profession?.option],
        [t('member.detail.professionElse'), member.profession?.else],
        [t('member.detail.channel'), member.channel],
        [t('member.detail.referrer'), member.referrer],
        [t('member.detail.clerk'), member.is_clerk ? member.store_name : undefined],
        [
          t('member.detail.signUp'),
          [member.is_mini ? t('member.detail.miniProgram') : '', member.is_web ? t('member.detail.web') : '']
            .filter(Boolean)
            .join(', ') || undefined,
        ],
      ]
    : [];
  const mini = member?.mini_profile;
  const miniEntries: Entry[] = mini
    ? [
        [t('member.detail.nickname'), mini.nickname],
        [
          t('member.detail.avatar'),
          mini.avatar_url ? (
            <Avatar src={mini.avatar_url} alt={t('member.detail.avatarAlt', { name: mini.nickname ?? '' })} />
          ) : undefined,
        ],
        ['OpenID', member?.openid],
        ['UnionID', member?.unionid],
        [t('member.detail.boundAt'), member?.bound_at ? formatDateTime(member.bound_at) : undefined],
      ]
    : [];

  const h5: Entry[] = member
    ? [
        [t('member.detail.fromH5'), yesNo(member.from_h5)],
        [t('member.detail.h5Openid'), member.h5_openid],
        [t('member.detail.h5Changed'), yesNo(member.h5_changed)],
        [
          t('member.detail.h5ChangedAt'),
          member.h5_changed_at ? formatDateTime(member.h5_changed_at) : undefined,
        ],
      ]
    : [];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('member.detail.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
      </Space>
      {detail.load.status === 'failed' && detail.load.error ? (
        <LoadFailure
          titleKey="member.detail.loadFailed"
          error={detail.load.error}
          onRetry={() => dispatch(memberDetail.actions.loadRequested({ id }))}
        />
      ) : null}
      {member ? (
        <>
          <Collapse
            defaultActiveKey={['crm', 'mini', 'h5']}
            items={[
              {
                key: 'crm',
                label: t('member.detail.crm'),
                children: <Facts entries={crm} empty={t('member.detail.noData')} />,
              },
              {
                key: 'mini',
                label: t('member.detail.mini'),
                children: <Facts entries={miniEntries} empty={t('member.detail.noData')} />,
              },
              {
                key: 'h5',
                label: t('member.detail.h5'),
                children: <Facts entries={h5} empty={t('member.detail.noData')} />,
              },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('member.detail.coupons')}
          </Typography.Title>
          {openid ? (
            <ListContainer<CouponCode>
              model={memberCouponList}
              columns={columns}
              filterFields={memberCouponFields.filterFields}
              rowKey="id"
              scope={scope}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('member.detail.noData')} />
          )}
        </>
      ) : null}
    </Space>
  );
}
