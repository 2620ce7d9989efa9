/**
 * The motorcycle and model-brand forms (02-operations §5): what each form holds and what its save sends. Times
 * are unix seconds, so the values are plain and serializable (an unsaved form can be kept as a draft).
 */
import type { ModelBrand, ModelBrandInput, Motorcycle, MotorcycleInput } from 'src-services/vehicles';

export { MODEL_BRAND_TYPES } from 'src-services/vehicles';

/** 02-operations §9. */
export const MOTORCYCLE_NAME_MAX = 15;
export const MOTORCYCLE_ZH_NAME_MAX = 8;

export interface MotorcycleFormValues {
  id?: string;
  name?: string;
  zh_name?: string;
  weight?: number | null;
  image_url?: string;
  /** The form asks "online?"; the record stores `disabled`, its opposite. */
  online?: boolean;
  online_at?: number | null;
  offline_at?: number | null;
}

/** A new motorcycle starts online, without times. */
export const NEW_MOTORCYCLE: MotorcycleFormValues = { online: true };

const trimmed = (value: string | undefined) => (value ?? '').trim();

export function motorcycleInputFromForm(values: MotorcycleFormValues): MotorcycleInput {
  return {
    ...(values.id ? { id: values.id } : {}),
    name: trimmed(values.name),
    zh_name: trimmed(values.zh_name),
    weight: values.weight ?? 0,
    image_url: trimmed(values.image_url),
    disabled: values.online === false,
    online_at: values.online_at ?? null,
    offline_at: values.offline_at ?? null,
  };
}

export function motorcycleFormValues(motorcycle: Motorcycle): MotorcycleFormValues {
  return {
    id: motorcycle.id,
    name: motorcycle.name,
    zh_name: motorcycle.zh_name,
    weight: motorcycle.weight,
    image_url: motorcycle.image_url,
    online: !motorcycle.disabled,
    online_at: motorcycle.online_at ?? null,
    offline_at: motorcycle.offline_at ?? null,
  };
}

export interface ModelBrandFormValues {
  id?: string;
  name?: string;
  type?: ModelBrandInput['type'];
}

export const NEW_MODEL_BRAND: ModelBrandFormValues = {};

export function modelBrandInputFromForm(values: ModelBrandFormValues): ModelBrandInput {
  return {
    ...(values.id ? { id: values.id } : {}),
    name: trimmed(values.name),
    type: values.type as ModelBrandInput['type'],
  };
}

export function modelBrandFormValues(modelBrand: ModelBrand): ModelBrandFormValues {
  return { id: modelBrand.id, name: modelBrand.name, type: modelBrand.type };
}
