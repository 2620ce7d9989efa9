/**
 * The dynamic form field types of 01-platform §3 (eighteen, SPEC-DECISIONS 'Form center') and the values a
 * record holds for each: what a form entry looks like, for the pages, the models and the mock alike. How each
 * type is shown, filtered and exported is `src-models/formFields`; the form center reuses both.
 */

export const FORM_FIELD_TYPES = [
  'address',
  'birthday',
  'date',
  'date_time',
  'date_range',
  'date_time_range',
  'email',
  'hidden_text',
  'html_content',
  'name',
  'number',
  'option',
  'phone',
  'tc',
  'text',
  'time',
  'time_slot',
  'identity',
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const isFormFieldType = (type: unknown): type is FormFieldType =>
  (FORM_FIELD_TYPES as readonly unknown[]).includes(type);

/** Both languages of a label (both required by the form builder). */
export interface FieldTranslation {
  en: string;
  zh: string;
}

/** One choice of an option field; `translation` names it in both languages, else `description`, else `value`. */
export interface FieldChoice {
  type?: 'text';
  value: string;
  description?: string;
  translation?: Partial<FieldTranslation>;
}

/** The common config of every type, plus what some types add (only what the pages read is named). */
export interface FormFieldConfig {
  translation?: Partial<FieldTranslation>;
  required?: boolean;
  placeholder?: string;
  invisible?: boolean;
  /** option */
  multiple_selection?: boolean;
  options?: FieldChoice[];
  /** identity */
  enabled_identity_types?: string[];
  [key: string]: unknown;
}

/** A form entry: a record's `form_data[key]` holds its value. The type is a string: a newer type may come. */
export interface FormField {
  type: string;
  key: string;
  disable?: boolean;
  config?: FormFieldConfig;
  extra?: unknown;
}

/** The values records hold, per type (what the mini-program sends). */
export interface AddressValue {
  country?: string;
  province?: string;
  city?: string;
  district?: string;
  address?: string;
}
export interface BirthdayValue {
  year?: number;
  month?: number;
  day?: number;
  time?: number;
}
/** date_range (days) and date_time_range: unix seconds. */
export interface RangeValue {
  begin?: number;
  end?: number;
}
export interface NameValue {
  name?: string;
  first_name?: string;
  last_name?: string;
}
export interface PhoneValue {
  country_code?: string;
  phone?: string;
}
/** A booked slot: the day (`YYYY-MM-DD`) and its hours. */
export interface TimeSlotValue {
  date?: string;
  start_hour?: number;
  start_minute?: number;
  end_hour?: number;
  end_minute?: number;
}
export const IDENTITY_TYPES = ['mainland', 'hkm', 'taiwan', 'passport'] as const;
export interface IdentityValue {
  type?: string;
  name?: string;
  id?: string;
  birthday?: string;
}
export const TC_VALUES = ['agree', 'disagree'] as const;

/** A form's name: at most 50 characters (the form editor and the mock alike). */
export const FORM_NAME_MAX = 50;
/** A field's key starts with a letter, then letters, digits or underscores: it names the answer in every record. */
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
