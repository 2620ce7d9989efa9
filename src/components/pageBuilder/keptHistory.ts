import { useEffect, useRef } from 'react';
import { checkBlocks } from 'config/pageBuilder/validate';
import {
  isPageUnsaved,
  pageBuilderActions,
  type HistoryStep,
  type KeptHistory,
  type PageBuilderState,
} from 'src-models/pageBuilder';
import { selectOperator } from 'src-models/session';
import type { RootState } from 'src-models/store';
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
    typeof step.id === 'number' &&
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
 * localStorage per operator and page while it holds unsaved changes, recovered when the same page opens
 * again. `place` tells apart pages not saved yet (a new floor of each type).
 */
export function useKeptHistory(source: (root: RootState) => PageBuilderState, place = '') {
  const dispatch = useAppDispatch();
  const builder = useAppSelector(source);
  const operator = useAppSelector(selectOperator);
  const key = operator && builder.pageKey ? storageKey(operator.id, builder.pageKey + place) : null;
  const recovered = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !builder.pageKey || recovered.current === key) return;
    recovered.current = key;
    const kept = read(key);
    if (kept && builder.past.length === 0 && builder.future.length === 0)
      dispatch(pageBuilderActions.historyRecovered({ pageKey: builder.pageKey, kept }));
  }, [key, builder.pageKey, builder.past.length, builder.future.length, dispatch]);

  const { elements, selection, past, future } = builder;
  const unsaved = isPageUnsaved(builder);
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (!key || recovered.current !== key) return;
    // A new page saved gets a key of its own, and another page opened is a fresh start: the copy left under
    // the former key is done with.
    if (written.current !== key) {
      if (written.current && !unsaved) write(written.current, null);
      written.current = key;
    }
    // Saved (or back where it was saved): nothing to keep.
    if (!unsaved) {
      write(key, null);
      return;
    }
    const timer = setTimeout(() => write(key, { elements, selection, past, future }), 300);
    return () => clearTimeout(timer);
  }, [key, elements, selection, past, future, unsaved]);
}
