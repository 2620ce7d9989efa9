/**
 * The DOC editor's values and the save request they make (03-community-analytics §3, §5). The form holds plain
 * values (the establishment year a number, the location two numbers), so a draft kept through an expired
 * session is the values themselves.
 */
import type { Doc, DocAdmin, DocBanner, DocInput } from 'src-services/docs';

export interface DocFormValues {
  // Basic Configuration
  name: string;
  number: string;
  weight: number | null;
  disabled: boolean;
  logo?: string;
  description: string;
  admins: DocAdmin[];
  province?: string;
  city?: string;
  address: string;
  location: { latitude?: number | null; longitude?: number | null };
  images: string[];
  shareable: boolean;
  share: { title?: string; image?: string };
  // DOC Information
  chairman: { name: string; email: string };
  establishment_time?: number | null;
  doc_intro: string;
  rule_charging_standard: string;
  community_banner_switch: boolean;
  image_banner: DocBanner[];
  video_banner: DocBanner[];
  news_banner: DocBanner[];
}

export const NEW_DOC_VALUES: DocFormValues = {
  name: '',
  number: '',
  weight: 0,
  disabled: false,
  description: '',
  admins: [],
  address: '',
  location: {},
  images: [],
  shareable: false,
  share: {},
  chairman: { name: '', email: '' },
  establishment_time: null,
  doc_intro: '',
  rule_charging_standard: '',
  community_banner_switch: false,
  image_banner: [],
  video_banner: [],
  news_banner: [],
};

export function docFormValues(doc: Doc): DocFormValues {
  return {
    name: doc.name,
    number: doc.number,
    weight: doc.weight,
    disabled: doc.disabled,
    logo: doc.logo || undefined,
    description: doc.description ?? '',
    admins: doc.admins,
    province: doc.province || undefined,
    city: doc.city || undefined,
    address: doc.address,
    location: { latitude: doc.latitude, longitude: doc.longitude },
    images: doc.images ?? [],
    shareable: doc.shareable ?? false,
    share: { title: doc.share?.title, image: doc.share?.image },
    chairman: { ...doc.chairman },
    establishment_time: doc.establishment_time,
    doc_intro: doc.doc_intro,
    rule_charging_standard: doc.rule_charging_standard,
    community_banner_switch: doc.community_banner_switch,
    image_banner: doc.image_banner ?? [],
    video_banner: doc.video_banner ?? [],
    news_banner: doc.news_banner ?? [],
  };
}

const trimmed = (text: string | undefined) => (text ?? '').trim();

const banners = (items: DocBanner[], keys: (keyof DocBanner)[]) =>
  items.map((item) =>
    Object.fromEntries(keys.flatMap((key) => (item[key] ? [[key, trimmed(item[key])]] : []))),
  );

/** The save request of the values (checked by the form's rules first); `id` updates that club. */
export function docInput(values: DocFormValues, id: string | null): DocInput {
  return {
    ...(id ? { id } : {}),
    name: trimmed(values.name),
    number: trimmed(values.number),
    weight: values.weight ?? 0,
    disabled: values.disabled,
    logo: values.logo ?? '',
    description: trimmed(values.description),
    admins: values.admins.map(({ email, unionid, name }) => ({ email, unionid, ...(name ? { name } : {}) })),
    province: values.province ?? '',
    city: values.city ?? '',
    address: trimmed(values.address),
    latitude: values.location.latitude ?? 0,
    longitude: values.location.longitude ?? 0,
    images: values.images,
    shareable: values.shareable,
    share: {
      title: trimmed(values.share.title),
      ...(values.share.image ? { image: values.share.image } : {}),
    },
    chairman: { name: trimmed(values.chairman.name), email: trimmed(values.chairman.email) },
    establishment_time: values.establishment_time ?? 0,
    doc_intro: values.doc_intro,
    rule_charging_standard: values.rule_charging_standard,
    community_banner_switch: values.community_banner_switch,
    image_banner: banners(values.image_banner, ['url']),
    video_banner: banners(values.video_banner, ['url', 'poster']),
    news_banner: banners(values.news_banner, ['image_url', 'title', 'link']),
  };
}
