import { createContext, memo, useContext, useEffect, useId, useMemo, type ReactNode } from 'react';
import { isJsonObject, type JsonObject } from 'config/pageBuilder/json';
import { Button, Card, Collapse, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import { blockDefaults, type Json, type PageElement } from 'config/pageBuilder/blocks';
import type { MessageId } from 'src-locales/messageIds';
import { RemovableCard } from 'src/components/removableCard';
import { LinkActionFields } from 'src/components/linkAction';
import { ShopProductSelect } from 'src/components/selectors';
import { UploadField } from 'src/components/upload';
import { itemTemplate } from './itemTemplates';
import { changedPath } from './changedPath';
import { ENUMS, IMAGE_KEYS, INTEGER_MIN, isColour, isSize, MAX_ITEMS, VIDEO_KEYS } from './fieldKinds';
import { GlobalConfig, type GlobalConfigActions } from './GlobalConfig';
import { HotZoneEditor, zoneTargets, type ZoneTarget } from './HotZoneEditor';
import { ColourField, SizeField } from './StyleFields';
import { useBlockName } from './useBuilderText';
import { useT } from 'src/components/useT';

type Path = (string | number)[];

/** Full-screen hot zones have an area per screen shape: their new zones differ. */
const FullScreen = createContext(false);
/** A carousel slide's zones, drawn in the slide's own card. */
const SlideZones = createContext<(slide: number) => ReactNode>(() => null);

function ZoneCard({ element, target, onChange }: { element: PageElement; target: ZoneTarget } & Changes) {
  const t = useT();
  return (
    <Card
      size="small"
      className="page-builder-group"
      title={t('pageBuilder.zone.title', {
        image: t(`pageBuilder.field.${target.imagePath.at(-1)}` as MessageId),
      })}
    >
      <HotZoneEditor element={element} {...target} onChange={onChange} />
    </Card>
  );
}

const slideZones = (element: PageElement, onChange: Changes['onChange']) => (slide: number) => {
  const target = zoneTargets(element).find((each) => each.slide === slide);
  return target ? <ZoneCard element={element} target={target} onChange={onChange} /> : null;
};

function Fields({ shape, path, listName }: { shape: JsonObject; path: Path; listName?: Path }) {
  const t = useT();
  const label = (key: string, value?: Json) =>
    t(`pageBuilder.field.${key === 'style' && typeof value === 'string' ? 'borderStyle' : key}` as MessageId);
  return (
    <>
      {Object.entries(shape).map(([key, value]) => {
        const name = [...path, key];
        const full = listName ? [...listName, ...name] : name;
        if (key === 'action')
          return (
            <Card key={key} size="small" title={label('action')} className="page-builder-group">
              <LinkActionFields name={name} listName={listName} />
            </Card>
          );
        if (Array.isArray(value)) return <ItemList key={key} name={name} field={key} full={full} />;
        if (key === 'id' && listName?.includes('products'))
          return (
            <Form.Item key={key} name={name} label={label(key)}>
              <ShopProductSelect />
            </Form.Item>
          );
        if (isSize(value))
          return <SizeField key={key} name={name} label={label(key)} isWidth={/width$/i.test(key)} />;
        if (isColour(value)) return <ColourField key={key} name={name} label={label(key)} bare={false} />;
        // A block's frame is folded until asked for: most blocks keep none, and its dozen fields would slow
        // every selection of a page of hundreds of blocks.
        if (key === 'frame' && isJsonObject(value))
          return (
            <Collapse
              key={key}
              size="small"
              className="page-builder-group"
              items={[
                {
                  key,
                  label: label(key),
                  children: <Fields shape={value} path={name} listName={listName} />,
                },
              ]}
            />
          );
        if (isJsonObject(value))
          return (
            <Card key={key} size="small" title={label(key)} className="page-builder-group">
              <Fields shape={value} path={name} listName={listName} />
            </Card>
          );
        if (typeof value === 'boolean')
          return (
            <Form.Item key={key} name={name} label={label(key)} valuePropName="checked">
              <Switch />
            </Form.Item>
          );
        if (typeof value === 'number' || key === 'customPrice') {
          const min = INTEGER_MIN[key];
          const rules: Rule[] =
            min === undefined
              ? []
              : [{ type: 'integer', min, message: t('pageBuilder.rule.integerMin', { min }) }];
          // 02 §3: a custom price is kept in cents and typed in RMB.
          const cents =
            key === 'customPrice'
              ? {
                  getValueProps: (cents: number | null) => ({ value: cents == null ? cents : cents / 100 }),
                  normalize: (yuan: number | null) => (yuan == null ? null : Math.round(yuan * 100)),
                }
              : {};
          return (
            <Form.Item key={key} name={name} label={label(key)} rules={rules} {...cents}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          );
        }
        if (ENUMS[key])
          return (
            <Form.Item key={key} name={name} label={label(key, value)}>
              <Select
                options={ENUMS[key].map((option) => ({ value: option.value, label: t(option.label) }))}
              />
            </Form.Item>
          );
        if (/Colou?r$/.test(key)) return <ColourField key={key} name={name} label={label(key)} bare />;
        if (IMAGE_KEYS.test(key) || VIDEO_KEYS.test(key))
          return (
            <Form.Item key={key} name={name} label={label(key)}>
              <UploadField accept={VIDEO_KEYS.test(key) ? 'video' : 'image'} />
            </Form.Item>
          );
        return (
          <Form.Item key={key} name={name} label={label(key)}>
            <Input />
          </Form.Item>
        );
      })}
    </>
  );
}

const IMAGE_SLIDE_KEYS = ['image_url', 'long_url', 'wide_url', 'longPress'];

/** An item's fields; a slide shows those of what it is, an image or a video. */
function ItemFields({ template, itemName, full }: { template: JsonObject; itemName: number; full: Path }) {
  const type = Form.useWatch([...full, itemName, 'type']) as string | undefined;
  const slide = 'type' in template && 'video' in template;
  const shape = slide
    ? Object.fromEntries(
        Object.entries(template).filter(([key]) =>
          type === 'video' ? !IMAGE_SLIDE_KEYS.includes(key) : key !== 'video',
        ),
      )
    : template;
  return <Fields shape={shape} path={[itemName]} listName={full} />;
}

/** A block's list (slides, images, zones, products): each item edited like the block, added from its template. */
function ItemList({ name, field, full }: { name: Path; field: string; full: Path }) {
  const t = useT();
  const fullScreen = useContext(FullScreen);
  const zonesOfSlide = useContext(SlideZones);
  const slides = full.join('.') === 'carousel.items';
  const listPath = full.filter((part) => typeof part === 'string').join('.');
  const template = itemTemplate(listPath, fullScreen);
  const max = MAX_ITEMS[listPath];
  if (!template) return null;
  return (
    <Card size="small" title={t(`pageBuilder.field.${field}` as MessageId)} className="page-builder-group">
      <Form.List name={name}>
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <RemovableCard
                key={item.key}
                title={t('pageBuilder.item.title', { index: index + 1 })}
                removeLabel={t('pageBuilder.item.remove', { index: index + 1 })}
                onRemove={() => remove(index)}
                inner
              >
                {slides ? zonesOfSlide(index + 1) : null}
                <ItemFields template={template} itemName={item.name} full={full} />
              </RemovableCard>
            ))}
            <Space>
              <Button
                icon={<PlusOutlined />}
                disabled={max !== undefined && items.length >= max}
                onClick={() => add(structuredClone(template))}
              >
                {t('pageBuilder.item.add')}
              </Button>
              {max === undefined ? null : (
                <Typography.Text type="secondary">{t('pageBuilder.item.max', { max })}</Typography.Text>
              )}
            </Space>
          </>
        )}
      </Form.List>
    </Card>
  );
}

