import { Alert, Descriptions, Image, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { selectCouponDetail } from 'src-models/couponActivities';
import { formatDiscount } from 'src-models/coupons';
import { describeError } from 'src-services/errors';
import { useAppSelector } from 'src/store/hooks';
import { expiryText } from './couponColumns';

/** A chosen coupon's read-only detail in the activity editor, with a warning when it is deactivated. */
export function CouponDetail({ cardId }: { cardId: string }) {
  const intl = useIntl();
  const detail = useAppSelector((state) => selectCouponDetail(state, cardId));
  const t = (id: string) => intl.formatMessage({ id });
  if (!detail || detail.status === 'pending' || detail.status === 'idle') return <Skeleton active />;
  if (detail.status === 'failed' || !detail.coupon) {
    const text = detail.error
      ? describeError(detail.error, 'coupon.activity.detailFailed')
      : { key: 'coupon.activity.detailFailed' };
    return <Alert type="error" showIcon message={'key' in text ? t(text.key) : text.text} />;
  }
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
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('coupon.field.card_id')}>{coupon.card_id}</Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.title')}>{coupon.title}</Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.abstract')}>{coupon.abstract}</Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.description')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{coupon.description}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('coupon.field.banner')}>
          {coupon.banner && <Image src={coupon.banner} width={240} alt="" />}
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
