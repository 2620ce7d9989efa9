/**
 * The promote config's two pickers (02-operations §4, §9; SPEC-DECISIONS 'Promote config pickers'): the
 * activities shown now (visible and between their online and offline times), searched by title 500 ms after
 * the last keystroke; and the posts carrying any of the chosen tags, asked again whenever the tags change.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { debounce, getContext, put, takeLatest } from 'redux-saga/effects';
import type { ApiErrorInfo } from 'src-services/errors';
import { toErrorInfo } from 'src-services/errors';
import {
  postPickerService,
  promoteActivityService,
  type PostItem,
  type PromoteActivity,
} from 'src-services/promote';
import type { QueryItem } from 'src-services/types';
import { callApi } from '../common/callApi';
import type { SagaTiming } from '../common/context';
import type { OpState } from '../common';

export interface ActivityOption {
  id: string;
  title: string;
}

export interface PromotePickersState {
  activities: OpState & { items: ActivityOption[] };
  posts: OpState & { items: PostItem[]; tagIds: string[] };
}

const initialState: PromotePickersState = {
  activities: { status: 'idle', error: null, items: [] },
  posts: { status: 'idle', error: null, items: [], tagIds: [] },
};

const slice = createSlice({
  name: 'promotePickers',
  initialState,
  reducers: {
    /** The operator typed in the activity picker (or it opened: an empty keyword). */
    activitySearchRequested(state, _action: PayloadAction<{ keyword: string }>) {
      state.activities = { ...state.activities, status: 'pending', error: null };
    },
    activitiesLoaded(state, action: PayloadAction<ActivityOption[]>) {
      state.activities = { status: 'succeeded', error: null, items: action.payload };
    },
    activitiesFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.activities = { ...state.activities, status: 'failed', error: action.payload };
    },
    /** The chosen tags changed: the posts matching them are wanted (none without tags). */
    postsRequested(state, action: PayloadAction<{ tagIds: string[] }>) {
      const { tagIds } = action.payload;
      state.posts = tagIds.length
        ? { ...state.posts, status: 'pending', error: null, tagIds }
        : { status: 'succeeded', error: null, items: [], tagIds };
    },
    postsLoaded(state, action: PayloadAction<{ tagIds: string[]; items: PostItem[] }>) {
      state.posts = { status: 'succeeded', error: null, ...action.payload };
    },
    postsFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.posts = { ...state.posts, status: 'failed', error: action.payload };
    },
  },
});

export const {
  activitySearchRequested,
  activitiesLoaded,
  activitiesFailed,
  postsRequested,
  postsLoaded,
  postsFailed,
} = slice.actions;
export const promotePickersReducer = slice.reducer;

type WithPickers = { promotePickers: PromotePickersState };
export const selectPromotePickers = (state: WithPickers) => state.promotePickers;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Visible activities online now, their title containing the keyword. */
export function shownActivitiesQuery(keyword: string, nowSeconds: number): QueryItem[] {
  const query: QueryItem[] = [
    { k: 'visible', op: 'eq', v: true },
    { k: 'online_at', op: 'lte', v: nowSeconds },
    { k: 'offline_at', op: 'gte', v: nowSeconds },
  ];
  const text = keyword.trim();
  return text ? [...query, { k: 'title', op: 'regex', v: escapeRegex(text) }] : query;
}

function* searchActivities({ payload }: PayloadAction<{ keyword: string }>) {
  try {
    const query = shownActivitiesQuery(payload.keyword, Math.floor(Date.now() / 1000));
    const found: PromoteActivity[] = yield* callApi((signal) =>
      promoteActivityService.pick(query, { signal }),
    );
    yield put(activitiesLoaded(found.map(({ id, title }) => ({ id, title }))));
  } catch (error) {
    yield put(activitiesFailed(toErrorInfo(error)));
  }
}

function* loadPosts({ payload: { tagIds } }: PayloadAction<{ tagIds: string[] }>) {
  if (!tagIds.length) return;
  try {
    const items: PostItem[] = yield* callApi((signal) => postPickerService.byTags(tagIds, { signal }));
    yield put(postsLoaded({ tagIds, items }));
  } catch (error) {
    yield put(postsFailed(toErrorInfo(error)));
  }
}

export function* promotePickersSaga() {
  const timing: SagaTiming = yield getContext('timing');
  yield debounce(timing.typingPauseMs, activitySearchRequested.type, searchActivities);
  // A stale answer for tags no longer chosen is dropped: the latest request wins.
  yield takeLatest(postsRequested.type, loadPosts);
}
