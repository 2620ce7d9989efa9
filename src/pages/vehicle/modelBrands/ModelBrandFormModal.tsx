import { useEffect, useRef } from 'react';
import { ModalForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import type { JsonValue } from 'src-models/list';
import {
  MODEL_BRAND_TYPES,
  modelBrandActions,
  modelBrandInputFromForm,
  modelBrandSelectors,
  type ModelBrandFormValues,
} from 'src-models/vehicles';
import { useDraftKeeper } from 'src/components/drafts';
import { useSaveOnce } from 'src/components/saving';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

const asDraft = (values: ModelBrandFormValues) => JSON.parse(JSON.stringify(values)) as JsonValue;

interface Props {
  initial: ModelBrandFormValues;
  draftKey: string | null;
  restored?: boolean;
  onClose: () => void;
}

/** Add and edit a model brand (02-operations §5: name and type required) in a modal. */
export function ModelBrandFormModal({ initial, draftKey, restored = false, onClose }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ModelBrandFormValues>();
  const saving = useSaveOnce(useAppSelector(modelBrandSelectors.selectSave));
  const edited = useRef<ModelBrandFormValues | null>(restored ? initial : null);
  const t = (id: string) => intl.formatMessage({ id });
  const id = initial.id;

  useDraftKeeper(draftKey, 'modelBrand', () => (edited.current ? asDraft(edited.current) : null));

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    edited.current = null;
    dispatch(modelBrandActions.saveReset());
    onClose();
  }, [saving.outcome, dispatch, onClose]);

  return (
    <ModalForm<ModelBrandFormValues>
      open
      form={form}
      title={t(id ? 'vehicle.modelBrand.editTitle' : 'vehicle.modelBrand.createTitle')}
      width={520}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t('vehicle.form.save'), resetText: t('vehicle.form.cancel') },
        submitButtonProps: {
          loading: saving.busy,
          preventDefault: true,
          onClick: () => {
            if (saving.claim()) form.submit();
          },
        },
      }}
      onValuesChange={(_changed: ModelBrandFormValues, all: ModelBrandFormValues) => {
        edited.current = { ...all, ...(id ? { id } : {}) };
      }}
      onFinishFailed={saving.release}
      onFinish={async (values) => {
        const item = modelBrandInputFromForm({ ...values, ...(id ? { id } : {}) });
        saving.send((requestId) => dispatch(modelBrandActions.saveRequested({ requestId, item })));
        return false;
      }}
    >
      <ProFormText
        name="name"
        label={t('vehicle.modelBrand.field.name')}
        rules={[{ required: true, whitespace: true, message: t('vehicle.modelBrand.rule.nameRequired') }]}
      />
      <ProFormRadio.Group
        name="type"
        label={t('vehicle.modelBrand.field.type')}
        options={MODEL_BRAND_TYPES.map((type) => ({
          value: type,
          label: t(`vehicle.modelBrand.type.${type}`),
        }))}
        rules={[{ required: true, message: t('vehicle.modelBrand.rule.typeRequired') }]}
      />
    </ModalForm>
  );
}
