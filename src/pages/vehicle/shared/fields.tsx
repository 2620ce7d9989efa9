import { ProForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useIntl } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';
import { mediaUrlRule, UploadField } from 'src/components/upload';

/** The /vehicle forms' fields (02-operations §5), each with its rule and the message the mock gives too. */

interface NameProps {
  label: MessageId;
  required: MessageId;
  /** A car brand's or model's name is fixed once created. */
  locked?: boolean;
}

export function NameField({ label, required, locked = false }: NameProps) {
  const intl = useIntl();
  return (
    <ProFormText
      name="name"
      label={intl.formatMessage({ id: label })}
      disabled={locked}
      extra={locked ? intl.formatMessage({ id: 'carOption.nameLocked' }) : undefined}
      rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: required }) }]}
    />
  );
}

export function ChineseNameField({ label }: { label: MessageId }) {
  const intl = useIntl();
  return (
    <ProFormText
      name="zh_name"
      label={intl.formatMessage({ id: label })}
      rules={[
        {
          required: true,
          whitespace: true,
          message: intl.formatMessage({ id: 'carOption.rule.zhNameRequired' }),
        },
      ]}
    />
  );
}

/**
 * Weight: a whole number at least 0 (heavier first in the lists). 02 §5 sets only the minimum, so it may be left
 * empty; the form then sends 0 (`src-models/carOptions/form.ts`).
 */
export function WeightField({ label }: { label: MessageId }) {
  const intl = useIntl();
  return (
    <ProFormDigit
      name="weight"
      label={intl.formatMessage({ id: label })}
      // pro-field's digit input drops a negative number silently (min 0); the rule says why instead.
      fieldProps={{ precision: 0, min: -Number.MAX_SAFE_INTEGER }}
      rules={[{ type: 'number', min: 0, message: intl.formatMessage({ id: 'carOption.rule.weightMin' }) }]}
    />
  );
}

export function TestDriveField({ label }: { label: MessageId }) {
  const intl = useIntl();
  return <ProFormSwitch name="allow_test_drive" label={intl.formatMessage({ id: label })} />;
}

interface ImageProps {
  name: string;
  label: MessageId;
  /** The message of an empty required field; optional without it. */
  required?: MessageId;
}

export function ImageField({ name, label, required }: ImageProps) {
  const intl = useIntl();
  return (
    <ProForm.Item
      name={name}
      label={intl.formatMessage({ id: label })}
      rules={[
        ...(required ? [{ required: true, message: intl.formatMessage({ id: required }) }] : []),
        mediaUrlRule(intl),
      ]}
    >
      <UploadField mode="single" accept="image" />
    </ProForm.Item>
  );
}
