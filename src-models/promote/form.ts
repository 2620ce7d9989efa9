/**
 * The promote activity and promote config forms (02-operations §3, §5): what they hold, plain and serializable
 * (times as unix seconds, so an unsaved form can be kept as a draft), and the requests their saves send.
 */
import type { LinkAction } from 'src-services/config';
import {
  VIDEO_FLAGS,
  type Carousel,
  type CarouselType,
  type HeroBanner,
  type MediaType,
  type PromoteActivity,
  type PromoteActivityInput,
  type PromoteConfig,
  type VideoOptions,
} from 'src-services/promote';
import { normalizeLinkAction } from '../config';

type ActionValue = Partial<LinkAction> | null;

export interface HeroBannerValues {
  type?: MediaType;
  url?: string;
  video_options?: Partial<VideoOptions>;
  action?: ActionValue;
}

export interface CarouselValues {
  type?: CarouselType;
  name?: string;
  items?: { image?: string; action?: ActionValue }[];
}

export interface PromoteActivityFormValues {
  title?: string;
  visible?: boolean;
  description?: string;
  /** Online and offline times, unix seconds. */
  schedule?: [number | null, number | null];
  share_image?: string;
  hero_banners?: HeroBannerValues[];
  carousels?: CarouselValues[];
}

/** The mini-program video's own defaults: its controls shown, nothing played or muted by itself. */
export const DEFAULT_VIDEO_OPTIONS: VideoOptions = {
  controls: true,
  autoPlay: false,
  loop: false,
  muted: false,
  showFullScreenBtn: true,
  showPlayBtn: true,
  showProgress: true,
  showCenterPlayBtn: true,
  showMuteBtn: false,
};

export const NEW_HERO_BANNER: HeroBannerValues = { type: 'image', action: null };
export const NEW_CAROUSEL: CarouselValues = {
  type: 'scaling_carousels',
  name: '',
  items: [{ action: null }],
};
export const NEW_ACTIVITY_VALUES: PromoteActivityFormValues = {
  visible: true,
  hero_banners: [],
  carousels: [],
};

const trimmed = (value: string | undefined | null) => (value ?? '').trim();

export function promoteActivityFormValues(activity: PromoteActivity): PromoteActivityFormValues {
  return {
    title: activity.title,
    visible: activity.visible,
    description: activity.description,
    schedule: [activity.online_at, activity.offline_at],
    share_image: activity.share?.image ?? '',
    hero_banners: activity.hero_banners.map((banner) => ({
      type: banner.type,
      url: banner.url,
      video_options:
        banner.type === 'video' ? { ...DEFAULT_VIDEO_OPTIONS, ...banner.video_options } : undefined,
      action: banner.action,
    })),
    carousels: activity.carousels.map((carousel) => ({
      type: carousel.type,
      name: carousel.name,
      items: carousel.items.map((item) => ({ image: item.image, action: item.action })),
    })),
  };
}

function toHeroBanner(values: HeroBannerValues): HeroBanner {
  const type = values.type === 'video' ? 'video' : 'image';
  const flags = { ...DEFAULT_VIDEO_OPTIONS, ...values.video_options };
  return {
    type,
    url: trimmed(values.url),
    ...(type === 'video'
      ? {
          video_options: Object.fromEntries(
            VIDEO_FLAGS.map((flag) => [flag, flags[flag] === true]),
          ) as VideoOptions,
        }
      : {}),
    action: normalizeLinkAction(values.action),
  };
}

function toCarousel(values: CarouselValues): Carousel {
  return {
    type: values.type === 'square_carousels' ? 'square_carousels' : 'scaling_carousels',
    name: trimmed(values.name),
    items: (values.items ?? []).map((item) => ({
      image: trimmed(item.image),
      action: normalizeLinkAction(item.action),
    })),
  };
}

/** A new activity is saved without an id; an existing one under its own. The form checked the times are set. */
export function promoteActivityInput(
  values: PromoteActivityFormValues,
  id: string | null,
): PromoteActivityInput {
  const [online, offline] = values.schedule ?? [];
  return {
    ...(id ? { id } : {}),
    title: trimmed(values.title),
    visible: values.visible === true,
    description: trimmed(values.description),
    online_at: online ?? 0,
    offline_at: offline ?? 0,
    share: { image: trimmed(values.share_image) },
    hero_banners: (values.hero_banners ?? []).map(toHeroBanner),
    carousels: (values.carousels ?? []).map(toCarousel),
  };
}

export interface PromoteConfigFormValues {
  online_id?: string | null;
  home_popup?: { type?: MediaType; url?: string; action?: ActionValue };
  tag_ids?: string[];
  top_post_ids?: string[];
}

export function promoteConfigFormValues(config: PromoteConfig): PromoteConfigFormValues {
  const [popup] = config.home_popup ?? [];
  return {
    online_id: config.activity?.online_id ?? null,
    home_popup: popup
      ? { type: popup.type, url: popup.url, action: popup.action }
      : { type: 'image', url: undefined, action: null },
    tag_ids: config.tag_ids ?? [],
    top_post_ids: config.top_post_ids ?? [],
  };
}

/** The home popup goes as a list of one, or an empty list when no file was chosen (02-operations §7). */
export function promoteConfigPayload(
  values: PromoteConfigFormValues,
  loaded?: PromoteConfig | null,
): PromoteConfig {
  const popup = values.home_popup ?? {};
  const url = trimmed(popup.url);
  return {
    ...(loaded?.id ? { id: loaded.id } : {}),
    activity: { online_id: values.online_id || null },
    tag_ids: values.tag_ids ?? [],
    top_post_ids: values.top_post_ids ?? [],
    home_popup: url
      ? [{ type: popup.type === 'video' ? 'video' : 'image', url, action: normalizeLinkAction(popup.action) }]
      : [],
  };
}

/** The chosen top posts still carrying one of the chosen tags (02-operations §4), in the chosen order. */
export function prunedTopPosts(chosen: readonly string[], matching: readonly { id: string }[]): string[] {
  const ids = new Set(matching.map((post) => post.id));
  return chosen.filter((id) => ids.has(id));
}
