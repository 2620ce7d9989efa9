import { DatePicker, Form, Input, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useT } from 'src/components/useT';

/** The Setting tab's fields: where a failed validation sends the operator when one of these is wrong. */
export const SETTING_FIELDS = ['title', 'visible', 'description', 'schedule', 'share_image'];

/** The Setting tab of a promote activity (02-operations §3): title, visibility, description, times, share image. */
export function SettingTab({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const t = useT();
  return (
    <>
      <Form.Item
        name="title"
        label={t('promote.activity.field.title')}
        rules={[{ required: true, whitespace: true, message: t('promote.activity.titleRequired') }]}
        style={{ maxWidth: 720 }}
      >
        <Input />
      </Form.Item>
      <Form.Item name="visible" label={t('promote.activity.field.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="description" label={t('promote.activity.field.description')} style={{ maxWidth: 720 }}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="schedule"
        label={t('promote.activity.field.schedule')}
        rules={[
          {
            validator: (_, range: [Dayjs | null, Dayjs | null] | undefined) => {
              if (!range?.[0] || !range[1])
                return Promise.reject(new Error(t('promote.activity.scheduleRequired')));
              return range[1].isAfter(range[0])
                ? Promise.resolve()
                : Promise.reject(new Error(t('promote.activity.offlineBeforeOnline')));
            },
          },
        ]}
        required
      >
        <DatePicker.RangePicker
          showTime
          format="YYYY-MM-DD HH:mm:ss"
          disabled={disabled}
          placeholder={[t('promote.activity.onlineAt'), t('promote.activity.offlineAt')]}
        />
      </Form.Item>
      <Form.Item
        name="share_image"
        label={t('promote.activity.field.shareImage')}
        rules={[mediaUrlRule(intl)]}
      >
        <UploadField accept="image" disabled={disabled} />
      </Form.Item>
    </>
  );
}
