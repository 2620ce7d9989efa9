import { useEffect, useRef } from 'react';
import { ModalForm, ProForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { DatePicker, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import type { JsonValue } from 'src-models/list';
import {
  MOTORCYCLE_NAME_MAX,
  MOTORCYCLE_ZH_NAME_MAX,
  motorcycleActions,
  motorcycleInputFromForm,
  motorcycleSelectors,
  type MotorcycleFormValues,
} from 'src-models/vehicles';
import { useDraftKeeper } from 'src/components/drafts';
import { useSaveOnce } from 'src/components/saving';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

/** JSON for a draft: undefined fields dropped. */
const asDraft = (values: MotorcycleFormValues) => JSON.parse(JSON.stringify(values)) as JsonValue;

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

interface Props {
  /** The values to start from: an existing motorcycle (edit), a restored draft, or a new one's. */
  initial: MotorcycleFormValues;
  /** Where an unsaved edit is kept if the session ends meanwhile. */
  draftKey: string | null;
  /** The initial values are themselves unsaved (a restored draft). */
  restored?: boolean;
  onClose: () => void;
}

/**
 * Add and edit an old reservation motorcycle (02-operations §2 screen 5, §5) in a modal. The modal closes once
 * saved; a refused or failed save (a name another motorcycle has: 1340878) leaves it open with what was typed.
 */
export function MotorcycleFormModal({ initial, draftKey, restored = false, onClose }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<MotorcycleFormValues>();
  const saving = useSaveOnce(useAppSelector(motorcycleSelectors.selectSave));
  const edited = useRef<MotorcycleFormValues | null>(restored ? initial : null);
  const t = (id: string) => intl.formatMessage({ id });
  const id = initial.id;

  useDraftKeeper(draftKey, 'motorcycle', () => (edited.current ? asDraft(edited.current) : null));

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    edited.current = null;
    dispatch(motorcycleActions.saveReset());
    onClose();
  }, [saving.outcome, dispatch, onClose]);

  return (
    <ModalForm<MotorcycleFormValues>
      open
      form={form}
      title={t(id ? 'vehicle.motorcycle.editTitle' : 'vehicle.motorcycle.createTitle')}
      width={640}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t('vehicle.form.save'), resetText: t('vehicle.form.cancel') },
        // A burst of clicks saves once: the first click claims the save before validation has answered.
        submitButtonProps: {
          loading: saving.busy,
          preventDefault: true,
          onClick: () => {
            if (saving.claim()) form.submit();
          },
        },
      }}
      onValuesChange={(_changed: MotorcycleFormValues, all: MotorcycleFormValues) => {
        edited.current = { ...all, ...(id ? { id } : {}) };
      }}
      onFinishFailed={saving.release}
      onFinish={async (values) => {
        const item = motorcycleInputFromForm({ ...values, ...(id ? { id } : {}) });
        saving.send((requestId) => dispatch(motorcycleActions.saveRequested({ requestId, item })));
        return false;
      }}
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
    </ModalForm>
  );
}
