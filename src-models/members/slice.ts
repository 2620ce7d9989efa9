import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import { idleOp, idleRequest, type OpState, type RequestOpState } from '../common/opState';

/**
 * What the member area holds beside its lists: the tags of the listed page (one tag-center call per page), the
 * purchase download (the member shown on /user/:id is the `memberDetail` document (the tagging tasks are src-models/memberTagging).
 */
export interface MemberAreaState {
  /** Tag names by unionid, for the members of the page on screen. */
  tags: OpState & { byEntity: Record<string, string[]>; entities: string[] };
  purchase: RequestOpState & { month: string | null; url: string | null };
}

const initialState: MemberAreaState = {
  tags: { ...idleOp(), byEntity: {}, entities: [] },
  purchase: { ...idleRequest(), month: null, url: null },
};

const slice = createSlice({
  name: 'memberArea',
  initialState,
  reducers: {
    tagsRequested(state, action: PayloadAction<{ entities: string[] }>) {
      state.tags.status = 'pending';
      state.tags.error = null;
      state.tags.entities = action.payload.entities;
    },
    tagsLoaded(state, action: PayloadAction<{ byEntity: Record<string, string[]> }>) {
      state.tags.status = 'succeeded';
      state.tags.byEntity = action.payload.byEntity;
    },
    tagsFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.tags.status = 'failed';
      state.tags.error = action.payload;
    },

    purchaseRequested(state, action: PayloadAction<{ requestId: string; month: string }>) {
      if (state.purchase.status === 'pending') return;
      state.purchase = {
        status: 'pending',
        error: null,
        requestId: action.payload.requestId,
        id: null,
        month: action.payload.month,
        url: null,
      };
    },
    purchaseReady(state, action: PayloadAction<{ requestId: string; url: string }>) {
      state.purchase.status = 'succeeded';
      state.purchase.url = action.payload.url;
    },
    purchaseFailed(state, action: PayloadAction<{ requestId: string; error: ApiErrorInfo }>) {
      state.purchase.status = 'failed';
      state.purchase.error = action.payload.error;
    },
    purchaseReset(state) {
      state.purchase = initialState.purchase;
    },
  },
});

export const memberAreaActions = slice.actions;
export const memberAreaReducer = slice.reducer;

type Root = { memberArea: MemberAreaState };
export const selectMemberArea = (root: Root) => root.memberArea;
export const selectMemberTags = (root: Root) => root.memberArea.tags;
export const selectPurchase = (root: Root) => root.memberArea.purchase;
