/** Mounts the builder as the form center's page does, in a Form.Item, with the operator's language. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { IntlProvider } from 'react-intl';
import type { FormField } from 'config/formFields';
import { areaMessages } from 'test/allMessages';
import { FormBuilder } from 'src/pages/formCenter/builder';
import type { MessageId } from 'src-locales/messageIds';

export interface MountOptions {
  locale?: 'en-US' | 'zh-CN';
  canEditInvisible?: boolean;
}

export function mountBuilder(
  fields: FormField[],
  { locale = 'en-US', canEditInvisible = true }: MountOptions = {},
) {
  const latest = { fields };
  const view = render(
    <IntlProvider locale={locale} messages={areaMessages[locale] as Record<MessageId, string>}>
      <Form
        initialValues={{ fields }}
        onValuesChange={(_, values: { fields: FormField[] }) => {
          latest.fields = values.fields;
        }}
      >
        <Form.Item name="fields" noStyle>
          <FormBuilder canEditInvisible={canEditInvisible} />
        </Form.Item>
      </Form>
    </IntlProvider>,
  );
  return { ...view, user: userEvent.setup(), latest };
}

export const field = (type: string, key: string, config: Record<string, unknown> = {}): FormField => ({
  type,
  key,
  disable: false,
  config: { translation: { en: `${key} label`, zh: `${key} 标签` }, required: false, ...config },
});