interface Changes {
  /** `typing`: a text or number typed, which merges with the next keystroke into one history step. */
  onChange: (id: string, path: string[], value: Json, typing?: boolean) => void;
}

interface PanelProps extends Changes {
  element: PageElement | null;
  readOnly?: boolean;
  /** The page's global config, at the top of the panel; none read-only. */
  global?: GlobalConfigActions;
}

/**
 * The 500 px panel: the global config (JSON export and import, copy and paste), then the selected block's
 * properties, laid out from its type's data; each edit is one history step (typing merges).
 */
export const PropertyPanel = memo(function PropertyPanel({
  element,
  onChange,
  readOnly = false,
  global,
}: PanelProps) {
  const t = useT();
  const blockName = useBlockName();
  const titleId = useId();
  const [form] = Form.useForm<JsonObject>();
  // The form follows the block: another selection, an undo or a redo shows what the page now holds; what was
  // just typed is already there and is left alone (the caret stays).
  const id = element?.id;
  // What the panel shows: the block's data, and its type's defaults where the data has none (the frame of a
  // block saved before frames), which its first edit there writes in whole (the slice fills it the same way).
  const data = useMemo(
    () => (element ? { ...blockDefaults(element.type), ...element.data } : null),
    [element],
  );
  useEffect(() => {
    if (id) form.resetFields();
  }, [form, id]);
  useEffect(() => {
    if (data && changedPath(form.getFieldsValue(true) as JsonObject, data)) form.setFieldsValue(data);
  }, [form, data]);
  return (
    <div className="page-builder-panel">
      {global ? <GlobalConfig {...global} canCopy={element !== null} /> : null}
      <section className="page-builder-properties" aria-labelledby={titleId}>
        <Typography.Title level={5} id={titleId}>
          {element
            ? `${t('pageBuilder.panel.title')}: ${blockName(element.type)}`
            : t('pageBuilder.panel.title')}
        </Typography.Title>
        {element && !readOnly
          ? zoneTargets(element)
              .filter((target) => !target.slide)
              .map((target) => (
                <ZoneCard key={target.coordinateKey} element={element} target={target} onChange={onChange} />
              ))
          : null}
        {element && data ? (
          <Form
            form={form}
            disabled={readOnly}
            layout="vertical"
            size="small"
            onValuesChange={(_, values: JsonObject) => {
              const change = changedPath(data, values);
              if (change)
                onChange(
                  element.id,
                  change.path,
                  change.value,
                  // A field emptied before the new value is typed (null) is part of the same typing.
                  change.value === null ||
                    typeof change.value === 'string' ||
                    typeof change.value === 'number',
                );
            }}
          >
            <FullScreen.Provider value={element.type.startsWith('CFullScreen')}>
              <SlideZones.Provider value={readOnly ? () => null : slideZones(element, onChange)}>
                <Fields shape={data} path={[]} />
              </SlideZones.Provider>
            </FullScreen.Provider>
          </Form>
        ) : (
          <Typography.Paragraph type="secondary">{t('pageBuilder.panel.none')}</Typography.Paragraph>
        )}
      </section>
    </div>
  );
});
