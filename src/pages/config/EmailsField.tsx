import { Button, Form, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { EMAIL_PATTERN } from 'src-models/config';

/** 01-platform §2 card 9: the dealer-facing mail list; at least one address, every one valid (§5). */
export function EmailsField() {
  const intl = useIntl();
  const format = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <Form.List
      name="moto_client_emails"
      rules={[
        {
          validator: (_, emails: (string | undefined)[] | undefined) =>
            emails?.some((email) => email?.trim())
              ? Promise.resolve()
              : Promise.reject(new Error(format('config.emails.required'))),
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <Form.Item label={format('config.emails.label')} required>
          {rows.map((row, index) => (
            <Space key={row.key} align="start" style={{ display: 'flex' }}>
              <Form.Item
                name={row.name}
                validateTrigger={['onChange', 'onBlur']}
                rules={[
                  { required: true, whitespace: true, message: format('config.emails.invalid') },
                  { pattern: EMAIL_PATTERN, message: format('config.emails.invalid') },
                ]}
                style={{ marginBottom: 8 }}
              >
                <Input
                  aria-label={format('config.emails.item', { number: index + 1 })}
                  placeholder="name@example.com"
                  style={{ width: 320 }}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={format('config.emails.remove', { number: index + 1 })}
                onClick={() => remove(row.name)}
              />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
            <FormattedMessage id="config.emails.add" />
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
