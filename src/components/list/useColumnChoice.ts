import { useCallback, useState } from 'react';
import type { ColumnsState } from '@ant-design/pro-components';

const storageKey = (list: string, operatorId: string) => `list.columns.${list}.${operatorId}`;

function read(key: string): Record<string, ColumnsState> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, ColumnsState>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Which columns show, and in which order: the operator's choice per list, remembered in this browser under the
 * operator's id (another operator on the same browser has their own).
 */
export function useColumnChoice(list: string, operatorId: string, defaults: Record<string, ColumnsState>) {
  const key = storageKey(list, operatorId);
  const [value, setValue] = useState<Record<string, ColumnsState>>(() => ({ ...defaults, ...read(key) }));
  const onChange = useCallback(
    (next: Record<string, ColumnsState>) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the choice lasts for this visit only.
      }
    },
    [key],
  );
  return { value, onChange };
}
