import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import { lookupKey, type LookupKind, type LookupRequest } from './requests';

export type LookupStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** One cached list. Items are the records as the server sent them (plain JSON). */
export interface LookupEntry {
  status: LookupStatus;
  items: unknown[];
  error: ApiErrorInfo | null;
  /** When the items arrived (ms since epoch), to reload a stale list. */
  loadedAt: number | null;
}

export interface LookupsState {
  entries: Record<string, LookupEntry>;
}

const initialState: LookupsState = { entries: {} };

export const EMPTY_ENTRY: LookupEntry = { status: 'idle', items: [], error: null, loadedAt: null };

export interface LoadRequest {
  request: LookupRequest;
  /** Load again even if a fresh copy is cached (the Retry button). */
  force?: boolean;
}

const slice = createSlice({
  name: 'lookups',
  initialState,
  reducers: {
    /** A selector needs a list; the saga decides whether the cached one will do. */
    loadRequested(_state, _action: PayloadAction<LoadRequest>) {},
    loadStarted(state, action: PayloadAction<{ key: string }>) {
      const entry = state.entries[action.payload.key] ?? { ...EMPTY_ENTRY };
      state.entries[action.payload.key] = { ...entry, status: 'loading', error: null };
    },
    loadSucceeded(state, action: PayloadAction<{ key: string; items: unknown[]; loadedAt: number }>) {
      const { key, items, loadedAt } = action.payload;
      state.entries[key] = { status: 'succeeded', items, error: null, loadedAt };
    },
    loadFailed(state, action: PayloadAction<{ key: string; error: ApiErrorInfo }>) {
      const entry = state.entries[action.payload.key] ?? { ...EMPTY_ENTRY };
      state.entries[action.payload.key] = { ...entry, status: 'failed', error: action.payload.error };
    },
    /** Records of this kind were created or changed here: its cached lists load again when next asked for. */
    kindChanged(state, action: PayloadAction<{ kind: LookupKind }>) {
      const { kind } = action.payload;
      for (const [key, entry] of Object.entries(state.entries))
        if (key === kind || key.startsWith(`${kind}?`)) entry.loadedAt = null;
    },
  },
});

export const { loadRequested, loadStarted, loadSucceeded, loadFailed, kindChanged } = slice.actions;
export const lookupsReducer = slice.reducer;
export { lookupKey };
