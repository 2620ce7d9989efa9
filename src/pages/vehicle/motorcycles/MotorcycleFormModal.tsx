import { ProForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { DatePicker, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import {
  MOTORCYCLE_NAME_MAX,
  MOTORCYCLE_ZH_NAME_MAX,
  motorcycleInputFromForm,
  motorcycleList,
  type MotorcycleFormValues,
} from 'src-models/vehicles';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useT } from 'src/components/useT';

/** The form keeps times as unix seconds (plain values for the draft); the picker shows them as dates. */
const timeProps = {
  getValueProps: (value: number | null | undefined) => ({ value: value ? dayjs.unix(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.unix() : null),
};

/** An offline time, when both are given, comes after the online time. */
const offlineAfterOnline =
  (message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: number | null | undefined) => {
      const onlineAt = getFieldValue('online_at') as number | null | undefined;
      if (value && onlineAt && value <= onlineAt) throw new Error(message);
    },
  });

/**
 * Add and edit an old reservation motorcycle (02-operations §2 screen 5, §5) in a modal. The modal closes once
 * saved; a refused or failed save (a name another motorcycle has: 1340878) leaves it open with what was typed.
 */
export function MotorcycleFormModal(props: ListFormProps<MotorcycleFormValues>) {
  const intl = useIntl();
  const t = useT();
  return (
    <ListFormModal
      {...props}
      list={motorcycleList}
      kind="motorcycle"
      createTitle="vehicle.motorcycle.createTitle"
      editTitle="vehicle.motorcycle.editTitle"
      toInput={motorcycleInputFromForm}
      width={640}
    >
      <ProFormText
        name="name"
        label={t('vehicle.motorcycle.field.name')}
        rules={[
          { required: true, whitespace: true, message: t('vehicle.motorcycle.rule.nameRequired') },
          { max: MOTORCYCLE_NAME_MAX, message: t('vehicle.motorcycle.rule.nameMax') },
        ]}
      />
      <ProFormText
        name="zh_name"
        label={t('vehicle.motorcycle.field.zh_name')}
        rules={[
          { required: true, whitespace: true, message: t('vehicle.motorcycle.rule.zhNameRequired') },
          { max: MOTORCYCLE_ZH_NAME_MAX, message: t('vehicle.motorcycle.rule.zhNameMax') },
        ]}
      />
      <ProFormDigit
        name="weight"
        label={t('vehicle.motorcycle.field.weight')}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('vehicle.motorcycle.rule.weightRequired') }]}
      />
      <ProForm.Item
        name="image_url"
        label={t('vehicle.motorcycle.field.image_url')}
        rules={[{ required: true, message: t('vehicle.motorcycle.rule.imageRequired') }, mediaUrlRule(intl)]}
      >
        <UploadField mode="single" accept="image" hint={t('vehicle.motorcycle.imageHint')} />
      </ProForm.Item>
      <ProFormSwitch name="online" label={t('vehicle.motorcycle.form.online')} />
      <ProForm.Group>
        <ProForm.Item name="online_at" label={t('vehicle.motorcycle.field.online_at')} {...timeProps}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
        </ProForm.Item>
        <ProForm.Item
          name="offline_at"
          label={t('vehicle.motorcycle.field.offline_at')}
          dependencies={['online_at']}
          {...timeProps}
          rules={[offlineAfterOnline(t('vehicle.motorcycle.rule.offlineAfterOnline'))]}
        >
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
        </ProForm.Item>
      </ProForm.Group>
    </ListFormModal>
  );
}
