import { Tag, Typography } from 'antd';
import type { IntlShape } from 'react-intl';
import { couponState, formatDiscount, isBoundToActivity } from 'src-models/coupons';
import { formatDate } from 'src-models/common';
import type { Coupon } from 'src-services/coupons';
import type { ColumnOverride } from 'src/components/list';
import type { MessageId } from 'src-locales/messageIds';

export function expiryText(info: Coupon['date_info'], intl: IntlShape): string {
  if (
    info.type === 'fix_time_range' &&
    info.begin_timestamp !== undefined &&
    info.end_timestamp !== undefined
  )
    return `${formatDate(info.begin_timestamp)} ~ ${formatDate(info.end_timestamp)}`;
  if (info.type === 'fix_term')
    return intl.formatMessage(
      { id: 'coupon.expiry.termText' },
      { term: info.fixed_term ?? 0, delay: info.fixed_begin_term ?? 0 },
    );
  return intl.formatMessage({ id: `coupon.expiry.${info.type}` });
}

const STATE_COLORS = { active: 'green', deactivated: 'orange', deleted: 'default' } as const;

/** The coupon list's own cells (02-operations §4): the discount, the expiry, the state and the activity binding. */
export function couponOverrides(intl: IntlShape): Partial<Record<string, ColumnOverride<Coupon>>> {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    card_id: { copyable: true },
    'discount.value': {
      render: (_, coupon) => formatDiscount(coupon.discount),
      exportKeys: ['discount.show_text'],
    },
    'date_info.type': {
      titleKey: 'coupon.field.expiry',
      render: (_, coupon) => expiryText(coupon.date_info, intl),
    },
    deactivated: {
      titleKey: 'coupon.field.status',
      render: (_, coupon) => {
        const state = couponState(coupon);
        return <Tag color={STATE_COLORS[state]}>{t(`coupon.status.${state}`)}</Tag>;
      },
      exportKeys: ['deactivated', 'deleted'],
    },
    'metadata.activity_id': {
      render: (_, coupon) =>
        isBoundToActivity(coupon) ? (
          <Tag color="blue">{t('coupon.bound')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('coupon.unbound')}</Typography.Text>
        ),
    },
    abstract: { ellipsis: true },
  };
}
