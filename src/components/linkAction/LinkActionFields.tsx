import { Button, Form, Input, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACTION_TYPES, MINI_PROGRAM_PAGES, miniProgramPage, type ActionType } from 'config/miniProgram';
import type { LinkAction } from 'src-services/config';
import type { SubscribeActivityItem } from 'src-services/lookups';
import { FieldSelect, FloorSelect, SubscribeActivitySelect } from 'src/components/selectors';
import { LocationFields } from 'src/components/location';
import { APP_ID_PATTERN, HTTP_URL_PATTERN, MAX_SUBSCRIBE_PAIRS, PHONE_PATTERN } from './actionRules';
import type { MessageId } from 'src-locales/messageIds';

type Path = (string | number)[];

export interface LinkActionFieldsProps {
  /** Where the action object lives, relative to the enclosing Form.List if any. */
  name: Path;
  /** The enclosing Form.List's own name, when inside one (to read and set the absolute field). */
  listName?: Path;
  /** When false (default) the type can be cleared: no action. */
  required?: boolean;
  /** The types offered (all of 01 §3 by default). */
  types?: readonly ActionType[];
  disabled?: boolean;
}

/**
 * The link action editor (01-platform §3 "Action object"): the type, the fields of that type with their
 * rules, and tracking_name, tracking_id and needLogin. Changing the type drops the old type's fields.
 */
