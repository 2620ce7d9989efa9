import { List, Tag, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { FormField } from 'config/formFields';

export interface FormBuilderProps {
  value?: FormField[];
  onChange?: (fields: FormField[]) => void;
  /** The operator may switch a field's `invisible` (the FormCenterEditInvisibleField privilege). */
  canEditInvisible: boolean;
}

/**
 * The form's field list as an antd form control. This one lists each field's key and type, and keeps the list
 * as it came; the form builder (adding, editing and ordering fields) takes its place.
 */
export function FormBuilder({ value = [] }: FormBuilderProps) {
  if (value.length === 0)
    return (
      <Typography.Text type="secondary">
        <FormattedMessage id="formCenter.builder.empty" />
      </Typography.Text>
    );
  return (
    <List
      size="small"
      bordered
      dataSource={value}
      rowKey={(field) => field.key}
      renderItem={(field) => (
        <List.Item>
          <Typography.Text code>{field.key}</Typography.Text>
          <Tag>{field.type}</Tag>
        </List.Item>
      )}
    />
  );
}
