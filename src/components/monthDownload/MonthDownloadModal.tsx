import { useEffect } from 'react';
import { Alert, Button, DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import type { RequestOpState } from 'src-models/common';
import { openSafely } from 'src/components/list';
import { useSaveOnce } from 'src/components/saving';
import type { MessageId } from 'src-locales/messageIds';
import { useT } from 'src/components/useT';

/** A month's download as its model keeps it: the request, the month asked and the http(s) link answered. */
export type MonthDownloadState = RequestOpState & { month: string | null; url: string | null };

interface Props {
  download: MonthDownloadState;
  /** Sends the download of a month (YYYY-MM) with the request id of this save. */
  onRequest: (requestId: string, month: string) => void;
  /** Forgets the last download, so the next opening starts afresh. */
  onReset: () => void;
  onClose: () => void;
  /** The message ids of its texts: title, month label, its required message, the button, the ready notice. */
  texts: {
    title: MessageId;
    month: MessageId;
    monthRequired: MessageId;
    submit: MessageId;
    ready: MessageId;
    openAgain: MessageId;
  };
}

interface Values {
  month?: Dayjs;
}

/**
 * The download of a chosen month (the member list's Purchase download, 02-operations §5, §7; the DOC member list's
 * Download by month, 03-community-analytics §2.1, §5, §7): the month is required; the answer's download_url opens
 * in a new window, and only when it is http(s) (the saga keeps no other). A plain antd form: its month stays the
 * picker's dayjs value (a ProForm would hand onFinish a string).
 */
export function MonthDownloadModal({ download, onRequest, onReset, onClose, texts }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const saving = useSaveOnce(download);
  const ready = saving.outcome === 'succeeded' && download.url ? download.url : null;

  useEffect(() => {
    if (ready) openSafely(ready);
  }, [ready]);

  // A fresh download next time the dialog opens.
  useEffect(() => onReset, [onReset]);

  return (
    <Modal
      open
      title={t(texts.title)}
      width={440}
      okText={t(texts.submit)}
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
          saving.send((requestId) => onRequest(requestId, month));
        }}
      >
        <Form.Item
          name="month"
          label={t(texts.month)}
          rules={[{ required: true, message: t(texts.monthRequired) }]}
        >
          <DatePicker picker="month" format="YYYY-MM" allowClear />
        </Form.Item>
      </Form>
      {ready && download.month ? (
        <Alert
          type="success"
          showIcon
          message={t(texts.ready, { month: download.month })}
          action={
            <Button size="small" type="link" onClick={() => openSafely(ready)}>
              {t(texts.openAgain)}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
