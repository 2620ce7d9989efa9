import { useEffect } from 'react';
import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Alert, Button, DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { memberAreaActions, selectPurchase } from 'src-models/members';
import { openSafely } from 'src/components/list';
import { saveOnceButtonProps, useSaveOnce } from 'src/components/saving';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

interface Values {
  month?: Dayjs;
}

/**
 * The download of users who purchased in a chosen year-month (02-operations §5, §7): the month is required; the
 * answer's download_url opens in a new window, and only when it is http(s) (the saga keeps no other).
 */
export function PurchaseModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const purchase = useAppSelector(selectPurchase);
  const saving = useSaveOnce(purchase);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ready = saving.outcome === 'succeeded' && purchase.url ? purchase.url : null;

  useEffect(() => {
    if (ready) openSafely(ready);
  }, [ready]);

  // A fresh download next time the modal opens.
  useEffect(() => () => void dispatch(memberAreaActions.purchaseReset()), [dispatch]);

  return (
    <ModalForm<Values>
      open
      form={form}
      title={t('member.purchase.title')}
      width={440}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t('member.purchase.download'), resetText: t('list.cancel') },
        submitButtonProps: saveOnceButtonProps(saving, form),
      }}
      onFinishFailed={saving.release}
      onFinish={async (values) => {
        const month = values.month?.format('YYYY-MM') ?? '';
        saving.send((requestId) => dispatch(memberAreaActions.purchaseRequested({ requestId, month })));
        return false;
      }}
    >
      <ProForm.Item
        name="month"
        label={t('member.purchase.month')}
        rules={[{ required: true, message: t('member.purchase.monthRequired') }]}
      >
        <DatePicker picker="month" allowClear />
      </ProForm.Item>
      {ready && purchase.month ? (
        <Alert
          type="success"
          showIcon
          message={t('member.purchase.ready', { month: purchase.month })}
          action={
            <Button size="small" type="link" onClick={() => openSafely(ready)}>
              {t('member.purchase.openAgain')}
            </Button>
          }
        />
      ) : null}
    </ModalForm>
  );
}
