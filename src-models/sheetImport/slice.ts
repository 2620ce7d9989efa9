import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImportKindName } from 'config/sheetImport/kinds';
import type { ApiErrorInfo } from 'src-services/errors';
import type { SheetImportResult } from 'src-services/sheetImport';
import { idleOp, idleRequest, type OpState, type RequestOpState } from '../common/opState';

/**
 * One import dialog at a time (issue 13): what exists (for the preview), the commit of the valid rows and its
 * result, and the sample file's URL. The file itself and its preview stay in the dialog: a file is no state.
 */
export interface SheetImportState {
  kind: ImportKindName | null;
  existing: OpState & { identities: string[] };
  commit: RequestOpState & { result: SheetImportResult | null };
  sample: OpState & { url: string | null };
}

const initialState: SheetImportState = {
  kind: null,
  existing: { ...idleOp(), identities: [] },
  commit: { ...idleRequest(), result: null },
  sample: { ...idleOp(), url: null },
};

const slice = createSlice({
  name: 'sheetImport',
  initialState,
  reducers: {
    /** The dialog opened (or asked again for what exists, after a failure). */
    opened(_state, action: PayloadAction<{ kind: ImportKindName }>) {
      return {
        ...initialState,
        kind: action.payload.kind,
        existing: { ...idleOp(), status: 'pending', identities: [] },
      };
    },
    existingLoaded(state, action: PayloadAction<{ identities: string[] }>) {
      state.existing = { status: 'succeeded', error: null, identities: action.payload.identities };
    },
    existingFailed(state, action: PayloadAction<{ error: ApiErrorInfo }>) {
      state.existing = { status: 'failed', error: action.payload.error, identities: [] };
    },
    commitRequested(state, action: PayloadAction<{ requestId: string; excelUrl: string }>) {
      // One commit at a time: a repeated request while one runs is ignored here as in the saga.
      if (state.commit.status === 'pending') return;
      state.commit = {
        ...idleRequest(),
        status: 'pending',
        requestId: action.payload.requestId,
        result: null,
      };
    },
    commitSucceeded(state, action: PayloadAction<{ requestId: string; result: SheetImportResult }>) {
      state.commit = { ...state.commit, status: 'succeeded', result: action.payload.result };
    },
    commitFailed(state, action: PayloadAction<{ requestId: string; error: ApiErrorInfo }>) {
      state.commit = { ...state.commit, status: 'failed', error: action.payload.error };
    },
    sampleRequested(state) {
      state.sample = { status: 'pending', error: null, url: null };
    },
    sampleSucceeded(state, action: PayloadAction<{ url: string }>) {
      state.sample = { status: 'succeeded', error: null, url: action.payload.url };
    },
    sampleFailed(state, action: PayloadAction<{ error: ApiErrorInfo }>) {
      state.sample = { status: 'failed', error: action.payload.error, url: null };
    },
    /** The operator opened the sample file; a second click asks again. */
    sampleOpened(state) {
      state.sample = { ...idleOp(), url: null };
    },
    closed() {
      return initialState;
    },
  },
});

export const sheetImportActions = slice.actions;
export const sheetImportReducer = slice.reducer;

export const selectSheetImport = (state: { sheetImport: SheetImportState }) => state.sheetImport;
