import type { JsonObject } from 'config/pageBuilder/json';

const zone = (x = 10, y = 10): JsonObject => ({ x, y, width: 30, height: 20 });

/** A new item of a block's list, by the list's path in the block's data (02 §3). */
const TEMPLATES: Record<string, JsonObject> = {
  'video.items': { img: '', coordinate: zone(), action: null },
  // 02 §3: a slide is an image or a video, with hot zones on it.
  'carousel.items': {
    type: 'image',
    image_url: '',
    longPress: false,
    video: { poster: '', src: '' },
    hot_action: [],
  },
  'carousel.items.hot_action': { coordinate: zone(), action: null },
  // A full-screen slide has the long and the wide design of its image or video.
  'carousel.items.fullScreen': {
    type: 'image',
    long_url: '',
    wide_url: '',
    video: { long_src: '', wide_src: '', long_poster: '', wide_poster: '' },
  },
  'scroll.items': { image_url: '', longPress: false, action: null },
  'hot_zone.items': { coordinate: zone(), action: null },
  'hot_zone.items.fullScreen': { long_coordinate: zone(), wide_coordinate: zone(), action: null },
  'products.items': { id: '', showTitle: true, showPrice: true, priceType: 'auto', customPrice: null },
  'portfolio.secondaryImages': { url: '', action: null },
};

export function itemTemplate(path: string, fullScreen = false): JsonObject | null {
  const own = fullScreen && (path === 'hot_zone.items' || path === 'carousel.items');
  return TEMPLATES[own ? `${path}.fullScreen` : path] ?? null;
}
