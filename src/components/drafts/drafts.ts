import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  draftKept,
  draftKey,
  draftSettled,
  draftsRecovered,
  selectDraft,
  type Draft,
} from 'src-models/drafts';
import type { JsonValue, OpStatus } from 'src-models/common';
import { selectOperator } from 'src-models/session';
import { useAppDispatch, useAppSelector, useAppStore } from 'src/store/hooks';

const STORAGE_KEY = 'backoffice.drafts';

function readStored(): Record<string, Draft> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, Draft>)
      : {};
  } catch {
    return {};
  }
}

function writeStored(entries: Record<string, Draft>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the draft still lives in the store until a reload.
  }
}

/** Where the current page keeps its draft for the signed-in operator (null before the session is known). */
export function useDraftKey(part?: string): string | null {
  const { pathname } = useLocation();
  const operator = useAppSelector(selectOperator);
  return operator ? draftKey(operator.id, pathname, part) : null;
}

/**
 * Keeps a form's unsaved values when the form disappears because the session ended (a 969 sends the operator
 * to the login page): in the store, and in sessionStorage in case the login page is reloaded.
 * `values()` answers null when there is nothing unsaved.
 */
export function useDraftKeeper(key: string | null, kind: string, values: () => JsonValue | null): void {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  useEffect(
    () => () => {
      if (!key || store.getState().session.status !== 'expired') return;
      const current = latest.current();
      if (current === null) return;
      const draft: Draft = { kind, savedAt: Date.now(), values: current };
      dispatch(draftKept({ key, draft }));
      writeStored({ ...readStored(), [key]: draft });
    },
    [key, kind, store, dispatch],
  );
}

/** The draft this page may offer back after the new login; `settle` forgets it (restored or discarded). */
export function useOfferedDraft(key: string | null, kind: string) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => (key ? selectDraft(state, key) : undefined));
  useEffect(() => {
    if (!key) return;
    const stored = readStored()[key];
    if (stored) dispatch(draftsRecovered({ [key]: stored }));
  }, [key, dispatch]);
  const settle = useCallback(() => {
    if (!key) return;
    dispatch(draftSettled({ key }));
    const stored = readStored();
    delete stored[key];
    writeStored(stored);
  }, [key, dispatch]);
  return { draft: draft?.kind === kind ? draft : undefined, settle };
}

/**
 * Whether a load this page started has finished. An editor offers its draft only then: the loaded document
 * fills the form when it arrives, and would overwrite a draft restored before.
 */
export function useLoadedSinceMount(status: OpStatus): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (status === 'pending') setStarted(true);
  }, [status]);
  return started && status === 'succeeded';
}
