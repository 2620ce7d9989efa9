import { isFormFieldType } from 'config/formFields';
import type { FieldProblem } from 'config/formCenter/rules';
import type { useT } from 'src/components/useT';

/** The builder's words in the shown language (the operator's, or the preview's inside the phone frame). */
export type BuilderText = ReturnType<typeof useT>;

/** A type's name in the operator's language; a type the product does not know yet shows as it is written. */
export function typeLabel(t: BuilderText, type: string): string {
  return isFormFieldType(type) ? t(`formBuilder.type.${type}`) : t('formBuilder.type.unknown', { type });
}

/** A problem of the form's rules in the operator's language, with its params. */
export function ruleMessage(t: BuilderText, problem: FieldProblem): string {
  return t(`formBuilder.rule.${problem.rule}`, problem.params);
}
