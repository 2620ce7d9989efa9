/**
 * The activity editor (02-operations §2 screen 1) besides the activity itself (a document, document.ts): the
 * coupons it may hand out (active, not deleted, free or already its own), and the read-only detail of each
 * chosen coupon.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { Coupon } from 'src-services/coupons';
import type { OpState } from '../common';

export interface CouponOption {
  card_id: string;
  title: string;
}

export interface CouponDetailState extends OpState {
  coupon: Coupon | null;
}

export interface ActivityEditorState {
  options: OpState & { items: CouponOption[] };
  details: Record<string, CouponDetailState>;
}

const initialState: ActivityEditorState = {
  options: { status: 'idle', error: null, items: [] },
  details: {},
};

const slice = createSlice({
  name: 'couponActivityEditor',
  initialState,
  reducers: {
    /**
     * The editor opened on an activity (or on a new one): load the coupons it may choose. The activity itself
     * is the document's (`activityDocument`, loaded by the page).
     */
    editorOpened(_state, _action: PayloadAction<{ id: string | null }>) {
      return initialState;
    },
    /** The coupons to choose from are wanted: on opening, and on Retry after a failure. */
    couponOptionsRequested(state, _action: PayloadAction<{ activityId: string | null }>) {
      state.options = { ...state.options, status: 'pending', error: null };
    },
    couponOptionsLoaded(state, action: PayloadAction<CouponOption[]>) {
      state.options = { status: 'succeeded', error: null, items: action.payload };
    },
    couponOptionsFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.options = { ...state.options, status: 'failed', error: action.payload };
    },
    /**
     * The chosen coupons changed, or Retry was clicked on a failed one: their details are wanted (throttled to
     * one call per 500 ms). A failed detail is asked again.
     */
    couponDetailsRequested(state, action: PayloadAction<{ cardIds: string[] }>) {
      for (const cardId of action.payload.cardIds) {
        const detail = state.details[cardId];
        if (!detail || detail.status === 'failed')
          state.details[cardId] = { status: 'pending', error: null, coupon: null };
      }
    },
    couponDetailLoaded(state, action: PayloadAction<Coupon>) {
      state.details[action.payload.card_id] = { status: 'succeeded', error: null, coupon: action.payload };
    },
    couponDetailFailed(state, action: PayloadAction<{ cardId: string; error: ApiErrorInfo }>) {
      state.details[action.payload.cardId] = { status: 'failed', error: action.payload.error, coupon: null };
    },
  },
});

export const {
  editorOpened,
  couponOptionsRequested,
  couponOptionsLoaded,
  couponOptionsFailed,
  couponDetailsRequested,
  couponDetailLoaded,
  couponDetailFailed,
} = slice.actions;
export const activityEditorReducer = slice.reducer;

type WithEditor = { couponActivityEditor: ActivityEditorState };
export const selectActivityEditor = (state: WithEditor) => state.couponActivityEditor;
export const selectCouponDetail = (state: WithEditor, cardId: string): CouponDetailState | undefined =>
  state.couponActivityEditor.details[cardId];
