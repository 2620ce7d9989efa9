/** Promote activities, the promote config and the posts its top-post picker offers (02-operations §3, §7). */
import { ACTION_TYPES } from 'config/miniProgram';
import {
  CAROUSEL_TYPES,
  MEDIA_TYPES,
  VIDEO_FLAGS,
  type CarouselType,
  type MediaType,
  type VideoFlag,
} from 'config/promote';
import type { LinkAction } from './config';
import { genericListService } from './listService';
import { get, post, scrmPath, type CallOptions } from './request';
import {
  arrayOf,
  boolean,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  optional,
  searchResultOf,
  string,
  type Shape,
} from './shape';
import type { QueryItem, RecordMeta } from './types';

export { CAROUSEL_TYPES, MEDIA_TYPES, VIDEO_FLAGS, type CarouselType, type MediaType, type VideoFlag };
export type VideoOptions = Record<VideoFlag, boolean>;

export interface HeroBanner {
  type: MediaType;
  url: string;
  /** Only for a video. */
  video_options?: VideoOptions;
  action: LinkAction | null;
}

export interface CarouselItem {
  image: string;
  action: LinkAction | null;
}

export interface Carousel {
  type: CarouselType;
  /** The section title shown above the carousel. */
  name: string;
  items: CarouselItem[];
}

export interface PromoteActivityInput {
  id?: string;
  title: string;
  visible: boolean;
  description: string;
  /** Unix seconds. */
  online_at: number;
  offline_at: number;
  share: { image: string };
  hero_banners: HeroBanner[];
  carousels: Carousel[];
}

export interface PromoteActivity extends PromoteActivityInput, Partial<RecordMeta> {
  id: string;
}

export interface HomePopup {
  type: MediaType;
  url: string;
  action: LinkAction | null;
}

/** The promote config on the wire: the home popup is a list of (at most) one (02-operations §7). */
export interface PromoteConfig {
  id?: string;
  activity: { online_id: string | null };
  tag_ids: string[];
  top_post_ids: string[];
  home_popup: HomePopup[];
}

/** A community post as the top-post picker reads it (03-community-analytics §3). */
export interface PostItem {
  id: string;
  title: string;
  tag_ids: string[];
}

/** An action's type is all the editor relies on; its other fields depend on the type (01-platform §3). */
const linkActionShape: Shape<LinkAction> = object({ type: oneOf(...ACTION_TYPES) });

const heroBannerShape: Shape<HeroBanner> = object({
  type: oneOf(...MEDIA_TYPES),
  url: string,
  action: nullable(linkActionShape),
});

const carouselShape: Shape<Carousel> = object({
  type: oneOf(...CAROUSEL_TYPES),
  name: string,
  items: arrayOf(object({ image: string, action: nullable(linkActionShape) })),
});

export const promoteActivityShape: Shape<PromoteActivity> = object({
  id: nonEmptyString,
  title: string,
  visible: boolean,
  description: string,
  online_at: number,
  offline_at: number,
  share: object({ image: string }),
  hero_banners: arrayOf(heroBannerShape),
  carousels: arrayOf(carouselShape),
});

const promoteConfigShape: Shape<PromoteConfig> = object({
  activity: object({ online_id: nullable(string) }),
  tag_ids: arrayOf(string),
  top_post_ids: arrayOf(string),
  home_popup: arrayOf(
    object({ type: oneOf(...MEDIA_TYPES), url: string, action: nullable(linkActionShape) }),
  ),
  id: optional(string),
});

const postShape: Shape<PostItem> = object({ id: string, title: string, tag_ids: arrayOf(string) });

/** The pickers' sizes (02-operations §9 activity picker 1,000,000; 03 §9 post picker up to 99,999,999). */
export const ACTIVITY_PICKER_SIZE = 1_000_000;
export const POST_PICKER_SIZE = 99_999_999;

const ACTIVITY_SEARCH = () => scrmPath('/promote/activity/search');

export const promoteActivityService = {
  get: (id: string, options?: CallOptions) =>
    get(scrmPath(`/promote/activity/${encodeURIComponent(id)}`), promoteActivityShape, options),
  save: (activity: PromoteActivityInput, options?: CallOptions) =>
    post(scrmPath('/promote/activity/save'), activity, promoteActivityShape, options),
  /** The config's activity picker: every activity matching `query`, titles first. */
  pick: async (query: QueryItem[], options?: CallOptions) =>
    (
      await post(
        ACTIVITY_SEARCH(),
        { page: 0, size: ACTIVITY_PICKER_SIZE, order: '-updated_at', operator: 'AND', query },
        searchResultOf(promoteActivityShape),
        options,
      )
    ).results,
};

export const promoteConfigService = {
  load: (options?: CallOptions) => get(scrmPath('/promote/config'), promoteConfigShape, options),
  save: (config: PromoteConfig, options?: CallOptions) =>
    post(scrmPath('/promote/config/save'), config, promoteConfigShape, options),
};

export const postPickerService = {
  /** Posts carrying any of the tags, newest first. */
  byTags: async (tagIds: string[], options?: CallOptions) =>
    (
      await post(
        scrmPath('/post/search'),
        {
          page: 0,
          size: POST_PICKER_SIZE,
          order: '-created_at',
          operator: 'AND',
          query: [
            { k: 'tag_ids', op: 'in', v: tagIds },
            { k: 'deleted', op: 'ne', v: true },
          ],
          fields: ['id', 'title', 'tag_ids'],
        },
        searchResultOf(postShape),
        options,
      )
    ).results,
};

/** The promote activity list (02-operations §2 screen 12). */
export const promoteActivityListService = genericListService<PromoteActivity, PromoteActivityInput>({
  searchPath: ACTIVITY_SEARCH(),
  row: promoteActivityShape,
  save: promoteActivityService.save,
});
