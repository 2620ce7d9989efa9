import { useEffect, useRef } from 'react';
import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Form } from 'antd';
import { setClerkActions } from 'src-models/members';
import type { RootState } from 'src-models/store';
import type { StoreItem } from 'src-services/lookups';
import { useDraftKeeper, type ListFormProps } from 'src/components/drafts';
import { saveOnceButtonProps, useSaveOnce } from 'src/components/saving';
import { StoreSelect } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

interface Values {
  store_id?: string;
  /** The chosen store's name, shown on the member's row once the server agreed. */
  store_name?: string;
}

/** The member the modal sets as a clerk, with the store chosen so far when it is a kept draft. */
export interface ClerkTarget extends Values {
  id: string;
  name: string;
}

const selectSetClerk = (root: RootState) => root.members.itemActions.setClerk;

/**
 * Set a member as a clerk (02-operations §4, §5): a store must be chosen. The modal closes once the server
 * agreed; a refusal leaves it open with the store chosen, and so does an expired session (the member list offers
 * it back after the next login).
 */
export function ClerkModal({
  initial: member,
  draftKey,
  restored = false,
  onClose,
}: ListFormProps<ClerkTarget>) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const saving = useSaveOnce(useAppSelector(selectSetClerk));
  const t = useT();
  const storeName = Form.useWatch<string | undefined>('store_name', form);
  const chosen = useRef<Values | null>(
    restored ? { store_id: member.store_id, store_name: member.store_name } : null,
  );
  useDraftKeeper(draftKey, 'clerk', () =>
    chosen.current?.store_id ? { id: member.id, name: member.name, ...chosen.current } : null,
  );

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    chosen.current = null;
    onClose();
  }, [saving.outcome, onClose]);

  return (
    <ModalForm<Values>
      open
      form={form}
      title={t('member.clerk.title', { name: member.name })}
      width={480}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      initialValues={{ store_id: member.store_id, store_name: member.store_name }}
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
          onChange={(value, items: StoreItem[]) => {
            const store = { store_id: value as string | undefined, store_name: items[0]?.name };
            form.setFieldValue('store_name', store.store_name);
            chosen.current = store;
          }}
        />
      </ProForm.Item>
      <ProForm.Item name="store_name" hidden noStyle />
    </ModalForm>
  );
}
