/**
 * The global config form (01-platform §2, §5): the values the form holds and the payload the save sends
 * (trimmed, empty actions dropped, rich text sanitized); its rules are config/globalConfig.ts. Form values are
 * plain and serializable, so an unsaved form can be kept as a draft.
 */
import type { Banner, GlobalConfig, LinkAction } from 'src-services/config';
import { normalizeLinkAction } from './linkAction';

export type BannerValues = Partial<Omit<Banner, 'action'>> & { action?: Partial<LinkAction> | null };

export interface ConfigFormValues {
  floor_id?: { home?: string };
  shared?: Partial<GlobalConfig['shared']>;
  coupon_subscribe?: { expire_day?: number | null; expire_msg?: string; pick_msg?: string };
  feed_tag?: { ids?: string[] };
  sns_action?: Partial<LinkAction> | null;
  sns_banner_loop?: boolean;
  sns_banners?: BannerValues[];
  garage?: { authority?: string; form_center_campaign_id?: string };
  business_time?: string;
  moto_client_emails?: (string | undefined)[];
}

export function toFormValues(config: GlobalConfig): ConfigFormValues {
  return {
    ...config,
    sns_action: config.sns_action ?? null,
    sns_banners: config.sns_banners ?? [],
    moto_client_emails: config.moto_client_emails?.length ? config.moto_client_emails : [''],
  };
}

const trimmed = (value: string | undefined | null) => (value ?? '').trim();

function toBanner(banner: BannerValues): Banner {
  const type = banner.type === 'video' ? 'video' : 'image';
  const poster = type === 'video' ? trimmed(banner.poster) : '';
  return {
    type,
    url: trimmed(banner.url),
    action: normalizeLinkAction(banner.action),
    ...(poster ? { poster } : {}),
  };
}

/**
 * What the save sends: every section present, whatever the operator left empty, over the config as loaded, so
 * a field the page does not edit (the reservation activity ids, anything newer) is sent back as it was and not
 * erased. The UI lends the rich-text sanitizer (DOMPurify works on the page's DOM).
 */
export function toConfigPayload(
  values: ConfigFormValues,
  sanitizeHtml: (html: string) => string,
  loaded?: GlobalConfig,
): GlobalConfig {
  const edited = editedConfig(values, sanitizeHtml);
  return loaded ? { ...loaded, ...edited, garage: { ...loaded.garage, ...edited.garage } } : edited;
}

function editedConfig(values: ConfigFormValues, sanitizeHtml: (html: string) => string): GlobalConfig {
  const shared = values.shared ?? {};
  const coupon = values.coupon_subscribe ?? {};
  return {
    floor_id: { home: values.floor_id?.home || undefined },
    shared: {
      disabled: shared.disabled === true,
      title: trimmed(shared.title),
      path: trimmed(shared.path),
      description: trimmed(shared.description),
      image_url: trimmed(shared.image_url),
    },
    coupon_subscribe: {
      expire_day: coupon.expire_day as number,
      expire_msg: coupon.expire_msg ?? '',
      pick_msg: coupon.pick_msg ?? '',
    },
    feed_tag: { ids: values.feed_tag?.ids ?? [] },
    sns_action: normalizeLinkAction(values.sns_action),
    sns_banner_loop: values.sns_banner_loop === true,
    sns_banners: (values.sns_banners ?? []).map(toBanner),
    garage: {
      authority: sanitizeHtml(values.garage?.authority ?? ''),
      form_center_campaign_id: values.garage?.form_center_campaign_id || undefined,
    },
    business_time: trimmed(values.business_time),
    moto_client_emails: (values.moto_client_emails ?? []).map(trimmed).filter(Boolean),
  };
}
