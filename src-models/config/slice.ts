import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { GlobalConfig, TermsConfig } from 'src-services/config';

export interface CallState {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: ApiErrorInfo | null;
}

export interface ConfigState {
  /** The config as the server last answered it (loaded or saved). */
  data: GlobalConfig | null;
  load: CallState;
  save: CallState;
  terms: { content: string | null; load: CallState; save: CallState };
}

const idle: CallState = { status: 'idle', error: null };
const pending: CallState = { status: 'pending', error: null };
const succeeded: CallState = { status: 'succeeded', error: null };
const failed = (error: ApiErrorInfo): CallState => ({ status: 'failed', error });

const initialState: ConfigState = {
  data: null,
  load: idle,
  save: idle,
  terms: { content: null, load: idle, save: idle },
};

const slice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    loadRequested(state) {
      state.load = pending;
    },
    loadSucceeded(state, action: PayloadAction<GlobalConfig>) {
      state.data = action.payload;
      state.load = succeeded;
    },
    loadFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.load = failed(action.payload);
    },
    // The form keeps what the operator typed until the server has the new config: nothing is lost on failure.
    saveRequested(state, _action: PayloadAction<GlobalConfig>) {
      state.save = pending;
    },
    saveSucceeded(state, action: PayloadAction<GlobalConfig>) {
      state.data = action.payload;
      state.save = succeeded;
    },
    saveFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.save = failed(action.payload);
    },
    termsLoadRequested(state) {
      state.terms.load = pending;
    },
    termsLoadSucceeded(state, action: PayloadAction<TermsConfig>) {
      state.terms.content = action.payload.content;
      state.terms.load = succeeded;
    },
    termsLoadFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.terms.load = failed(action.payload);
    },
    termsSaveRequested(state, _action: PayloadAction<TermsConfig>) {
      state.terms.save = pending;
    },
    termsSaveSucceeded(state, action: PayloadAction<TermsConfig>) {
      state.terms.content = action.payload.content;
      state.terms.save = succeeded;
    },
    termsSaveFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.terms.save = failed(action.payload);
    },
  },
});

export const {
  loadRequested,
  loadSucceeded,
  loadFailed,
  saveRequested,
  saveSucceeded,
  saveFailed,
  termsLoadRequested,
  termsLoadSucceeded,
  termsLoadFailed,
  termsSaveRequested,
  termsSaveSucceeded,
  termsSaveFailed,
} = slice.actions;
export const configReducer = slice.reducer;
