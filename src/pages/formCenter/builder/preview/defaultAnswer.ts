import type { FormField } from 'config/formFields';

/**
 * What a field holds before the user answers, as the mini-program fills it: an option's default choice (or
 * choices when several may be chosen), else the type's `default_value` (a birthday's `{time}` among them).
 */
export function defaultAnswer(field: FormField): unknown {
  const config = field.config ?? {};
  if (field.type === 'option')
    return config.multiple_selection ? config.default_choices : config.default_choice;
  return config.default_value;
}
