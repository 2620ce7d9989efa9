import { ProForm, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useIntl } from 'react-intl';
import { followProvince, storeInputFromForm, storeList, type StoreFormValues } from 'src-models/stores';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';
import { EmailListField } from 'src/components/emailList';
import { LocationFields } from 'src/components/location';
import { ClubSelect } from 'src/components/selectors';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { RegionFields } from './RegionFields';
import { useT } from 'src/components/useT';

/**
 * Add and edit a store (02-operations §2 screen 7, §5) in a modal: every required field, the province resetting
 * a city it does not have, dealer e-mails with blank rows dropped. The modal closes once saved; a refused or
 * failed save leaves it open with what was typed.
 */
export function StoreFormModal(props: ListFormProps<StoreFormValues>) {
  const intl = useIntl();
  const t = useT();
  return (
    <ListFormModal<StoreFormValues, ReturnType<typeof storeInputFromForm>>
      {...props}
      list={storeList}
      kind="store"
      createTitle="store.form.createTitle"
      editTitle="store.form.editTitle"
      toInput={storeInputFromForm}
      width={760}
      follow={followProvince}
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
    </ListFormModal>
  );
}
