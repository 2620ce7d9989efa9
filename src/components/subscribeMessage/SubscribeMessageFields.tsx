import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useIntl } from 'react-intl';
import { MINI_PROGRAM_STATES, SUBSCRIBE_LANGUAGES } from 'config/miniProgram';
import type { SubscribeActivityItem, SubscribeMessageValue, SubscribeTemplate } from 'src-services/lookups';
import { SubscribeActivitySelect, useLookup } from 'src/components/selectors';
import {
  isValidPagePath,
  isValidPlaceholderValue,
  parsePlaceholders,
  tipKeyOf,
} from 'config/subscribeMessage';
import { PhonePreview } from './PhonePreview';
import type { MessageId } from 'src-locales/messageIds';

type Path = (string | number)[];

export interface SubscribeMessageFieldsProps {
  /** Where the SubscribeMessageValue lives, relative to the enclosing Form.List if any. */
  name: Path;
  /** The enclosing Form.List's own name, when inside one. */
  listName?: Path;
  disabled?: boolean;
  /** The activity is given (the subscribe-message center edits one activity's message): it cannot be changed. */
  activityFixed?: boolean;
}

/** A message starts with these after its activity is picked. */
export const NEW_MESSAGE: Pick<SubscribeMessageValue, 'page' | 'miniprogramState' | 'lang'> = {
  page: '',
  miniprogramState: 'formal',
  lang: 'zh_CN',
};

/**
 * The subscribe-message editor (03-community-analytics §3-§5): picking an activity sets the activity and its
 * template (clearing it empties the message; editing the data keeps both); one field per placeholder with its
 * type's rule and tip; the page path, version and language; and a phone preview.
 */
export function SubscribeMessageFields({
  name,
  listName,
  disabled,
  activityFixed,
}: SubscribeMessageFieldsProps) {
  const intl = useIntl();
  const format = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const form = Form.useFormInstance();
  const absolute = [...(listName ?? []), ...name];
  const message = Form.useWatch(absolute, form) as Partial<SubscribeMessageValue> | undefined;
  const { entry: templates } = useLookup({ kind: 'subscribeTemplates' });
  const template = (templates.items as SubscribeTemplate[]).find(
    (candidate) => candidate.priTmplId === message?.template_id,
  );
  const placeholders = template ? parsePlaceholders(template.content, template.example) : [];

  const pickActivity = (_value: unknown, [activity]: SubscribeActivityItem[]) => {
    form.setFieldValue(
      absolute,
      activity
        ? { ...NEW_MESSAGE, subscribe_msg_activity_id: activity.id, template_id: activity.tpl_id, data: {} }
        : undefined,
    );
  };

  return (
    <Row gutter={24}>
      <Col flex="1 1 360px">
        <Form.Item
          name={[...name, 'subscribe_msg_activity_id']}
          label={format('subscribeMessage.activity')}
          rules={[{ required: true, message: format('subscribeMessage.activityRequired') }]}
        >
          <SubscribeActivitySelect onChange={pickActivity} disabled={disabled || activityFixed} />
        </Form.Item>
        <Form.Item name={[...name, 'template_id']} label={format('subscribeMessage.template')}>
          <Input disabled />
        </Form.Item>
        {placeholders.map((placeholder) => (
          <Form.Item
            key={placeholder.key}
            name={[...name, 'data', placeholder.key, 'value']}
            label={placeholder.label}
            tooltip={format(tipKeyOf(placeholder.type))}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  isValidPlaceholderValue(placeholder.type, value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(format(tipKeyOf(placeholder.type)))),
              },
            ]}
          >
            <Input placeholder={placeholder.example} disabled={disabled} />
          </Form.Item>
        ))}
        {message?.subscribe_msg_activity_id ? (
          <>
            <Form.Item
              name={[...name, 'page']}
              label={format('subscribeMessage.page')}
              rules={[
                {
                  validator: (_, value: string | undefined) =>
                    isValidPagePath(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(format('subscribeMessage.pageInvalid'))),
                },
              ]}
            >
              <Input placeholder="/pages/index/index" disabled={disabled} />
            </Form.Item>
            <Form.Item name={[...name, 'miniprogramState']} label={format('subscribeMessage.version')}>
              <Radio.Group
                disabled={disabled}
                options={MINI_PROGRAM_STATES.map((state) => ({
                  value: state,
                  label: format(`subscribeMessage.version.${state}`),
                }))}
              />
            </Form.Item>
            <Form.Item name={[...name, 'lang']} label={format('subscribeMessage.language')}>
              <Select
                disabled={disabled}
                style={{ width: 200 }}
                options={SUBSCRIBE_LANGUAGES.map((lang) => ({
                  value: lang,
                  label: format(`subscribeMessage.language.${lang}`),
                }))}
              />
            </Form.Item>
          </>
        ) : null}
      </Col>
      <Col flex="0 0 280px">
        <PhonePreview title={template?.title} placeholders={placeholders} data={message?.data} />
      </Col>
    </Row>
  );
}
