import { Button, Checkbox, Form, Radio, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEFAULT_VIDEO_OPTIONS,
  MEDIA_TYPES,
  NEW_HERO_BANNER,
  VIDEO_FLAGS,
  type MediaType,
} from 'src-models/promote';
import { RemovableCard } from 'src/components/removableCard';
import { LinkActionFields } from 'src/components/linkAction';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useT } from 'src/components/useT';

const LIST = ['hero_banners'];

interface ItemProps {
  index: number;
  disabled: boolean;
  onRemove: () => void;
}

function HeroBannerItem({ index, disabled, onRemove }: ItemProps) {
  const intl = useIntl();
  const t = useT();
  const form = Form.useFormInstance();
  const type = (Form.useWatch([...LIST, index, 'type'], form) as MediaType | undefined) ?? 'image';
  return (
    <RemovableCard
      title={t('promote.hero.item', { number: index + 1 })}
      removeLabel={t('promote.hero.remove', { number: index + 1 })}
      onRemove={onRemove}
      inner
      disabled={disabled}
    >
      <Form.Item name={[index, 'type']} label={t('promote.media.type')}>
        <Radio.Group
          onChange={(event) => {
            // An image is no video: the file goes with the type, and a video starts with its default flags.
            form.setFieldValue([...LIST, index, 'url'], undefined);
            form.setFieldValue(
              [...LIST, index, 'video_options'],
              event.target.value === 'video' ? DEFAULT_VIDEO_OPTIONS : undefined,
            );
          }}
          options={MEDIA_TYPES.map((value) => ({ value, label: t(`promote.media.type.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name={[index, 'url']}
        label={t(type === 'video' ? 'promote.media.video' : 'promote.media.image')}
        rules={[{ required: true, message: t('promote.media.fileRequired') }, mediaUrlRule(intl)]}
      >
        <UploadField accept={type} disabled={disabled} />
      </Form.Item>
      {type === 'video' ? (
        <Form.Item label={t('promote.hero.videoOptions')}>
          <Space wrap>
            {VIDEO_FLAGS.map((flag) => (
              <Form.Item key={flag} name={[index, 'video_options', flag]} valuePropName="checked" noStyle>
                <Checkbox>{t(`promote.hero.flag.${flag}`)}</Checkbox>
              </Form.Item>
            ))}
          </Space>
        </Form.Item>
      ) : null}
      <LinkActionFields name={[index, 'action']} listName={LIST} disabled={disabled} />
    </RemovableCard>
  );
}

/** The hero banners of a promote activity (02-operations §3): images or videos, each with its action. */
export function HeroBannersField({ disabled }: { disabled: boolean }) {
  return (
    <Form.List name="hero_banners">
      {(rows, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row) => (
            <HeroBannerItem
              key={row.key}
              index={row.name}
              disabled={disabled}
              onRemove={() => remove(row.name)}
            />
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => add(NEW_HERO_BANNER)}
          >
            <FormattedMessage id="promote.hero.add" />
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
