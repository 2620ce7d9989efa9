import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { PolicySaveRequest, ReservationPolicy } from 'src-services/policy';

export interface PolicyState {
  /** The policy as the server last answered it. */
  current: ReservationPolicy | null;
  load: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; error: ApiErrorInfo | null };
  save: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; error: ApiErrorInfo | null };
}

const initialState: PolicyState = {
  current: null,
  load: { status: 'idle', error: null },
  save: { status: 'idle', error: null },
};

const slice = createSlice({
  name: 'policy',
  initialState,
  reducers: {
    loadRequested(state, action: PayloadAction<{ id: string }>) {
      state.load = { status: 'pending', error: null };
      if (state.current?.id !== action.payload.id) state.current = null;
    },
    loadSucceeded(state, action: PayloadAction<ReservationPolicy>) {
      state.current = action.payload;
      state.load = { status: 'succeeded', error: null };
    },
    loadFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.load = { status: 'failed', error: action.payload };
    },
    /** A new, unsaved policy is edited: nothing of an earlier one is kept. */
    newPolicyRequested(state) {
      state.current = null;
      state.load = { status: 'idle', error: null };
      state.save = { status: 'idle', error: null };
    },
    saveRequested(state, _action: PayloadAction<PolicySaveRequest>) {
      state.save = { status: 'pending', error: null };
    },
    /**
     * The server answered. Without an id in the answer nothing is considered saved (03 §8: "nothing happens if
     * no id is returned"): no message, the editor stays as it is.
     */
    saveSucceeded(state, action: PayloadAction<{ id: string | null; content: string; savedAt: number }>) {
      const { id, content, savedAt } = action.payload;
      if (!id) {
        state.save = { status: 'idle', error: null };
        return;
      }
      state.current = { id, content, updated_at: savedAt };
      state.load = { status: 'succeeded', error: null };
      state.save = { status: 'succeeded', error: null };
    },
    saveFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.save = { status: 'failed', error: action.payload };
    },
  },
});

export const {
  loadRequested,
  loadSucceeded,
  loadFailed,
  newPolicyRequested,
  saveRequested,
  saveSucceeded,
  saveFailed,
} = slice.actions;
export const policyReducer = slice.reducer;
