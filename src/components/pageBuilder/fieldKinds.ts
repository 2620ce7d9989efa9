/** How the property panel shows a value of a block's data: by its key and its shape (02 §3, §5, §9). */
import { MAX_SECONDARY_IMAGES, type Json } from 'config/pageBuilder/blocks';
import { isJsonObject } from 'config/pageBuilder/json';
import { BORDER_STYLES } from 'config/pageBuilder/styles';
import type { MessageId } from 'src-locales/messageIds';

export const isSize = (value: Json) =>
  isJsonObject(value) && 'size' in value && 'type' in value && !('colour' in value);
// A colour is `{type, colour}`; a border also holds a colour, among others.
export const isColour = (value: Json) =>
  isJsonObject(value) && 'colour' in value && Object.keys(value).length === 2;
export const IMAGE_KEYS = /(^|_)(url|image|poster|img|backgroundImage)$|^image$/;
export const VIDEO_KEYS = /(^|_)src$/;
export const ENUMS: Record<string, { value: string; label: MessageId }[]> = {
  layout: [
    { value: 'left_right', label: 'pageBuilder.option.left_right' },
    { value: 'top_bottom', label: 'pageBuilder.option.top_bottom' },
  ],
  priceType: [
    { value: 'auto', label: 'pageBuilder.option.auto' },
    { value: 'custom', label: 'pageBuilder.option.custom' },
  ],
  frontColor: [
    { value: '#000000', label: 'pageBuilder.option.black' },
    { value: '#ffffff', label: 'pageBuilder.option.white' },
  ],
  type: [
    { value: 'image', label: 'pageBuilder.option.image' },
    { value: 'video', label: 'pageBuilder.option.video' },
  ],
  // A string `style` is a border's (a text's style is an object).
  style: BORDER_STYLES.map((style) => ({ value: style, label: `pageBuilder.border.${style}` as const })),
};
/** 02 §9: an image portfolio has up to three secondary images. */
export const MAX_ITEMS: Record<string, number> = { 'portfolio.secondaryImages': MAX_SECONDARY_IMAGES };
/** 02 §5: carousel current at least 1, interval and duration at least 0, whole numbers. */
export const INTEGER_MIN: Record<string, number> = { current: 1, interval: 0, duration: 0, customPrice: 1 };
