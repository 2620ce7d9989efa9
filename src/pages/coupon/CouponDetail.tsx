import { Alert, Descriptions, Image, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';
import { couponDetailsRequested, selectCouponDetail } from 'src-models/couponActivities';
import { formatDiscount } from 'src-models/coupons';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { expiryText } from './couponColumns';
import { useT } from 'src/components/useT';

/** A chosen coupon's read-only detail in the activity editor, with a warning when it is deactivated. */
export function CouponDetail({ cardId }: { cardId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const detail = useAppSelector((state) => selectCouponDetail(state, cardId));
  const t = useT();
  if (detail?.status === 'failed' && detail.error)
    return (
      <LoadFailure
        titleKey="coupon.activity.detailFailed"
        error={detail.error}
        onRetry={() => dispatch(couponDetailsRequested({ cardIds: [cardId] }))}
      />
    );
  if (!detail?.coupon) return <Skeleton active />;
  const { coupon } = detail;
  return (
    <>
      {coupon.deactivated && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('coupon.activity.deactivatedWarning')}
        />
      )}
      <Descriptions column={1} bordered size="small" styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label={t('coupon.field.card_id')}>{coupon.card_id}</Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.title')}>{coupon.title}</Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.abstract')}>{coupon.abstract}</Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.description')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{coupon.description}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.banner')}>
          {/* A banner stored before the URL rule (or by another client) is shown only if it is one. */}
          {isMediaUrl(coupon.banner) && <Image src={coupon.banner} width={240} alt="" />}
        </Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.service_phone')}>{coupon.service_phone}</Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.expiry')}>
          {expiryText(coupon.date_info, intl)}
        </Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.discount')}>
          {formatDiscount(coupon.discount)}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
