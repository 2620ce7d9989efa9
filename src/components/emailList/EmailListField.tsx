import { Button, Form, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { EMAIL_PATTERN } from 'config/validators';
import type { MessageId } from 'src-locales/messageIds';

export interface EmailListFieldProps {
  /** The form field holding the list of addresses. */
  name: string;
  labelKey: MessageId;
  /** Each input's accessible name, with `{number}`. */
  itemKey: MessageId;
  removeKey: MessageId;
  addKey: MessageId;
  /** Shown when no row holds an address. */
  requiredKey: MessageId;
  /** Shown under a row that holds no e-mail address. */
  invalidKey: MessageId;
  /** A blank row is left for the save to drop (a store's dealer e-mails) instead of refused (the config's). */
  blankAllowed?: boolean;
}

/**
 * A list of e-mail addresses with add and remove (01-platform §2 card 9, 02-operations §5): at least one
 * address, every address valid (config/validators.ts, the pattern the backend checks too).
 */
export function EmailListField({
  name,
  labelKey,
  itemKey,
  removeKey,
  addKey,
  requiredKey,
  invalidKey,
  blankAllowed = false,
}: EmailListFieldProps) {
  const intl = useIntl();
  const format = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const invalid = format(invalidKey);
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: (_, emails: (string | undefined)[] | undefined) =>
            emails?.some((email) => email?.trim())
              ? Promise.resolve()
              : Promise.reject(new Error(format(requiredKey))),
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <Form.Item label={format(labelKey)} required>
          {rows.map((row, index) => (
            <Space key={row.key} align="start" style={{ display: 'flex' }}>
              <Form.Item
                name={row.name}
                validateTrigger={['onChange', 'onBlur']}
                rules={[
                  { required: !blankAllowed, whitespace: true, message: invalid },
                  {
                    validator: (_, value: string | undefined) =>
                      (blankAllowed && !value?.trim()) || EMAIL_PATTERN.test(value ?? '')
                        ? Promise.resolve()
                        : Promise.reject(new Error(invalid)),
                  },
                ]}
                style={{ marginBottom: 8 }}
              >
                <Input
                  aria-label={format(itemKey, { number: index + 1 })}
                  placeholder="name@example.com"
                  style={{ width: 320 }}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={format(removeKey, { number: index + 1 })}
                onClick={() => remove(row.name)}
              />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
            {format(addKey)}
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
