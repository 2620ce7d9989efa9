import type { FormRule } from 'antd';

/**
 * A form field's rule from a shared check (config/*: the mock refuses with the same check): the check answers
 * the code of the problem or null, `word` says it in the page's language; `required` only marks the label.
 */
export function checkRule<Problem, Value = unknown>(
  check: (value: Value) => Problem | null,
  word: (problem: Problem) => string,
  required = false,
): FormRule {
  return {
    required,
    validator: (_, value: Value) => {
      const problem = check(value);
      return problem === null ? Promise.resolve() : Promise.reject(new Error(word(problem)));
    },
  };
}
