import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, Space, Typography } from 'antd';
import ReactGridLayout, { getCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { isMediaUrl } from 'config/mediaUrl';
import type { Coordinate, Json, PageElement } from 'config/pageBuilder/blocks';
import { isJsonObject, valueAt, type JsonObject } from 'config/pageBuilder/json';
import { itemTemplate } from './itemTemplates';
import { applyHelper, drawnZone, fitZone, MIN_ZONE, nudge, type ZoneHelper } from './zones';
import { useT } from 'src/components/useT';

/** The drawing's width in the 500 px panel. */
const WIDTH = 460;
const HELPERS: ZoneHelper[] = ['alignLeft', 'alignTop', 'sameWidth', 'sameHeight'];
const overlapping = getCompactor(null, true);

export interface ZoneTarget {
  /** Where the image is in the block's data, e.g. `hot_zone.image`. */
  imagePath: string[];
  itemsPath: string[];
  /** The item's key of its rectangle: `coordinate`, or `long_coordinate` / `wide_coordinate` on full screen. */
  coordinateKey: string;
  /** A carousel's slide (from 1) whose zones these are. */
  slide?: number;
}

interface Props extends ZoneTarget {
  element: PageElement;
  onChange: (id: string, path: string[], value: Json) => void;
}

/**
 * Hot zones drawn on their image: drag on the image to draw one, drag a zone to move it and its corner to
 * resize it (react-grid-layout, 100 columns and rows so a grid unit is one percent), arrow keys to nudge the
 * focused zone, and helpers to line zones up or size them alike. Each gesture is one history step; the typed
 * coordinates of the zone list below follow it.
 */
export function HotZoneEditor({ element, imagePath, itemsPath, coordinateKey, onChange }: Props) {
  const t = useT();
  const [height, setHeight] = useState(WIDTH * 0.6);
  const [chosen, setChosen] = useState(0);
  const [drawing, setDrawing] = useState<{ from: Point; to: Point } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const image = valueAt(element.data, imagePath);
  const items = (valueAt(element.data, itemsPath) as JsonObject[] | undefined) ?? [];
  const zones = items.map((item) =>
    fitZone((item[coordinateKey] as unknown as Coordinate) ?? { x: 0, y: 0, width: 0, height: 0 }),
  );
  const fullScreen = element.type.startsWith('CFullScreen');

  const save = (next: Coordinate[]) =>
    onChange(
      element.id,
      itemsPath,
      items.map((item, index) => ({ ...item, [coordinateKey]: { ...next[index] } })),
    );
  const add = (zone: Coordinate) => {
    const listPath = itemsPath.filter((key) => !/^\d+$/.test(key)).join('.');
    const template = itemTemplate(listPath, fullScreen) ?? {};
    const item: JsonObject = { ...template, [coordinateKey]: { ...zone } };
    if (fullScreen)
      for (const key of ['long_coordinate', 'wide_coordinate']) item[key] = item[key] ?? { ...zone };
    onChange(element.id, itemsPath, [...items, item]);
    setChosen(items.length);
  };
  const fromLayout = (layout: Layout) =>
    zones.map((zone, index) => {
      const item = layout.find((entry) => entry.i === String(index));
      return item ? fitZone({ x: item.x, y: item.y, width: item.w, height: item.h }) : zone;
    });
  const percentAt = (event: PointerEvent): Point => {
    const box = area.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    };
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    save(zones.map((zone, other) => (other === index ? nudge(zone, ...move) : zone)));
  };

  if (typeof image !== 'string' || !isMediaUrl(image))
    return <Typography.Paragraph type="secondary">{t('pageBuilder.zone.noImage')}</Typography.Paragraph>;
  const preview = drawing ? drawnZone(drawing.from, drawing.to) : null;
  return (
    <div className="page-builder-group">
      <Typography.Paragraph type="secondary">{t('pageBuilder.zone.hint')}</Typography.Paragraph>
      <div
        ref={area}
        className="page-builder-hotzone"
        style={{ width: WIDTH, height }}
        onPointerDown={(event) => {
          if ((event.target as Element).closest('.react-grid-item')) return;
          const point = percentAt(event);
          setDrawing({ from: point, to: point });
        }}
        onPointerMove={(event) => drawing && setDrawing({ ...drawing, to: percentAt(event) })}
        onPointerUp={() => {
          if (preview) add(preview);
          setDrawing(null);
        }}
      >
        <img
          src={image}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0) setHeight((WIDTH * naturalHeight) / naturalWidth);
          }}
        />
        <ReactGridLayout
          layout={zones.map((zone, index) => ({
            i: String(index),
            x: zone.x,
            y: zone.y,
            w: zone.width,
            h: zone.height,
            minW: MIN_ZONE,
            minH: MIN_ZONE,
          }))}
          width={WIDTH}
          gridConfig={{
            cols: 100,
            rowHeight: height / 100,
            margin: [0, 0],
            containerPadding: [0, 0],
            maxRows: 100,
          }}
          compactor={overlapping}
          autoSize={false}
          style={{ position: 'absolute', inset: 0, height }}
          onDragStop={(layout) => save(fromLayout(layout))}
          onResizeStop={(layout) => save(fromLayout(layout))}
        >
          {zones.map((_, index) => (
            <div
              key={String(index)}
              className={
                index === chosen
                  ? 'page-builder-hotzone-zone page-builder-hotzone-chosen'
                  : 'page-builder-hotzone-zone'
              }
              tabIndex={0}
              role="button"
              aria-label={t('pageBuilder.zone.label', { index: index + 1 })}
              onFocus={() => setChosen(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {index + 1}
            </div>
          ))}
        </ReactGridLayout>
        {preview ? (
          <span
            className="page-builder-zone"
            style={{
              left: `${preview.x}%`,
              top: `${preview.y}%`,
              width: `${preview.width}%`,
              height: `${preview.height}%`,
            }}
          />
        ) : null}
      </div>
      <Space wrap style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => add({ x: 10, y: 10, width: 30, height: 20 })}>
          {t('pageBuilder.zone.add')}
        </Button>
        {HELPERS.map((helper) => (
          <Button
            key={helper}
            size="small"
            disabled={zones.length < 2}
            onClick={() => save(applyHelper(zones, chosen, helper))}
          >
            {t(`pageBuilder.zone.${helper}`, { index: chosen + 1 })}
          </Button>
        ))}
      </Space>
    </div>
  );
}

