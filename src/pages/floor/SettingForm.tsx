import { memo } from 'react';
import { DatePicker, Form, Input, InputNumber, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useT } from 'src/components/useT';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const WIDE = { maxWidth: 720 };

type Schedule = [Dayjs | null, Dayjs | null] | null | undefined;

/**
 * The floor's Setting tab (02-operations §3, §5): title, description and the online/offline time range
 * required, visible, weight and the share settings. Rendered inside the editor's Form; its fields follow the
 * form, so it is not drawn again for the page's other changes (each click in the page builder is one).
 */
export const SettingForm = memo(function SettingForm() {
  const intl = useIntl();
  const t = useT();
  return (
    <>
      <Form.Item
        name="title"
        label={t('floor.field.title')}
        style={WIDE}
        rules={[{ required: true, whitespace: true, message: t('floor.rule.titleRequired') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('floor.field.description')}
        style={WIDE}
        rules={[{ required: true, whitespace: true, message: t('floor.rule.descriptionRequired') }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="schedule"
        label={t('floor.form.schedule')}
        required
        rules={[
          {
            validator: (_, value: Schedule) => {
              const [begin, end] = value ?? [];
              if (!begin || !end) return Promise.reject(new Error(t('floor.rule.scheduleRequired')));
              return end.isAfter(begin)
                ? Promise.resolve()
                : Promise.reject(new Error(t('floor.rule.scheduleOrder')));
            },
          },
        ]}
      >
        <DatePicker.RangePicker
          showTime
          format={DATE_TIME}
          placeholder={[t('floor.form.schedule.start'), t('floor.form.schedule.end')]}
        />
      </Form.Item>
      <Form.Item name="visible" label={t('floor.field.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="weight"
        label={t('floor.field.weight')}
        rules={[{ type: 'integer', min: 0, message: t('floor.rule.weight') }]}
      >
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Typography.Title level={5}>{t('floor.form.share')}</Typography.Title>
      <Form.Item
        name={['share', 'disallow_share']}
        label={t('floor.form.share.disallow')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name={['share', 'title']} label={t('floor.form.share.title')} style={WIDE}>
        <Input />
      </Form.Item>
      <Form.Item name={['share', 'path']} label={t('floor.form.share.path')} style={WIDE}>
        <Input />
      </Form.Item>
      <Form.Item name={['share', 'description']} label={t('floor.form.share.description')} style={WIDE}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name={['share', 'image']} label={t('floor.form.share.image')} rules={[mediaUrlRule(intl)]}>
        <UploadField accept="image" />
      </Form.Item>
    </>
  );
});
