/**
 * Unsaved input kept when the session ended in the middle of an edit (ARCHITECTURE.md §5: nothing lost on
 * expiry). A form that unmounts because the session expired keeps its values here under the operator and
 * the route; after the new login the same page offers them back. The UI mirrors the entries in
 * sessionStorage, so a reload of the login page loses nothing either.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JsonValue } from '../common';

export interface Draft {
  /** What the values belong to, e.g. `coupon` (the coupon modal) or `couponActivity` (the editor). */
  kind: string;
  /** Epoch milliseconds. */
  savedAt: number;
  /** The form's values; null when only the document's parts held changes. */
  values: JsonValue;
  /** What the document's parts held unsaved (the floor's layout), by part. */
  parts?: Record<string, JsonValue>;
}

export interface DraftsState {
  entries: Record<string, Draft>;
}

const initialState: DraftsState = { entries: {} };

const slice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    draftKept(state, action: PayloadAction<{ key: string; draft: Draft }>) {
      state.entries[action.payload.key] = action.payload.draft;
    },
    /** Restored into its form, or thrown away: either way it is no longer offered. */
    draftSettled(state, action: PayloadAction<{ key: string }>) {
      delete state.entries[action.payload.key];
    },
    /** The entries found in sessionStorage after a reload. */
    draftsRecovered(state, action: PayloadAction<Record<string, Draft>>) {
      state.entries = { ...action.payload, ...state.entries };
    },
  },
});

export const { draftKept, draftSettled, draftsRecovered } = slice.actions;
export const draftsReducer = slice.reducer;

type WithDrafts = { drafts: DraftsState };
export const selectDrafts = (state: WithDrafts) => state.drafts.entries;
export const selectDraft = (state: WithDrafts, key: string): Draft | undefined => state.drafts.entries[key];

/**
 * One key per operator and route: another operator on the same browser never sees it. `part` tells apart two
 * editors on the same page (the config form and its terms).
 */
export const draftKey = (operatorId: string, route: string, part?: string) =>
  part ? `${operatorId}|${route}|${part}` : `${operatorId}|${route}`;
