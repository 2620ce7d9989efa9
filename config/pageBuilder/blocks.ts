/**
 * The page builder's blocks (02-operations §3 "Page element", §9): every type, its data with the spec's
 * defaults, and where the component library shows it. Shared by the builder and the mock backend.
 */
import type { LinkAction } from '../miniProgram';
import { VIDEO_FLAGS, type VideoFlag } from '../promote';
import type { JsonObject } from './json';
import {
  DEFAULT_BORDER,
  DEFAULT_TEXT_STYLE,
  hex,
  NO_MARGIN,
  size,
  type BorderValue,
  type ColourValue,
  type MarginValue,
  type SizeValue,
  type TextStyle,
} from './styles';

export const BLOCK_TYPES = [
  'CMiniHeader',
  'CSpace',
  'CImage',
  'CVideo',
  'CCarouselImage',
  'CScrollImage',
  'CHotZone',
  'CProductList',
  'CImagePortfolio',
  'CFullScreenImage',
  'CFullScreenVideo',
  'CFullScreenHotZone',
  'CFullScreenCarousel',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/**
 * The component library's two tabs (the content components, and the page's own elements) and the groups each
 * shows, in order, under a heading of its own (02 §11: 'a searchable, grouped component library').
 */
export const LIBRARY_GROUPS = {
  components: ['media', 'commerce', 'fullScreen'],
  elements: ['page'],
} as const satisfies Record<string, readonly string[]>;
export type LibraryTab = keyof typeof LIBRARY_GROUPS;
export type LibraryGroup = (typeof LIBRARY_GROUPS)[LibraryTab][number];

/** Each type's group in the library: images and video, products, full-screen blocks, the page's header and space. */
export const BLOCK_GROUPS: Record<BlockType, LibraryGroup> = {
  CMiniHeader: 'page',
  CSpace: 'page',
  CImage: 'media',
  CVideo: 'media',
  CCarouselImage: 'media',
  CScrollImage: 'media',
  CHotZone: 'media',
  CImagePortfolio: 'media',
  CProductList: 'commerce',
  CFullScreenImage: 'fullScreen',
  CFullScreenVideo: 'fullScreen',
  CFullScreenHotZone: 'fullScreen',
  CFullScreenCarousel: 'fullScreen',
};

/** A group's types, in the order of `BLOCK_TYPES`. */
export const groupTypes = (group: LibraryGroup): BlockType[] =>
  BLOCK_TYPES.filter((type) => BLOCK_GROUPS[type] === group);

/** Each tab's types, group by group. */
export const LIBRARY_TABS = {
  components: LIBRARY_GROUPS.components.flatMap(groupTypes),
  elements: LIBRARY_GROUPS.elements.flatMap(groupTypes),
} satisfies Record<LibraryTab, readonly BlockType[]>;

export type { Json } from './json';
export type BlockData = JsonObject;

export interface PageElement {
  id: string;
  type: BlockType;
  data: BlockData;
}

/** A rectangle on an image, in percent of its width and height (so it holds at any drawn size). */
export interface Coordinate {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CarouselSettings {
  indicatorDots: boolean;
  indicatorColor: string;
  indicatorActiveColor: string;
  autoPlay: boolean;
  circular: boolean;
  current: number;
  interval: number;
  duration: number;
}

/** 02 §9: interval 5000 ms, duration 500 ms, start at 1, dots on, autoplay and circular off. */
export const CAROUSEL_DEFAULTS: CarouselSettings = {
  indicatorDots: true,
  indicatorColor: '#ffffff',
  indicatorActiveColor: '#000000',
  autoPlay: false,
  circular: false,
  current: 1,
  interval: 5000,
  duration: 500,
};

// The same nine playback flags as the promote activity's banners (02 §3).
export { VIDEO_FLAGS, type VideoFlag };

const VIDEO_FLAG_DEFAULTS: Record<VideoFlag, boolean> = {
  controls: true,
  autoPlay: false,
  loop: false,
  muted: false,
  showProgress: true,
  showFullScreenBtn: true,
  showPlayBtn: true,
  showCenterPlayBtn: true,
  showMuteBtn: false,
};

export const PRICE_TYPES = ['auto', 'custom'] as const;
export const PORTFOLIO_LAYOUTS = ['left_right', 'top_bottom'] as const;
export const MAX_SECONDARY_IMAGES = 3;

export interface ProductItem {
  id: string;
  showTitle: boolean;
  showPrice: boolean;
  priceType: (typeof PRICE_TYPES)[number];
  /** In cents; shown in RMB. */
  customPrice: number | null;
}

export interface HotZoneItem {
  coordinate: Coordinate;
  action: LinkAction | null;
}

interface Defaults {
  CMiniHeader: {
    title: string;
    frontColor: '#000000' | '#ffffff';
    backgroundColor: ColourValue;
    transparent: boolean;
    backgroundImage: string;
    hideHome: boolean;
  };
  CSpace: { height: SizeValue; width: SizeValue; backgroundColor: ColourValue };
  CImage: {
    image: {
      url: string;
      width: SizeValue;
      height: SizeValue;
      longPress: boolean;
      action: LinkAction | null;
    };
  };
  CVideo: {
    video: { src: string; poster: string; title: string; items: HotZoneItem[] } & Record<VideoFlag, boolean>;
  };
  CCarouselImage: { carousel: { items: unknown[]; settings: CarouselSettings } };
  CScrollImage: {
    scroll: { itemWidth: SizeValue; itemHeight: SizeValue; itemGap: SizeValue; items: unknown[] };
  };
  CHotZone: { hot_zone: { image: string; items: HotZoneItem[] } };
  CProductList: { products: { items: ProductItem[] } };
  CImagePortfolio: {
    portfolio: {
      mainImage: { url: string; action: LinkAction | null };
      secondaryImages: { url: string; action: LinkAction | null }[];
      layout: (typeof PORTFOLIO_LAYOUTS)[number];
      title: { text: string; style: TextStyle };
    };
  };
  CFullScreenImage: {
    has_header: boolean;
    image: { long_url: string; wide_url: string; longPress: boolean; action: LinkAction | null };
  };
  CFullScreenVideo: {
    has_header: boolean;
    video: {
      long_src: string;
      wide_src: string;
      long_poster: string;
      wide_poster: string;
      title: string;
    } & Record<VideoFlag, boolean>;
  };
  CFullScreenHotZone: {
    has_header: boolean;
    hot_zone: {
      long_image: string;
      wide_image: string;
      items: { long_coordinate: Coordinate; wide_coordinate: Coordinate; action: LinkAction | null }[];
    };
  };
  CFullScreenCarousel: { has_header: boolean; carousel: { items: unknown[]; settings: CarouselSettings } };
}

/**
 * The frame of a content block: its margin and border (03 §2.10's style editors). Full-screen blocks fill the
 * phone and the header is the mini-program's own bar, so they have none. Optional on the wire: a block saved
 * without one draws without one.
 */
export interface Frame {
  margin: MarginValue;
  border: BorderValue;
}
export const FRAMED_TYPES: readonly BlockType[] = [
  'CSpace',
  'CImage',
  'CVideo',
  'CCarouselImage',
  'CScrollImage',
  'CHotZone',
  'CProductList',
  'CImagePortfolio',
];
export const defaultFrame = (): Frame => structuredClone({ margin: NO_MARGIN, border: DEFAULT_BORDER });

/** Each type's data as a new block has it (02 §3, §9). */
export function blockDefaults(type: BlockType): BlockData {
  const defaults: { [T in BlockType]: () => Defaults[T] } = {
    CMiniHeader: () => ({
      title: '',
      frontColor: '#000000',
      backgroundColor: hex('#ffffff'),
      transparent: false,
      backgroundImage: '',
      hideHome: false,
    }),
    CSpace: () => ({ height: size(10, 'px'), width: size(100, '%'), backgroundColor: hex('#ffffff') }),
    CImage: () => ({
      image: { url: '', width: size(100, '%'), height: size(0, 'auto'), longPress: false, action: null },
    }),
    CVideo: () => ({ video: { src: '', poster: '', title: '', items: [], ...VIDEO_FLAG_DEFAULTS } }),
    CCarouselImage: () => ({ carousel: { items: [], settings: { ...CAROUSEL_DEFAULTS } } }),
    CScrollImage: () => ({
      scroll: {
        itemWidth: size(300, 'rpx'),
        itemHeight: size(200, 'rpx'),
        itemGap: size(10, 'rpx'),
        items: [],
      },
    }),
    CHotZone: () => ({ hot_zone: { image: '', items: [] } }),
    CProductList: () => ({ products: { items: [] } }),
    CImagePortfolio: () => ({
      portfolio: {
        mainImage: { url: '', action: null },
        secondaryImages: [],
        layout: 'left_right',
        title: { text: '', style: { ...DEFAULT_TEXT_STYLE } },
      },
    }),
    CFullScreenImage: () => ({
      has_header: false,
      image: { long_url: '', wide_url: '', longPress: false, action: null },
    }),
    CFullScreenVideo: () => ({
      has_header: false,
      video: {
        long_src: '',
        wide_src: '',
        long_poster: '',
        wide_poster: '',
        title: '',
        ...VIDEO_FLAG_DEFAULTS,
      },
    }),
    CFullScreenHotZone: () => ({
      has_header: false,
      hot_zone: { long_image: '', wide_image: '', items: [] },
    }),
    CFullScreenCarousel: () => ({
      has_header: false,
      carousel: { items: [], settings: { ...CAROUSEL_DEFAULTS } },
    }),
  };
  const data = defaults[type]() as unknown as BlockData;
  return FRAMED_TYPES.includes(type) ? { ...data, frame: defaultFrame() as unknown as BlockData } : data;
}

export const isBlockType = (value: unknown): value is BlockType =>
  typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);

export const newBlock = (type: BlockType, id: string): PageElement => ({
  id,
  type,
  data: blockDefaults(type),
});
