import { Button, Form, Radio, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONFIG_CHECKS } from 'config/globalConfig';
import type { BannerType } from 'src-services/config';
import { RemovableCard } from 'src/components/removableCard';
import { LinkActionFields } from 'src/components/linkAction';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { configRule } from './configRule';
import type { MessageId } from 'src-locales/messageIds';

const LIST = ['sns_banners'];

function BannerItem({ index, onRemove }: { index: number; onRemove: () => void }) {
  const intl = useIntl();
  const format = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const form = Form.useFormInstance();
  const type = (Form.useWatch([...LIST, index, 'type'], form) as BannerType | undefined) ?? 'image';
  return (
    <RemovableCard
      title={format('config.banners.item', { number: index + 1 })}
      removeLabel={format('config.banners.remove', { number: index + 1 })}
      onRemove={onRemove}
      inner
      style={{ marginBottom: 12 }}
    >
      <Form.Item name={[index, 'type']} label={format('config.banners.type')}>
        <Radio.Group
          onChange={() => {
            // An image's file is no video: the file and poster go with the type.
            form.setFieldValue([...LIST, index, 'url'], undefined);
            form.setFieldValue([...LIST, index, 'poster'], undefined);
          }}
          options={[
            { value: 'image', label: format('config.banners.type.image') },
            { value: 'video', label: format('config.banners.type.video') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name={[index, 'url']}
        label={format(type === 'video' ? 'config.banners.video' : 'config.banners.image')}
        rules={[configRule(intl, CONFIG_CHECKS.bannerUrl, true), mediaUrlRule(intl)]}
      >
        <UploadField accept={type} />
      </Form.Item>
      {type === 'video' ? (
        <Form.Item
          name={[index, 'poster']}
          label={format('config.banners.poster')}
          rules={[mediaUrlRule(intl)]}
        >
          <UploadField accept="image" />
        </Form.Item>
      ) : null}
      <LinkActionFields name={[index, 'action']} listName={LIST} />
    </RemovableCard>
  );
}

/** 01-platform §2 card 7: the community banners, images or videos, each with its action and a video's poster. */
export function BannersField() {
  return (
    <Form.List name="sns_banners">
      {(rows, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row) => (
            <BannerItem key={row.key} index={row.name} onRemove={() => remove(row.name)} />
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: 'image', action: null })}>
            <FormattedMessage id="config.banners.add" />
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
