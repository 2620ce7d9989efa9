import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { CONFIG_RULE_KEYS, type ConfigProblem } from 'config/globalConfig';
import { checkRule } from 'src/components/checkRule';

/** A config field's rule: its check of config/globalConfig.ts (the mock's too), in the page's language. */
export const configRule = (
  intl: IntlShape,
  check: (value: unknown) => ConfigProblem | null,
  required = false,
): FormRule => checkRule(check, (problem) => intl.formatMessage({ id: CONFIG_RULE_KEYS[problem] }), required);
