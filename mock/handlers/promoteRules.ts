/**
 * The promote activity and promote config validation of 02-operations §3, §5, with the messages the forms show.
 * Every refusal is a 400 envelope naming the first broken rule.
 */
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { CAROUSEL_TYPES, MEDIA_TYPES, VIDEO_FLAGS, type MediaType } from '../../config/promote';
import type {
  Carousel,
  HeroBanner,
  HomePopup,
  PromoteActivityInput,
  VideoOptions,
} from '../../src-services/promote';
import { isPlainObject } from '../lib/body';
import { badRequest } from '../lib/errors';
import { readLinkAction } from './configRules';

export const PROMOTE_MESSAGES = {
  titleRequired: 'Please input the title',
  scheduleRequired: 'Please choose the online and offline time',
  offlineBeforeOnline: 'The offline time must be after the online time',
  fileRequired: 'Please upload the file',
  mediaTypeInvalid: 'The type must be image or video',
  carouselTypeInvalid: 'The carousel type must be scaling_carousels or square_carousels',
  carouselNameRequired: 'Please input the section name',
  carouselItemsRequired: 'Add at least one slide',
  carouselImageRequired: 'Please upload the slide image',
  listRequired: 'Hero banners and carousels must be lists',
  tagsRequired: 'Please choose tags',
  topPostsRequired: 'Please choose top posts',
  popupTooMany: 'The home popup is a list of at most one',
} as const;

type Obj = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw badRequest(message);
}

function listOf(value: unknown, message: string): unknown[] {
  if (value === undefined || value === null) return [];
  check(Array.isArray(value), message);
  return value;
}

function mediaUrl(value: unknown, required: string): string {
  const url = text(value);
  check(url !== '', required);
  check(isMediaUrl(url), MEDIA_URL_MESSAGE);
  return url;
}

function mediaType(value: unknown): MediaType {
  check((MEDIA_TYPES as readonly unknown[]).includes(value), PROMOTE_MESSAGES.mediaTypeInvalid);
  return value as MediaType;
}

function readHeroBanner(value: unknown): HeroBanner {
  check(isPlainObject(value), PROMOTE_MESSAGES.listRequired);
  const type = mediaType(value.type);
  const url = mediaUrl(value.url, PROMOTE_MESSAGES.fileRequired);
  const action = readLinkAction(value.action);
  if (type === 'image') return { type, url, action };
  const options: Obj = isPlainObject(value.video_options) ? value.video_options : {};
  const video_options = Object.fromEntries(VIDEO_FLAGS.map((flag) => [flag, options[flag] === true]));
  return { type, url, video_options: video_options as VideoOptions, action };
}

function readCarousel(value: unknown): Carousel {
  check(isPlainObject(value), PROMOTE_MESSAGES.listRequired);
  check((CAROUSEL_TYPES as readonly unknown[]).includes(value.type), PROMOTE_MESSAGES.carouselTypeInvalid);
  const name = text(value.name);
  check(name !== '', PROMOTE_MESSAGES.carouselNameRequired);
  const items = listOf(value.items, PROMOTE_MESSAGES.carouselItemsRequired);
  check(items.length > 0, PROMOTE_MESSAGES.carouselItemsRequired);
  return {
    type: value.type as Carousel['type'],
    name,
    items: items.map((item) => {
      check(isPlainObject(item), PROMOTE_MESSAGES.carouselImageRequired);
      return {
        image: mediaUrl(item.image, PROMOTE_MESSAGES.carouselImageRequired),
        action: readLinkAction(item.action),
      };
    }),
  };
}

/** A promote activity's save body, checked in the form's order (Setting, then Layout). */
export function readPromoteActivityInput(body: Obj): Omit<PromoteActivityInput, 'id'> {
  const title = text(body.title);
  check(title !== '', PROMOTE_MESSAGES.titleRequired);
  check(isTime(body.online_at) && isTime(body.offline_at), PROMOTE_MESSAGES.scheduleRequired);
  check(body.offline_at > body.online_at, PROMOTE_MESSAGES.offlineBeforeOnline);
  const share = isPlainObject(body.share) ? body.share : {};
  const image = text(share.image);
  check(image === '' || isMediaUrl(image), MEDIA_URL_MESSAGE);
  return {
    title,
    visible: body.visible === true,
    description: typeof body.description === 'string' ? body.description : '',
    online_at: body.online_at,
    offline_at: body.offline_at,
    share: { image },
    hero_banners: listOf(body.hero_banners, PROMOTE_MESSAGES.listRequired).map(readHeroBanner),
    carousels: listOf(body.carousels, PROMOTE_MESSAGES.listRequired).map(readCarousel),
  };
}

/** A list of strings, or a refusal with `message` when it is missing or empty. */
export function readIds(value: unknown, message: string): string[] {
  const ids = Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string' && id !== '')
    : [];
  check(ids.length > 0, message);
  return [...new Set(ids)];
}

export function readHomePopup(value: unknown): HomePopup[] {
  const popups = listOf(value, PROMOTE_MESSAGES.popupTooMany);
  check(popups.length <= 1, PROMOTE_MESSAGES.popupTooMany);
  return popups.map((popup) => {
    check(isPlainObject(popup), PROMOTE_MESSAGES.popupTooMany);
    return {
      type: mediaType(popup.type),
      url: mediaUrl(popup.url, PROMOTE_MESSAGES.fileRequired),
      action: readLinkAction(popup.action),
    };
  });
}
