/**
 * What a form save must hold (issue 15), with the messages the form editor shows in English. The one place the
 * mock validates a form: the builder's per-type rules join here (`config/formCenter/rules.ts`).
 */
import { FIELD_KEY_PATTERN, FORM_NAME_MAX, isFormFieldType } from '../../config/formFields';
import { isPlainObject } from '../lib/body';

export const FORM_MESSAGES = {
  nameRequired: 'Please input the form name',
  nameTooLong: `The form name can not exceed ${FORM_NAME_MAX} characters`,
  remarkText: 'The remark must be text',
  fieldsList: 'The fields must be a list',
  fieldObject: (n: number) => `Field ${n} is not a field`,
  fieldType: (n: number, type: unknown) => `Field ${n}: unknown type "${String(type)}"`,
  keyRequired: (n: number) => `Field ${n}: the key is required`,
  keyPattern: (n: number, key: string) =>
    `Field ${n}: the key "${key}" must start with a letter, then letters, digits or underscores`,
  keyTwice: (n: number, key: string) => `Field ${n}: the key "${key}" is used by another field`,
  labels: (n: number, key: string) =>
    `Field ${n} ("${key}"): the English and Chinese labels are both required`,
} as const;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The problem of one field (numbered from 1), if any. */
function fieldProblem(field: unknown, n: number, seen: Set<string>): string | undefined {
  if (!isPlainObject(field)) return FORM_MESSAGES.fieldObject(n);
  if (!isFormFieldType(field.type)) return FORM_MESSAGES.fieldType(n, field.type);
  if (!filled(field.key)) return FORM_MESSAGES.keyRequired(n);
  const key = field.key as string;
  if (!FIELD_KEY_PATTERN.test(key)) return FORM_MESSAGES.keyPattern(n, key);
  if (seen.has(key)) return FORM_MESSAGES.keyTwice(n, key);
  seen.add(key);
  const config = isPlainObject(field.config) ? field.config : {};
  const translation = isPlainObject(config.translation) ? config.translation : {};
  if (!filled(translation.en) || !filled(translation.zh)) return FORM_MESSAGES.labels(n, key);
  return undefined;
}

/** The first problem of a create or update body, in English, or undefined for a body the mock saves. */
export function formBodyProblem(body: unknown): string | undefined {
  if (!isPlainObject(body)) return FORM_MESSAGES.nameRequired;
  if (!filled(body.name)) return FORM_MESSAGES.nameRequired;
  if ((body.name as string).trim().length > FORM_NAME_MAX) return FORM_MESSAGES.nameTooLong;
  if (body.remark !== undefined && body.remark !== null && typeof body.remark !== 'string')
    return FORM_MESSAGES.remarkText;
  if (!Array.isArray(body.fields)) return FORM_MESSAGES.fieldsList;
  const seen = new Set<string>();
  for (const [index, field] of body.fields.entries()) {
    const problem = fieldProblem(field, index + 1, seen);
    if (problem) return problem;
  }
  return undefined;
}
