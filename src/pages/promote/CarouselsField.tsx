import { Button, Form, Input, Radio, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { CAROUSEL_TYPES, NEW_CAROUSEL } from 'src-models/promote';
import { RemovableCard } from 'src/components/removableCard';
import { LinkActionFields } from 'src/components/linkAction';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useT } from 'src/components/useT';

interface ItemsProps {
  carousel: number;
  disabled: boolean;
}

/** A carousel's slides: each a required image and an action; a carousel keeps at least one. */
function CarouselItems({ carousel, disabled }: ItemsProps) {
  const intl = useIntl();
  const t = useT();
  return (
    <Form.List
      name={[carousel, 'items']}
      rules={[
        {
          validator: (_, items: unknown[] | undefined) =>
            items?.length
              ? Promise.resolve()
              : Promise.reject(new Error(t('promote.carousel.itemsRequired'))),
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row) => (
            <RemovableCard
              key={row.key}
              title={t('promote.carousel.slide', { number: row.name + 1 })}
              removeLabel={t('promote.carousel.removeSlide', { number: row.name + 1 })}
              onRemove={() => remove(row.name)}
              disabled={disabled}
            >
              <Form.Item
                name={[row.name, 'image']}
                label={t('promote.media.image')}
                rules={[{ required: true, message: t('promote.carousel.imageRequired') }, mediaUrlRule(intl)]}
              >
                <UploadField accept="image" disabled={disabled} />
              </Form.Item>
              <LinkActionFields
                name={[row.name, 'action']}
                listName={['carousels', carousel, 'items']}
                disabled={disabled}
              />
            </RemovableCard>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => add({ action: null })}
          >
            <FormattedMessage id="promote.carousel.addSlide" />
          </Button>
          <Form.ErrorList errors={errors} />
        </Space>
      )}
    </Form.List>
  );
}

/** The carousels of a promote activity (02-operations §3): a type, a section name and the slides. */
export function CarouselsField({ disabled }: { disabled: boolean }) {
  const t = useT();
  return (
    <Form.List name="carousels">
      {(rows, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row) => (
            <RemovableCard
              key={row.key}
              title={t('promote.carousel.item', { number: row.name + 1 })}
              removeLabel={t('promote.carousel.remove', { number: row.name + 1 })}
              onRemove={() => remove(row.name)}
              inner
              disabled={disabled}
            >
              <Form.Item name={[row.name, 'type']} label={t('promote.carousel.type')}>
                <Radio.Group
                  options={CAROUSEL_TYPES.map((value) => ({
                    value,
                    label: t(`promote.carousel.type.${value}`),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name={[row.name, 'name']}
                label={t('promote.carousel.name')}
                rules={[{ required: true, whitespace: true, message: t('promote.carousel.nameRequired') }]}
              >
                <Input style={{ maxWidth: 480 }} />
              </Form.Item>
              <CarouselItems carousel={row.name} disabled={disabled} />
            </RemovableCard>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={() => add(NEW_CAROUSEL)}>
            <FormattedMessage id="promote.carousel.add" />
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
