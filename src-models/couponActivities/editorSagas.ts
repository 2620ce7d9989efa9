import { all, call, put, select, takeLatest, throttle } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toErrorInfo } from 'src-services/errors';
import { couponService, type Coupon } from 'src-services/coupons';
import type { SearchResult } from 'src-services/types';
import { callApi } from '../common/callApi';
import {
  couponDetailFailed,
  couponDetailLoaded,
  couponDetailsRequested,
  couponOptionsFailed,
  couponOptionsLoaded,
  couponOptionsRequested,
  editorOpened,
  selectActivityEditor,
  type ActivityEditorState,
  type CouponOption,
} from './editorSlice';

/** 02-operations §7: the coupon detail call is throttled to 500 ms; the picker asks for every coupon. */
export const DETAIL_THROTTLE_MS = 500;
export const PICKER_SIZE = 1_000_000;

/** Coupons an activity may hand out: active, not deleted, and free or already this activity's. */
export function pickerQuery(activityId: string | null) {
  return {
    page: 0,
    size: PICKER_SIZE,
    operator: 'AND' as const,
    order: '-updated_at',
    fields: ['card_id', 'title'],
    query: [
      { k: 'deactivated', op: 'eq' as const, v: false },
      { k: 'deleted', op: 'eq' as const, v: false },
      { k: 'metadata.activity_id', op: 'in' as const, v: activityId ? [null, '', activityId] : [null, ''] },
    ],
  };
}

function* loadOptions({ payload: { activityId } }: PayloadAction<{ activityId: string | null }>) {
  try {
    const result: SearchResult<CouponOption> = yield* callApi((signal) =>
      couponService.searchTitles(pickerQuery(activityId), { signal }),
    );
    yield put(couponOptionsLoaded(result.results.map(({ card_id, title }) => ({ card_id, title }))));
  } catch (error) {
    yield put(couponOptionsFailed(toErrorInfo(error)));
  }
}

/** The activity itself is the document's (the page loads it); the editor wants the coupons it may choose. */
function* openEditor({ payload }: PayloadAction<{ id: string | null }>) {
  yield put(couponOptionsRequested({ activityId: payload.id }));
}

function* loadDetail(cardId: string) {
  try {
    const coupon: Coupon = yield* callApi((signal) => couponService.get(cardId, { signal }));
    yield put(couponDetailLoaded(coupon));
  } catch (error) {
    yield put(couponDetailFailed({ cardId, error: toErrorInfo(error) }));
  }
}

/** Loads what is not loaded yet; the throttle keeps the latest request, so the final choice always loads. */
function* loadDetails({ payload }: PayloadAction<{ cardIds: string[] }>) {
  const editor: ActivityEditorState = yield select(selectActivityEditor);
  const missing = payload.cardIds.filter((cardId) => editor.details[cardId]?.status !== 'succeeded');
  yield all(missing.map((cardId) => call(loadDetail, cardId)));
}

export function* activityEditorSaga() {
  yield takeLatest(editorOpened.type, openEditor);
  yield takeLatest(couponOptionsRequested.type, loadOptions);
  yield throttle(DETAIL_THROTTLE_MS, couponDetailsRequested.type, loadDetails);
}
