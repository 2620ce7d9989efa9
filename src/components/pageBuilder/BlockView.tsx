import { createContext, memo, useContext, type CSSProperties, type ReactNode } from 'react';
import { PlayCircleOutlined, HomeOutlined } from '@ant-design/icons';
import { isMediaUrl } from 'config/mediaUrl';
import type { CarouselSettings, Coordinate, Frame, PageElement } from 'config/pageBuilder/blocks';
import {
  colourCss,
  SCREENS,
  toCss,
  type ColourValue,
  type Screen,
  type SizeValue,
  type TextStyle,
} from 'config/pageBuilder/styles';
import type { Product } from 'src-services/products';
import { useLookup } from 'src/components/selectors';
import { useT } from 'src/components/useT';

/** The mini-program's navigation bar on the phone. */
const HEADER_HEIGHT = 44;

/** Which design the canvas shows: full-screen blocks take that screen's height and images. */
export const ScreenContext = createContext<Screen>('long');

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.map(obj) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** Only an http(s) or uploaded file is drawn: a block's data may come from an imported file. */
const media = (value: unknown) => (typeof value === 'string' && isMediaUrl(value) ? value : undefined);

function Missing({ kind, height = 120 }: { kind: 'image' | 'video'; height?: number | string }) {
  const t = useT();
  return (
    <div className="page-builder-missing" style={{ height }}>
      {kind === 'video' ? <PlayCircleOutlined aria-hidden /> : null}
      {t(kind === 'video' ? 'pageBuilder.canvas.noVideo' : 'pageBuilder.canvas.noImage')}
    </div>
  );
}

function Picture({ src, style, height }: { src: unknown; style?: CSSProperties; height?: number | string }) {
  const url = media(src);
  return url ? (
    <img src={url} alt="" style={{ display: 'block', width: '100%', ...style }} />
  ) : (
    <Missing kind="image" height={height} />
  );
}

/** Rectangles in percent of the image they lie on. */
function Zones({ items, field = 'coordinate' }: { items: Data[]; field?: string }) {
  return (
    <>
      {items.map((item, index) => {
        const zone = obj(item[field]) as Partial<Coordinate>;
        return (
          <span
            key={index}
            className="page-builder-zone"
            style={{
              left: `${zone.x ?? 0}%`,
              top: `${zone.y ?? 0}%`,
              width: `${zone.width ?? 0}%`,
              height: `${zone.height ?? 0}%`,
            }}
          />
        );
      })}
    </>
  );
}

function Dots({ count, settings }: { count: number; settings: Partial<CarouselSettings> }) {
  if (!settings.indicatorDots || count < 2) return null;
  const current = Math.min(Math.max((settings.current ?? 1) - 1, 0), count - 1);
  return (
    <div className="page-builder-dots" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          style={{ background: index === current ? settings.indicatorActiveColor : settings.indicatorColor }}
        />
      ))}
    </div>
  );
}

/** The slide a carousel starts on (`current`, counted from 1), with its dots. */
function Carousel({ data, screen, height }: { data: Data; screen?: Screen; height?: number | string }) {
  const settings = obj(data.settings) as Partial<CarouselSettings>;
  const items = list(data.items);
  const item = items[Math.min(Math.max((settings.current ?? 1) - 1, 0), Math.max(items.length - 1, 0))];
  const video = obj(item?.video);
  // A video slide shows its poster, as the mini-program does before it plays.
  const src =
    item?.type === 'video'
      ? screen
        ? video[`${screen}_poster`]
        : video.poster
      : screen
        ? item?.[`${screen}_url`]
        : (item?.image_url ?? item?.url);
  return (
    <div style={{ position: 'relative' }}>
      {item?.type === 'video' && !media(src) ? (
        <Missing kind="video" height={height} />
      ) : (
        <Picture src={src} height={height} style={{ height }} />
      )}
      {item && !screen ? <Zones items={list(item.hot_action)} /> : null}
      <Dots count={items.length} settings={settings} />
    </div>
  );
}

const fullHeight = (data: Data, screen: Screen) =>
  SCREENS[screen].height - (data.has_header ? HEADER_HEIGHT : 0);

const titleStyle = (style: Partial<TextStyle>): CSSProperties => ({
  fontSize: toCss(style.fontSize),
  fontWeight: style.fontWeight,
  color: colourCss(style.colour),
});

/**
 * One block on the 375 px phone, drawn as the mini-program draws it (rpx at half, full-screen blocks one phone
 * high). Drawn again only when the block changes: its place on the canvas (a block above removed) does not.
 */
export const BlockView = memo(function BlockView({ element }: { element: PageElement }): ReactNode {
  const frame = element.data.frame;
  if (!frame) return <BlockContent element={element} />;
  return (
    <div style={frameCss(frame as unknown as Frame)}>
      <BlockContent element={element} />
    </div>
  );
});

/** A block's margin and border, as CSS on the canvas; a border drawn only with a width and a style. */
function frameCss({ margin, border }: Partial<Frame>): CSSProperties {
  const side = (value: SizeValue | undefined) => toCss(value) ?? '0';
  return {
    margin: margin ? [margin.top, margin.right, margin.bottom, margin.left].map(side).join(' ') : undefined,
    borderWidth: toCss(border?.width),
    borderStyle: border?.style,
    borderColor: colourCss(border?.colour),
    borderRadius: toCss(border?.radius),
    overflow: 'hidden',
  };
}

