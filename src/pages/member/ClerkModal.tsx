import { useEffect } from 'react';
import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { setClerkActions } from 'src-models/members';
import type { RootState } from 'src-models/store';
import type { StoreItem } from 'src-services/lookups';
import { saveOnceButtonProps, useSaveOnce } from 'src/components/saving';
import { StoreSelect } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

export interface ClerkTarget {
  id: string;
  name: string;
}

interface Values {
  store_id?: string;
  /** The chosen store's name, shown on the member's row once the server agreed. */
  store_name?: string;
}

const selectSetClerk = (root: RootState) => root.members.itemActions.setClerk;

/**
 * Set a member as a clerk (02-operations §4, §5): a store must be chosen. The modal closes once the server
 * agreed; a refusal leaves it open with the store chosen.
 */
export function ClerkModal({ member, onClose }: { member: ClerkTarget; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const saving = useSaveOnce(useAppSelector(selectSetClerk));
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const storeName = Form.useWatch<string | undefined>('store_name', form);

  useEffect(() => {
    if (saving.outcome === 'succeeded') onClose();
  }, [saving.outcome, onClose]);

  return (
    <ModalForm<Values>
      open
      form={form}
      title={t('member.clerk.title', { name: member.name })}
      width={480}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t('member.clerk.save'), resetText: t('list.cancel') },
        submitButtonProps: saveOnceButtonProps(saving, form),
      }}
      onFinishFailed={saving.release}
      onFinish={async (values) => {
        const storeId = values.store_id ?? '';
        saving.send((requestId) =>
          dispatch(
            setClerkActions.requested({
              requestId,
              id: member.id,
              args: { store_id: storeId, store_name: storeName ?? '' },
            }),
          ),
        );
        return false;
      }}
    >
      <ProForm.Item
        name="store_id"
        label={t('member.clerk.store')}
        rules={[{ required: true, message: t('member.clerk.storeRequired') }]}
      >
        <StoreSelect
          onChange={(_value, items: StoreItem[]) => form.setFieldValue('store_name', items[0]?.name)}
        />
      </ProForm.Item>
      <ProForm.Item name="store_name" hidden noStyle />
    </ModalForm>
  );
}
