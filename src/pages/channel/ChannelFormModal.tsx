import { Button, Form, Input, Space, Typography, type InputProps } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  joinPath,
  MAX_CHANNEL_PARAMS,
  PAGE_PATH,
  paramProblem,
  queryProblem,
  splitPath,
  type ChannelParam,
} from 'config/channels/rules';
import {
  channelActions,
  channelGroupSelectors,
  channelInput,
  channelSelectors,
  type ChannelFormValues,
} from 'src-models/channels';
import { ListFormModal, type ListFormProps } from 'src/components/drafts';
import { FieldSelect } from 'src/components/selectors';
import { useAppSelector } from 'src/store/hooks';
import { CodeImage, codeRequestOf } from './codeImage';
import { useT } from 'src/components/useT';

/** The code shown to confirm before saving (03 §2.4: 250 square). */
const CONFIRM_CODE = 250;

const channels = { actions: channelActions, selectors: channelSelectors };

/** The confirm step: the code of the path that will be saved, to scan before saving. */
function ConfirmCode({ values }: { values: ChannelFormValues }) {
  const t = useT();
  const path = channelInput(values).path;
  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }}>
      <Typography.Text>{t('channel.form.confirmHint')}</Typography.Text>
      <CodeImage
        request={codeRequestOf(path)}
        shown={CONFIRM_CODE}
        alt={t('channel.card.codeAlt', { name: values.name })}
      />
      <Typography.Text type="secondary">{t('channel.form.fullPath')}</Typography.Text>
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {path}
      </Typography.Text>
    </Space>
  );
}

/**
 * The page field: a path typed or pasted with its query keeps its page here, and its query's pairs join the
 * parameters below (03 §5: any query in the path is split into tracking parameters).
 */
function PageInput({
  onChange,
  ...props
}: Omit<InputProps, 'onChange'> & { onChange?: (page: string) => void }) {
  const form = Form.useFormInstance<ChannelFormValues>();
  return (
    <Input
      {...props}
      onChange={(event) => {
        const typed = event.target.value;
        if (!typed.includes('?')) return onChange?.(typed);
        const { page, params } = splitPath(typed.trim());
        const kept = ((form.getFieldValue('params') as ChannelParam[] | undefined) ?? []).filter(
          (pair) => pair?.key || pair?.value,
        );
        form.setFieldValue('params', [...kept, ...params]);
        onChange?.(page);
      }}
    />
  );
}

/**
 * Create or edit a channel (03 §2.4, §5) in two steps: the fields (name, group, page, description, and 1 to 10
 * tracking parameters each checked as typed), then the code to confirm; Back keeps what was typed.
 */
export function ChannelFormModal(props: ListFormProps<ChannelFormValues>) {
  const t = useT();
  const groups = useAppSelector(channelGroupSelectors.selectState).items;
  const paramRule = (part: 'key' | 'value') => ({
    validator: (_: unknown, text: string | undefined) => {
      const problem = paramProblem(part, text);
      return problem ? Promise.reject(new Error(t(`channel.rule.${problem}`))) : Promise.resolve();
    },
  });
  return (
    <ListFormModal<ChannelFormValues, ReturnType<typeof channelInput>>
      {...props}
      list={channels}
      kind="channel"
      createTitle="channel.form.createTitle"
      editTitle="channel.form.editTitle"
      toInput={channelInput}
      width={640}
      confirm={{
        steps: ['channel.form.stepEdit', 'channel.form.stepConfirm'],
        render: (values) => <ConfirmCode values={values} />,
      }}
    >
      <Form.Item
        name="name"
        label={t('channel.form.name')}
        rules={[{ required: true, whitespace: true, message: t('channel.form.nameRequired') }, { max: 64 }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="group_id"
        label={t('channel.form.group')}
        rules={[{ required: true, message: t('channel.form.groupRequired') }]}
      >
        <FieldSelect
          showSearch
          optionFilterProp="label"
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
        />
      </Form.Item>
      <Form.Item
        name="page"
        label={t('channel.form.page')}
        rules={[
          { required: true, whitespace: true, message: t('channel.form.pageRequired') },
          { pattern: PAGE_PATH, message: t('channel.form.pageInvalid') },
        ]}
      >
        <PageInput placeholder="pages/index/index" />
      </Form.Item>
      <Form.List
        name="params"
        rules={[
          {
            validator: (_, params: ChannelParam[] | undefined) => {
              const pairs = params ?? [];
              const problem = queryProblem(pairs);
              // A bad character is said under its own field; here only the count and the whole length.
              const saidByField = pairs.some(
                (pair) => paramProblem('key', pair?.key) || paramProblem('value', pair?.value),
              );
              return problem && !(problem === 'queryInvalid' && saidByField)
                ? Promise.reject(new Error(t(`channel.rule.${problem}`)))
                : Promise.resolve();
            },
          },
        ]}
      >
        {(rows, { add, remove }, { errors }) => (
          <Form.Item label={t('channel.form.params')}>
            {rows.map((row, index) => (
              <Space key={row.key} align="start" style={{ display: 'flex' }}>
                <Form.Item name={[row.name, 'key']} rules={[paramRule('key')]} style={{ marginBottom: 8 }}>
                  <Input
                    aria-label={t('channel.form.paramKey', { number: index + 1 })}
                    style={{ width: 200 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'value']}
                  rules={[paramRule('value')]}
                  style={{ marginBottom: 8 }}
                >
                  <Input
                    aria-label={t('channel.form.paramValue', { number: index + 1 })}
                    style={{ width: 240 }}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('channel.form.removeParam', { number: index + 1 })}
                  onClick={() => remove(row.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={rows.length >= MAX_CHANNEL_PARAMS}
              onClick={() => add({ key: '', value: '' })}
            >
              {t('channel.form.addParam')}
            </Button>
            <Form.ErrorList errors={errors} />
            <Form.Item noStyle shouldUpdate>
              {({ getFieldValue }) => (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, wordBreak: 'break-all' }}>
                  {t('channel.form.fullPath')}:{' '}
                  {joinPath({
                    page: (getFieldValue('page') as string | undefined) ?? '',
                    params: ((getFieldValue('params') as ChannelParam[] | undefined) ?? []).filter(Boolean),
                  })}
                </Typography.Paragraph>
              )}
            </Form.Item>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="description" label={t('channel.form.description')} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </ListFormModal>
  );
}
