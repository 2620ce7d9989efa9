/**
 * What a form save must hold (issue 15), with the messages the form editor shows in English. The one place the
 * mock validates a form: the shape of the body here, then every field rule the builder shows
 * (`config/formCenter/rules.ts`), so a form the builder would refuse is refused here too.
 */
import { formProblems, ruleText } from '../../config/formCenter/rules';
import { FORM_NAME_MAX, isFormFieldType, type FormField } from '../../config/formFields';
import { isPlainObject } from '../lib/body';

export const FORM_MESSAGES = {
  nameRequired: 'Please input the form name',
  nameTooLong: `The form name can not exceed ${FORM_NAME_MAX} characters`,
  remarkText: 'The remark must be text',
  fieldsList: 'The fields must be a list',
  fieldObject: (n: number) => `Field ${n} is not a field`,
  fieldType: (n: number, type: unknown) => `Field ${n}: unknown type "${String(type)}"`,
  /** A rule of `config/formCenter/rules.ts` the field breaks, in its words. */
  rule: (n: number, key: unknown, text: string) =>
    `Field ${n}${typeof key === 'string' && key ? ` ("${key}")` : ''}: ${text}`,
} as const;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The shape problem of one field (numbered from 1), if any: the rules assume an entry of a known type. */
function shapeProblem(field: unknown, n: number): string | undefined {
  if (!isPlainObject(field)) return FORM_MESSAGES.fieldObject(n);
  if (!isFormFieldType(field.type)) return FORM_MESSAGES.fieldType(n, field.type);
  if (field.config !== undefined && !isPlainObject(field.config)) return FORM_MESSAGES.fieldObject(n);
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
  for (const [index, field] of body.fields.entries()) {
    const problem = shapeProblem(field, index + 1);
    if (problem) return problem;
  }
  const fields = body.fields as FormField[];
  const [first] = formProblems(fields);
  return first && FORM_MESSAGES.rule(first.index + 1, fields[first.index]?.key, ruleText(first));
}
