import { useCallback } from 'react';
import type { FieldProblem } from 'config/formCenter/rules';
import type { FormField } from 'config/formFields';
import { setAt } from '../fieldOps';
import type { PanelProps } from './types';

export type ConfigPath = readonly (string | number)[];

/** The problems at a path of the field entry or below it (`config.options` holds `config.options.1.value`). */
export function problemsAt(problems: readonly FieldProblem[], path: ConfigPath): FieldProblem[] {
  const at = path.join('.');
  return problems.filter((problem) => problem.path === at || problem.path.startsWith(`${at}.`));
}

/**
 * A panel's view of its field: the config (never undefined), a setter by config path, and the problems at a
 * config path. Numbers in a path step into arrays.
 */
export function useConfigEditor({
  field,
  problems,
  onChange,
}: Pick<PanelProps, 'field' | 'problems' | 'onChange'>) {
  const config = field.config ?? {};
  const set = useCallback(
    (path: ConfigPath, value: unknown) => onChange(setAt(field as FormField, ['config', ...path], value)),
    [field, onChange],
  );
  const problemsOf = (path: ConfigPath) => problemsAt(problems, ['config', ...path]);
  return { config, set, problemsOf };
}
