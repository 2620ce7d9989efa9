import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { CONFIG_RULE_KEYS, type ConfigProblem } from 'config/globalConfig';

/**
 * A field's rule is its check of config/globalConfig.ts (the mock's too), worded in the page's language;
 * `required` only marks the label.
 */
export function configRule(
  intl: IntlShape,
  check: (value: unknown) => ConfigProblem | null,
  required = false,
): FormRule {
  return {
    required,
    validator: (_, value: unknown) => {
      const problem = check(value);
      return problem
        ? Promise.reject(new Error(intl.formatMessage({ id: CONFIG_RULE_KEYS[problem] })))
        : Promise.resolve();
    },
  };
}
