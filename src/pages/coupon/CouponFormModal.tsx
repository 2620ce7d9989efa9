import { useEffect, useRef } from 'react';
import {
  ModalForm,
  ProForm,
  ProFormDateRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Form, InputNumber, Space, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import {
  COUPON_CHECKS,
  DISCOUNT_TYPES,
  EXPIRY_TYPES,
  rangeProblem,
  type CouponProblem,
} from 'config/coupons';
import {
  couponActions,
  couponInputFromForm,
  couponSelectors,
  type CouponFormValues,
} from 'src-models/coupons';
import type { JsonValue } from 'src-models/common';
import { checkRule } from 'src/components/checkRule';
import { useDraftKeeper } from 'src/components/drafts';
import { saveOnceButtonProps, useSaveOnce } from 'src/components/saving';
import { mediaUrlRule } from 'src/components/upload';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { BannerUpload } from './BannerUpload';
import { useT } from 'src/components/useT';

interface DiscountInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  precision?: number;
  unit: string;
}

/** A number with its unit (% or yuan); no clamping, so a negative value meets its message instead. */
function DiscountInput({ id, value, onChange, precision, unit }: DiscountInputProps) {
  return (
    <Space.Compact>
      <InputNumber id={id} style={{ width: 200 }} value={value} onChange={onChange} precision={precision} />
      <Space.Addon>{unit}</Space.Addon>
    </Space.Compact>
  );
}

type Fields = Omit<CouponFormValues, 'date_range'> & { date_range?: [Dayjs | null, Dayjs | null] | null };

const DAY = 'YYYY-MM-DD';

const toFields = (values: CouponFormValues): Fields => ({
  ...values,
  date_range: values.date_range ? [dayjs(values.date_range[0]), dayjs(values.date_range[1])] : undefined,
});

function fromFields(fields: Fields): CouponFormValues {
  const [begin, end] = fields.date_range ?? [];
  return {
    ...fields,
    date_range: begin && end ? [dayjs(begin).format(DAY), dayjs(end).format(DAY)] : undefined,
  };
}

/** JSON for a draft: undefined fields dropped. */
const asDraft = (values: CouponFormValues) => JSON.parse(JSON.stringify(values)) as JsonValue;

interface Props {
  /** The values to start from: an existing coupon (edit), a restored draft, or nothing (create). */
  initial: CouponFormValues | null;
  /** Where an unsaved edit is kept if the session ends meanwhile. */
  draftKey: string | null;
  /** The initial values are themselves unsaved (a restored draft). */
  restored?: boolean;
  onClose: () => void;
}

/** Create and edit a coupon (01-platform §5, 02-operations §5) in a modal; the modal closes once saved. */
export function CouponFormModal({ initial, draftKey, restored = false, onClose }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Fields>();
  const save = useAppSelector(couponSelectors.selectSave);
  const saving = useSaveOnce(save);
  const edited = useRef<CouponFormValues | null>(restored ? initial : null);
  const t = useT();
  const editing = Boolean(initial?.card_id);
  /** A field's rule is its check of config/coupons.ts (the mock's too). */
  const rule = <T,>(check: (value: T) => CouponProblem | null, required = false): FormRule =>
    checkRule(check, (problem) => t(`coupon.rule.${problem}`), required);

  useDraftKeeper(draftKey, 'coupon', () => (edited.current ? asDraft(edited.current) : null));

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    edited.current = null;
    dispatch(couponActions.saveReset());
    onClose();
  }, [saving.outcome, dispatch, onClose]);

  return (
    <ModalForm<Fields>
      open
      form={form}
      title={t(editing ? 'coupon.form.editTitle' : 'coupon.form.createTitle')}
      width={640}
      initialValues={initial ? toFields(initial) : undefined}
      // The values stay dayjs objects: fromFields turns them into calendar days itself.
      dateFormatter={false}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t('coupon.form.save'), resetText: t('coupon.cancel') },
        submitButtonProps: saveOnceButtonProps(saving, form),
      }}
      onValuesChange={(_changed, all) => {
        edited.current = { ...fromFields(all), ...(initial?.card_id ? { card_id: initial.card_id } : {}) };
      }}
      onFinishFailed={saving.release}
      onFinish={async (fields) => {
        const values = { ...fromFields(fields), ...(initial?.card_id ? { card_id: initial.card_id } : {}) };
        saving.send((requestId) =>
          dispatch(couponActions.saveRequested({ requestId, item: couponInputFromForm(values) })),
        );
        return false;
      }}
    >
      <ProFormText name="title" label={t('coupon.field.title')} rules={[rule(COUPON_CHECKS.title, true)]} />
      <ProFormText
        name="abstract"
        label={t('coupon.field.abstract')}
        rules={[rule(COUPON_CHECKS.abstract)]}
      />
      <ProFormTextArea
        name="description"
        label={t('coupon.field.description')}
        fieldProps={{ rows: 7, showCount: true }}
        rules={[rule(COUPON_CHECKS.description)]}
      />
      <ProForm.Item
        name="banner"
        label={t('coupon.field.banner')}
        rules={[rule(COUPON_CHECKS.banner, true), mediaUrlRule(intl)]}
      >
        <BannerUpload />
      </ProForm.Item>
      <ProFormText
        name="service_phone"
        label={t('coupon.field.service_phone')}
        rules={[rule(COUPON_CHECKS.service_phone, true)]}
      />
      <ProFormRadio.Group
        name="expiry_type"
        label={t('coupon.field.expiry_type')}
        options={EXPIRY_TYPES.map((type) => ({ value: type, label: t(`coupon.expiry.${type}`) }))}
        rules={[rule(COUPON_CHECKS.expiry_type, true)]}
      />
      <ProFormDependency name={['expiry_type']}>
        {({ expiry_type: expiryType }) => {
          if (expiryType === 'fix_time_range')
            return (
              <ProFormDateRangePicker
                name="date_range"
                label={t('coupon.field.date_range')}
                rules={[
                  rule(
                    (range: Fields['date_range']) => rangeProblem(range?.[0]?.unix(), range?.[1]?.unix()),
                    true,
                  ),
                ]}
              />
            );
          if (expiryType === 'fix_term')
            return (
              <ProForm.Group>
                <ProFormDigit
                  name="fixed_term"
                  label={t('coupon.field.fixed_term')}
                  min={1}
                  fieldProps={{ precision: 0 }}
                  rules={[rule(COUPON_CHECKS.fixed_term, true)]}
                />
                <ProFormDigit
                  name="fixed_begin_term"
                  label={t('coupon.field.fixed_begin_term')}
                  min={0}
                  fieldProps={{ precision: 0 }}
                  rules={[rule(COUPON_CHECKS.fixed_begin_term, true)]}
                />
              </ProForm.Group>
            );
          return null;
        }}
      </ProFormDependency>
      <ProFormRadio.Group
        name="discount_type"
        label={t('coupon.field.discount_type')}
        options={DISCOUNT_TYPES.map((type) => ({ value: type, label: t(`coupon.discount.${type}`) }))}
        rules={[rule(COUPON_CHECKS.discount_type, true)]}
      />
      <ProFormDependency name={['discount_type']}>
        {({ discount_type: discountType }) => (
          <ProForm.Item
            name="discount_value"
            label={t('coupon.field.discount_value')}
            rules={[rule(COUPON_CHECKS.discount_value, true)]}
          >
            <DiscountInput
              precision={discountType === 'percentage' ? undefined : 2}
              unit={discountType === 'percentage' ? '%' : t('coupon.form.yuan')}
            />
          </ProForm.Item>
        )}
      </ProFormDependency>
    </ModalForm>
  );
}
