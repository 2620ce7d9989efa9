/**
 * The store form (02-operations §5): what the form holds and what the save sends. Form values are plain and
 * serializable, so an unsaved form can be kept as a draft.
 */
import { isCityOf } from 'config/regions';
import type { Store, StoreInput } from 'src-services/stores';

export interface StoreFormValues {
  id?: string;
  name?: string;
  cover_image?: string;
  province?: string;
  city?: string;
  detail_address?: string;
  business_hours?: string;
  location?: { latitude?: number | null; longitude?: number | null };
  phone?: string;
  /** Rows of the e-mail list as typed; blank ones are dropped on save. */
  dealer_mails?: (string | undefined)[];
  doc_ids?: string[];
  disabled?: boolean;
}

/** The values a new store starts from: one empty e-mail row to type into, shown (not disabled). */
export const NEW_STORE: StoreFormValues = { dealer_mails: [''], doc_ids: [], disabled: false };

const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * What follows a change of the form (02-operations §5): a province that does not have the chosen city clears
 * it, or null when nothing follows.
 */
export function followProvince(
  changed: Partial<StoreFormValues>,
  all: StoreFormValues,
): Partial<StoreFormValues> | null {
  return 'province' in changed && all.city && !isCityOf(all.province, all.city) ? { city: undefined } : null;
}

/** What the save sends, from a form that passed validation: text trimmed, blank e-mail rows dropped. */
export function storeInputFromForm(values: StoreFormValues): StoreInput {
  return {
    ...(values.id ? { id: values.id } : {}),
    name: trimmed(values.name),
    cover_image: trimmed(values.cover_image),
    province: trimmed(values.province),
    city: trimmed(values.city),
    detail_address: trimmed(values.detail_address),
    business_hours: trimmed(values.business_hours),
    location: { latitude: values.location?.latitude ?? 0, longitude: values.location?.longitude ?? 0 },
    phone: trimmed(values.phone),
    dealer_mails: (values.dealer_mails ?? []).map(trimmed).filter(Boolean),
    doc_ids: values.doc_ids ?? [],
    disabled: values.disabled ?? false,
  };
}

/** The form's values for an existing store (edit). */
export function storeFormValues(store: Store): StoreFormValues {
  return {
    id: store.id,
    name: store.name,
    cover_image: store.cover_image,
    province: store.province,
    city: store.city,
    detail_address: store.detail_address,
    business_hours: store.business_hours ?? '',
    location: { ...store.location },
    phone: store.phone,
    dealer_mails: store.dealer_mails.length ? [...store.dealer_mails] : [''],
    doc_ids: [...store.doc_ids],
    disabled: store.disabled,
  };
}