type Point = { x: number; y: number };

/** The blocks with zones, and where their images and zones are. */
export function zoneTargets(element: PageElement): ZoneTarget[] {
  switch (element.type) {
    case 'CHotZone':
      return [
        { imagePath: ['hot_zone', 'image'], itemsPath: ['hot_zone', 'items'], coordinateKey: 'coordinate' },
      ];
    case 'CVideo':
      return [{ imagePath: ['video', 'poster'], itemsPath: ['video', 'items'], coordinateKey: 'coordinate' }];
    case 'CFullScreenHotZone':
      return [
        {
          imagePath: ['hot_zone', 'long_image'],
          itemsPath: ['hot_zone', 'items'],
          coordinateKey: 'long_coordinate',
        },
        {
          imagePath: ['hot_zone', 'wide_image'],
          itemsPath: ['hot_zone', 'items'],
          coordinateKey: 'wide_coordinate',
        },
      ];
    case 'CCarouselImage': {
      // 02 §3: each slide has zones of its own, on its image or on its video's poster.
      const slides = valueAt(element.data, ['carousel', 'items']);
      return (Array.isArray(slides) ? slides : []).map((slide, index) => {
        const at = ['carousel', 'items', String(index)];
        const video = isJsonObject(slide) && slide.type === 'video';
        return {
          imagePath: video ? [...at, 'video', 'poster'] : [...at, 'image_url'],
          itemsPath: [...at, 'hot_action'],
          coordinateKey: 'coordinate',
          slide: index + 1,
        };
      });
    }
    default:
      return [];
  }
}
