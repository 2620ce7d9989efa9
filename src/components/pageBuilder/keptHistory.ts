import { useEffect, useRef } from 'react';
import { checkBlocks } from 'config/pageBuilder/validate';
import {
  pageBuilderActions,
  selectBuilder,
  type HistoryStep,
  type KeptHistory,
} from 'src-models/pageBuilder';
import { selectOperator } from 'src-models/session';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

const PREFIX = 'backoffice.pageBuilder';
const storageKey = (operatorId: string, pageKey: string) => `${PREFIX}.${operatorId}.${pageKey}`;

const isPatch = (value: unknown) => {
  const patch = value as { op?: unknown; path?: unknown } | null;
  return !!patch && ['add', 'replace', 'remove'].includes(patch.op as string) && Array.isArray(patch.path);
};
const isStep = (value: unknown) => {
  const step = value as HistoryStep | null;
  return (
    !!step &&
    Array.isArray(step.patches) &&
    Array.isArray(step.inverse) &&
    [...step.patches, ...step.inverse].every(isPatch)
  );
};

/** The kept page of a former visit, if it still reads as one: a bad entry is dropped, never applied. */
function read(key: string): KeptHistory | null {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as KeptHistory | null;
    if (!kept || checkBlocks(kept.elements).problems.length > 0) return null;
    if (
      !Array.isArray(kept.past) ||
      !Array.isArray(kept.future) ||
      ![...kept.past, ...kept.future].every(isStep)
    )
      return null;
    return {
      elements: kept.elements,
      past: kept.past,
      future: kept.future,
      selection: kept.selection ?? null,
    };
  } catch {
    return null;
  }
}

function write(key: string, kept: KeptHistory | null) {
  try {
    if (kept) localStorage.setItem(key, JSON.stringify(kept));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the history still lives until the tab closes.
  }
}

/**
 * The page being built and its undo history outlive a reload until the page is saved (issue 16): kept in
 * localStorage per operator and page after each change, offered back when the same page opens again.
 */
export function useKeptHistory() {
  const dispatch = useAppDispatch();
  const builder = useAppSelector(selectBuilder);
  const operator = useAppSelector(selectOperator);
  const key = operator && builder.pageKey ? storageKey(operator.id, builder.pageKey) : null;
  const recovered = useRef<string | null>(null);
  const saves = useRef(builder.saves);

  useEffect(() => {
    if (!key || !builder.pageKey || recovered.current === key) return;
    recovered.current = key;
    const kept = read(key);
    if (kept && builder.past.length === 0 && builder.future.length === 0)
      dispatch(pageBuilderActions.historyRecovered({ pageKey: builder.pageKey, kept }));
  }, [key, builder.pageKey, builder.past.length, builder.future.length, dispatch]);

  const { elements, selection, past, future } = builder;
  useEffect(() => {
    if (!key || recovered.current !== key) return;
    if (saves.current !== builder.saves) {
      saves.current = builder.saves;
      write(key, null);
      return;
    }
    const timer = setTimeout(
      () =>
        write(key, past.length === 0 && future.length === 0 ? null : { elements, selection, past, future }),
      300,
    );
    return () => clearTimeout(timer);
  }, [key, elements, selection, past, future, builder.saves]);
}
