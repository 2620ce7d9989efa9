import { useEffect } from 'react';
import { Alert, Button, DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { docAreaActions, selectMonthDownload } from 'src-models/docs';
import { openSafely } from 'src/components/list';
import { useSaveOnce } from 'src/components/saving';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

interface Values {
  month?: Dayjs;
}

/**
 * Download by month (03-community-analytics §2.1, §5, §7): the month (YYYY-MM) is required; the answer's
 * download_url opens in a new window, and only when it is http(s) (the saga keeps no other).
 */
export function MonthDownloadModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const download = useAppSelector(selectMonthDownload);
  const saving = useSaveOnce(download);
  const ready = saving.outcome === 'succeeded' && download.url ? download.url : null;

  useEffect(() => {
    if (ready) openSafely(ready);
  }, [ready]);

  // A fresh download next time the dialog opens.
  useEffect(() => () => void dispatch(docAreaActions.monthDownloadReset()), [dispatch]);

  return (
    <Modal
      open
      title={t('doc.download.title')}
      width={440}
      okText={t('doc.download.submit')}
      cancelText={t('list.cancel')}
      okButtonProps={{ loading: saving.busy }}
      onOk={() => {
        if (saving.claim()) form.submit();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinishFailed={saving.release}
        onFinish={(values) => {
          const month = values.month?.format('YYYY-MM') ?? '';
          saving.send((requestId) => dispatch(docAreaActions.monthDownloadRequested({ requestId, month })));
        }}
      >
        <Form.Item
          name="month"
          label={t('doc.download.month')}
          rules={[{ required: true, message: t('doc.download.monthRequired') }]}
        >
          <DatePicker picker="month" format="YYYY-MM" allowClear />
        </Form.Item>
      </Form>
      {ready && download.month ? (
        <Alert
          type="success"
          showIcon
          message={t('doc.download.ready', { month: download.month })}
          action={
            <Button size="small" type="link" onClick={() => openSafely(ready)}>
              {t('doc.download.openAgain')}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
