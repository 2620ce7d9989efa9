import { useEffect, useRef } from 'react';
import { ModalForm, ProForm, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { isCityOf } from 'config/regions';
import type { JsonValue } from 'src-models/list';
import { storeActions, storeInputFromForm, storeSelectors, type StoreFormValues } from 'src-models/stores';
import { useDraftKeeper } from 'src/components/drafts';
import { EmailListField } from 'src/components/emailList';
import { LocationFields } from 'src/components/location';
import { useSaveOnce } from 'src/components/saving';
import { ClubSelect } from 'src/components/selectors';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { RegionFields } from './RegionFields';

/** JSON for a draft: undefined fields dropped. */
const asDraft = (values: StoreFormValues) => JSON.parse(JSON.stringify(values)) as JsonValue;

interface Props {
  /** The values to start from: an existing store (edit), a restored draft, or a new store's. */
  initial: StoreFormValues;
  /** Where an unsaved edit is kept if the session ends meanwhile. */
  draftKey: string | null;
  /** The initial values are themselves unsaved (a restored draft). */
  restored?: boolean;
  onClose: () => void;
}

/**
 * Add and edit a store (02-operations §2 screen 7, §5) in a modal: every required field, the province resetting
 * a city it does not have, dealer e-mails with blank rows dropped. The modal closes once saved; a refused or
 * failed save leaves it open with what was typed.
 */
export function StoreFormModal({ initial, draftKey, restored = false, onClose }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<StoreFormValues>();
  const saving = useSaveOnce(useAppSelector(storeSelectors.selectSave));
  const edited = useRef<StoreFormValues | null>(restored ? initial : null);
  const t = (id: string) => intl.formatMessage({ id });
  const id = initial.id;

  useDraftKeeper(draftKey, 'store', () => (edited.current ? asDraft(edited.current) : null));

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    edited.current = null;
    dispatch(storeActions.saveReset());
    onClose();
  }, [saving.outcome, dispatch, onClose]);

  return (
    <ModalForm<StoreFormValues>
      open
      form={form}
      title={t(id ? 'store.form.editTitle' : 'store.form.createTitle')}
      width={760}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t('store.form.save'), resetText: t('store.form.cancel') },
        // A burst of clicks saves once: the first click claims the save before validation has answered.
        submitButtonProps: {
          loading: saving.busy,
          preventDefault: true,
          onClick: () => {
            if (saving.claim()) form.submit();
          },
        },
      }}
      onValuesChange={(changed: StoreFormValues, all: StoreFormValues) => {
        let values = all;
        // 02-operations §5: a province that does not have the chosen city resets it.
        if ('province' in changed && all.city && !isCityOf(all.province, all.city)) {
          form.setFieldValue('city', undefined);
          values = { ...all, city: undefined };
        }
        edited.current = { ...values, ...(id ? { id } : {}) };
      }}
      onFinishFailed={saving.release}
      onFinish={async (values) => {
        const item = storeInputFromForm({ ...values, ...(id ? { id } : {}) });
        saving.send((requestId) => dispatch(storeActions.saveRequested({ requestId, item })));
        return false;
      }}
    >
      <ProFormText
        name="name"
        label={t('store.field.name')}
        rules={[{ required: true, whitespace: true, message: t('store.rule.nameRequired') }]}
      />
      <ProForm.Item
        name="cover_image"
        label={t('store.field.cover_image')}
        rules={[{ required: true, message: t('store.rule.coverRequired') }, mediaUrlRule(intl)]}
      >
        <UploadField mode="single" accept="image" />
      </ProForm.Item>
      <ProForm.Group>
        <RegionFields />
      </ProForm.Group>
      <ProFormText
        name="detail_address"
        label={t('store.field.detail_address')}
        rules={[{ required: true, whitespace: true, message: t('store.rule.addressRequired') }]}
      />
      <ProForm.Item label={t('store.field.location')} required>
        <LocationFields name={['location']} />
      </ProForm.Item>
      <ProForm.Group>
        <ProFormText
          name="phone"
          label={t('store.field.phone')}
          rules={[{ required: true, whitespace: true, message: t('store.rule.phoneRequired') }]}
        />
        <ProFormText
          name="business_hours"
          label={t('store.field.business_hours')}
          placeholder={t('store.form.businessHoursHint')}
        />
      </ProForm.Group>
      <EmailListField
        name="dealer_mails"
        labelKey="store.field.dealer_mails"
        itemKey="store.form.mail"
        removeKey="store.form.removeMail"
        addKey="store.form.addMail"
        requiredKey="store.rule.mailsRequired"
        invalidKey="store.rule.mailInvalid"
        blankAllowed
      />
      <ProForm.Item name="doc_ids" label={t('store.field.doc_ids')}>
        <ClubSelect mode="multiple" allowClear />
      </ProForm.Item>
      <ProFormSwitch name="disabled" label={t('store.field.disabled')} />
    </ModalForm>
  );
}
