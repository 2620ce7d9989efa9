import { useEffect } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useT } from 'src/components/useT';

export interface ScopeFields {
  route: string;
  /** Page parameters as a query string: `id=3&from=share`. */
  options: string;
}

interface ScopeFormProps {
  value: ScopeFields;
  onApply: (value: ScopeFields) => void;
}

/** The page-scoped view: an optional page path and page parameters (03-community-analytics §2.5). */
export function ScopeForm({ value, onApply }: ScopeFormProps) {
  const t = useT();
  const [form] = Form.useForm<ScopeFields>();
  useEffect(() => form.setFieldsValue(value), [form, value]);
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={value}
      onFinish={(fields) =>
        onApply({ route: fields.route?.trim() ?? '', options: fields.options?.trim() ?? '' })
      }
    >
      <Form.Item name="route" label={t('tracking.scope.route')}>
        <Input placeholder="pages/index/index" allowClear style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="options" label={t('tracking.scope.options')}>
        <Input placeholder="id=3" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Space>
        <Button htmlType="submit">
          <FormattedMessage id="tracking.scope.apply" />
        </Button>
        <Button onClick={() => onApply({ route: '', options: '' })}>
          <FormattedMessage id="tracking.scope.clear" />
        </Button>
      </Space>
    </Form>
  );
}