export function LinkActionFields({
  name,
  listName,
  required = false,
  types = ACTION_TYPES,
  disabled,
}: LinkActionFieldsProps) {
  const intl = useIntl();
  const format = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const form = Form.useFormInstance();
  const absolute = [...(listName ?? []), ...name];
  const type = Form.useWatch([...absolute, 'type'], form) as ActionType | undefined;
  const pageKey = Form.useWatch([...absolute, 'page'], form) as string | undefined;
  const page = miniProgramPage(pageKey);

  const changeType = (next: ActionType | undefined) => {
    const previous = (form.getFieldValue(absolute) ?? {}) as Partial<LinkAction>;
    const kept = {
      tracking_name: previous.tracking_name,
      tracking_id: previous.tracking_id,
      needLogin: previous.needLogin,
    };
    form.setFieldValue(
      absolute,
      next
        ? { ...kept, type: next, ...(next === 'subscribeMessage' ? { subscribeMessage: [{}] } : {}) }
        : null,
    );
  };

  const requiredRule = (id: MessageId) => ({ required: true, message: format(id) });
  const pattern = (regex: RegExp, id: MessageId) => ({ pattern: regex, message: format(id) });

  return (
    <>
      <Form.Item
        name={[...name, 'type']}
        label={format('linkAction.type')}
        rules={required ? [requiredRule('linkAction.typeRequired')] : []}
      >
        <FieldSelect
          allowClear={!required}
          disabled={disabled}
          placeholder={format('linkAction.none')}
          onChange={changeType}
          options={types.map((value) => ({ value, label: format(`linkAction.type.${value}`) }))}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>

      {type === 'navigateTo' || type === 'redirectTo' || type === 'switchTab' ? (
        <>
          <Form.Item
            name={[...name, 'page']}
            label={format('linkAction.page')}
            rules={[
              requiredRule('linkAction.pageRequired'),
              {
                validator: (_, value: string | undefined) =>
                  type !== 'switchTab' || !value || miniProgramPage(value)?.tab
                    ? Promise.resolve()
                    : Promise.reject(new Error(format('linkAction.switchTabPage'))),
              },
            ]}
          >
            <FieldSelect
              disabled={disabled}
              showSearch
              optionFilterProp="label"
              onChange={() => form.setFieldValue([...absolute, 'params'], undefined)}
              options={MINI_PROGRAM_PAGES.filter((candidate) => type !== 'switchTab' || candidate.tab).map(
                (candidate) => ({
                  value: candidate.key,
                  label: format(`linkAction.page.${candidate.key}` as MessageId),
                }),
              )}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
          {type !== 'switchTab' && page?.param === 'id' ? (
            <Form.Item
              name={[...name, 'params', 'id']}
              label={format(page.idSource === 'renderFloor' ? 'linkAction.floor' : 'linkAction.id')}
              rules={[requiredRule('linkAction.idRequired')]}
            >
              {page.idSource === 'renderFloor' ? (
                <FloorSelect floorType="render" disabled={disabled} style={{ maxWidth: 480 }} />
              ) : (
                <Input disabled={disabled} style={{ maxWidth: 320 }} />
              )}
            </Form.Item>
          ) : null}
          {type !== 'switchTab' && page?.param === 'url' ? (
            <Form.Item
              name={[...name, 'params', 'url']}
              label={format('linkAction.url')}
              rules={[
                requiredRule('linkAction.urlRequired'),
                pattern(HTTP_URL_PATTERN, 'linkAction.urlInvalid'),
              ]}
            >
              <Input disabled={disabled} placeholder="https://" />
            </Form.Item>
          ) : null}
        </>
      ) : null}

      {type === 'openLocation' ? (
        <>
          <Space wrap align="start">
            <Form.Item name={[...name, 'name']} label={format('linkAction.locationName')}>
              <Input disabled={disabled} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name={[...name, 'address']} label={format('linkAction.address')}>
              <Input disabled={disabled} style={{ width: 320 }} />
            </Form.Item>
          </Space>
          <LocationFields name={name} listName={listName} disabled={disabled} />
        </>
      ) : null}

      {type === 'makePhoneCall' ? (
        <Form.Item
          name={[...name, 'phoneNumber']}
          label={format('linkAction.phoneNumber')}
          rules={[
            requiredRule('linkAction.phoneRequired'),
            pattern(PHONE_PATTERN, 'linkAction.phoneInvalid'),
          ]}
        >
          <Input disabled={disabled} style={{ maxWidth: 240 }} />
        </Form.Item>
      ) : null}

      {type === 'subscribeMessage' ? (
        <Form.List
          name={[...name, 'subscribeMessage']}
          rules={[
            {
              validator: (_, pairs: unknown[] | undefined) => {
                if (!pairs?.length) return Promise.reject(new Error(format('linkAction.subscribeRequired')));
                if (pairs.length > MAX_SUBSCRIBE_PAIRS)
                  return Promise.reject(new Error(format('linkAction.subscribeTooMany')));
                return Promise.resolve();
              },
            },
          ]}
        >
          {(rows, { add, remove }, { errors }) => (
            <Form.Item label={format('linkAction.subscribeMessages')}>
              {rows.map((row) => (
                <Space key={row.key} align="start" wrap>
                  <Form.Item
                    name={[row.name, 'activity']}
                    rules={[requiredRule('linkAction.subscribeActivityRequired')]}
                    style={{ width: 300, marginBottom: 8 }}
                  >
                    <SubscribeActivitySelect
                      disabled={disabled}
                      placeholder={format('linkAction.subscribeActivity')}
                      onChange={(_value: unknown, [activity]: SubscribeActivityItem[]) =>
                        form.setFieldValue(
                          [...absolute, 'subscribeMessage', row.name, 'template'],
                          activity?.tpl_id,
                        )
                      }
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'template']} style={{ width: 200, marginBottom: 8 }}>
                    <Input disabled placeholder={format('linkAction.subscribeTemplate')} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    disabled={disabled}
                    aria-label={format('linkAction.removeSubscribe')}
                    onClick={() => remove(row.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={disabled || rows.length >= MAX_SUBSCRIBE_PAIRS}
                onClick={() => add({})}
              >
                <FormattedMessage id="linkAction.addSubscribe" />
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      ) : null}

      {type === 'navigateToMiniProgram' ? (
        <Space wrap align="start">
          <Form.Item
            name={[...name, 'appId']}
            label={format('linkAction.appId')}
            rules={[
              requiredRule('linkAction.appIdRequired'),
              pattern(APP_ID_PATTERN, 'linkAction.appIdInvalid'),
            ]}
          >
            <Input disabled={disabled} style={{ width: 240 }} placeholder="wx0123456789abcdef" />
          </Form.Item>
          <Form.Item name={[...name, 'path']} label={format('linkAction.path')}>
            <Input disabled={disabled} style={{ width: 320 }} />
          </Form.Item>
        </Space>
      ) : null}

      {type === 'copyToClipboard' ? (
        <Form.Item
          name={[...name, 'text']}
          label={format('linkAction.text')}
          rules={[{ required: true, whitespace: true, message: format('linkAction.textRequired') }]}
        >
          <Input.TextArea disabled={disabled} rows={2} />
        </Form.Item>
      ) : null}

      {type ? (
        <Space wrap align="start">
          <Form.Item name={[...name, 'tracking_name']} label={format('linkAction.trackingName')}>
            <Input disabled={disabled} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name={[...name, 'tracking_id']} label={format('linkAction.trackingId')}>
            <Input disabled={disabled} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name={[...name, 'needLogin']}
            label={format('linkAction.needLogin')}
            valuePropName="checked"
          >
            <Switch disabled={disabled} />
          </Form.Item>
        </Space>
      ) : null}
    </>
  );
}