function BlockContent({ element }: { element: PageElement }): ReactNode {
  const data = element.data as Data;
  const screen = useContext(ScreenContext);
  const fullScreen = (of: Data) => fullHeight(of, screen);
  switch (element.type) {
    case 'CMiniHeader':
      return (
        <div
          className="page-builder-header"
          style={{
            height: HEADER_HEIGHT,
            color: text(data.frontColor) || '#000000',
            background: data.transparent ? 'transparent' : colourCss(data.backgroundColor as ColourValue),
            backgroundImage: media(data.backgroundImage)
              ? `url("${media(data.backgroundImage)}")`
              : undefined,
          }}
        >
          {data.hideHome ? null : <HomeOutlined aria-hidden />}
          <span>{text(data.title)}</span>
        </div>
      );
    case 'CSpace':
      return (
        <div
          style={{
            height: toCss(data.height as SizeValue),
            width: toCss(data.width as SizeValue),
            background: colourCss(data.backgroundColor as ColourValue),
          }}
        />
      );
    case 'CImage': {
      const image = obj(data.image);
      return (
        <Picture
          src={image.url}
          style={{ width: toCss(image.width as SizeValue), height: toCss(image.height as SizeValue) }}
        />
      );
    }
    case 'CVideo': {
      const video = obj(data.video);
      return (
        <div style={{ position: 'relative' }}>
          {media(video.poster) ? <Picture src={video.poster} /> : <Missing kind="video" height={210} />}
          <Zones items={list(video.items)} />
        </div>
      );
    }
    case 'CCarouselImage':
      return <Carousel data={obj(data.carousel)} height={180} />;
    case 'CScrollImage': {
      const scroll = obj(data.scroll);
      return (
        <div className="page-builder-scroll" style={{ gap: toCss(scroll.itemGap as SizeValue) }}>
          {(list(scroll.items).length > 0 ? list(scroll.items) : [{}]).map((item, index) => (
            <div
              key={index}
              style={{
                flex: 'none',
                width: toCss(scroll.itemWidth as SizeValue),
                height: toCss(scroll.itemHeight as SizeValue),
              }}
            >
              <Picture src={item.image_url} height="100%" style={{ height: '100%', objectFit: 'cover' }} />
            </div>
          ))}
        </div>
      );
    }
    case 'CHotZone': {
      const zone = obj(data.hot_zone);
      return (
        <div style={{ position: 'relative' }}>
          <Picture src={zone.image} />
          <Zones items={list(zone.items)} />
        </div>
      );
    }
    case 'CProductList':
      return <ProductList items={list(obj(data.products).items)} />;
    case 'CImagePortfolio': {
      const portfolio = obj(data.portfolio);
      const title = obj(portfolio.title);
      return (
        <div>
          {text(title.text) ? <div style={titleStyle(obj(title.style))}>{text(title.text)}</div> : null}
          <div className={`page-builder-portfolio page-builder-portfolio-${text(portfolio.layout)}`}>
            <Picture src={obj(portfolio.mainImage).url} />
            <div>
              {list(portfolio.secondaryImages).map((image, index) => (
                <Picture key={index} src={image.url} height={60} />
              ))}
            </div>
          </div>
        </div>
      );
    }
    case 'CFullScreenImage':
      return (
        <Picture
          src={obj(data.image)[`${screen}_url`]}
          height={fullScreen(data)}
          style={{ height: fullScreen(data), objectFit: 'cover' }}
        />
      );
    case 'CFullScreenVideo': {
      const video = obj(data.video);
      return media(video[`${screen}_poster`]) ? (
        <Picture src={video[`${screen}_poster`]} style={{ height: fullScreen(data), objectFit: 'cover' }} />
      ) : (
        <Missing kind="video" height={fullScreen(data)} />
      );
    }
    case 'CFullScreenHotZone': {
      const zone = obj(data.hot_zone);
      return (
        <div style={{ position: 'relative' }}>
          <Picture
            src={zone[`${screen}_image`]}
            height={fullScreen(data)}
            style={{ height: fullScreen(data), objectFit: 'cover' }}
          />
          <Zones items={list(zone.items)} field={`${screen}_coordinate`} />
        </div>
      );
    }
    case 'CFullScreenCarousel':
      return <Carousel data={obj(data.carousel)} screen={screen} height={fullScreen(data)} />;
  }
}

/**
 * One product card as the shop shows it: image, name and price (the custom one when set), in RMB. A product the
 * picker's list does not hold (older than its 1000 newest) is asked for by its id, once that list is in.
 */
function ProductCard({ item, listed, listIn }: { item: Data; listed: Product | undefined; listIn: boolean }) {
  const id = text(item.id);
  const { entry } = useLookup(!listed && listIn && id ? { kind: 'shopProduct', id } : null);
  const product = listed ?? (entry.items as Product[])[0];
  const cents = item.priceType === 'custom' ? item.customPrice : product?.price;
  return (
    <div className="page-builder-product">
      <Picture src={product?.image_url} height={100} style={{ height: 100, objectFit: 'cover' }} />
      {item.showTitle ? <div>{product?.name ?? ''}</div> : null}
      {item.showPrice && typeof cents === 'number' ? <strong>¥{(cents / 100).toFixed(2)}</strong> : null}
    </div>
  );
}

/** A block's product cards. */
function ProductList({ items }: { items: Data[] }) {
  const t = useT();
  const { entry } = useLookup(items.length > 0 ? { kind: 'shopProducts' } : null);
  if (items.length === 0)
    return <div className="page-builder-products">{t('pageBuilder.canvas.products', { count: 0 })}</div>;
  const byId = new Map((entry.items as Product[]).map((product) => [product.id, product]));
  return (
    <div className="page-builder-product-grid">
      {items.map((item, index) => (
        <ProductCard
          key={index}
          item={item}
          listed={byId.get(text(item.id))}
          listIn={entry.status === 'succeeded'}
        />
      ))}
    </div>
  );
}
