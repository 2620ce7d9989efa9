import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { Member } from 'src-services/members';
import type { TagTask, TagTaskInput } from 'src-services/memberTags';
import { idleOp, idleRequest, type OpState, type RequestOpState } from '../common/opState';

/**
 * What the member area holds beside its lists: the tags of the listed page (one tag-center call per page), the
 * member shown on /user/:id, the purchase download, and the tagging tasks the operator follows.
 */
export interface MemberAreaState {
  /** Tag names by unionid, for the members of the page on screen. */
  tags: OpState & { byEntity: Record<string, string[]>; entities: string[] };
  detail: OpState & { id: string | null; member: Member | null };
  purchase: RequestOpState & { month: string | null; url: string | null };
  tagging: {
    submit: RequestOpState;
    /** The task the operator is following (polled while it runs). */
    current: TagTask | null;
    /** The polling stopped on a failure; the last known state stays on screen. */
    watchError: ApiErrorInfo | null;
    history: OpState & { tasks: TagTask[] };
  };
}

const initialState: MemberAreaState = {
  tags: { ...idleOp(), byEntity: {}, entities: [] },
  detail: { ...idleOp(), id: null, member: null },
  purchase: { ...idleRequest(), month: null, url: null },
  tagging: { submit: idleRequest(), current: null, watchError: null, history: { ...idleOp(), tasks: [] } },
};

const upsert = (tasks: TagTask[], task: TagTask) =>
  tasks.some((known) => known.id === task.id)
    ? tasks.map((known) => (known.id === task.id ? task : known))
    : [task, ...tasks];

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

    detailRequested(state, action: PayloadAction<{ id: string }>) {
      state.detail = {
        status: 'pending',
        error: null,
        id: action.payload.id,
        member: state.detail.id === action.payload.id ? state.detail.member : null,
      };
    },
    detailLoaded(state, action: PayloadAction<Member>) {
      state.detail = { status: 'succeeded', error: null, id: action.payload.id, member: action.payload };
    },
    detailFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.detail.status = 'failed';
      state.detail.error = action.payload;
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

    taggingRequested(state, action: PayloadAction<{ requestId: string; input: TagTaskInput }>) {
      if (state.tagging.submit.status === 'pending') return;
      state.tagging.submit = { ...idleRequest(), status: 'pending', requestId: action.payload.requestId };
    },
    taggingSucceeded(state, action: PayloadAction<{ requestId: string; task: TagTask }>) {
      const { task } = action.payload;
      state.tagging.submit = { ...state.tagging.submit, status: 'succeeded', id: task.id };
      state.tagging.current = task;
      state.tagging.watchError = null;
      state.tagging.history.tasks = upsert(state.tagging.history.tasks, task);
    },
    taggingFailed(state, action: PayloadAction<{ requestId: string; error: ApiErrorInfo }>) {
      state.tagging.submit = { ...state.tagging.submit, status: 'failed', error: action.payload.error };
    },
    taggingReset(state) {
      state.tagging.submit = idleRequest();
    },

    /** The tasks view opened (or the operator chose a task of the history): follow it while it runs. */
    watchStarted(state, action: PayloadAction<{ id: string | null }>) {
      state.tagging.watchError = null;
      const chosen = state.tagging.history.tasks.find((task) => task.id === action.payload.id);
      if (chosen) state.tagging.current = chosen;
    },
    watchStopped() {},
    taskUpdated(state, action: PayloadAction<TagTask>) {
      const task = action.payload;
      if (state.tagging.current?.id === task.id) state.tagging.current = task;
      state.tagging.history.tasks = upsert(state.tagging.history.tasks, task);
    },
    watchFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.tagging.watchError = action.payload;
    },

    historyRequested(state) {
      state.tagging.history.status = 'pending';
      state.tagging.history.error = null;
    },
    historyLoaded(state, action: PayloadAction<TagTask[]>) {
      state.tagging.history = { status: 'succeeded', error: null, tasks: action.payload };
      const current = state.tagging.current;
      if (current) state.tagging.current = action.payload.find((task) => task.id === current.id) ?? current;
    },
    historyFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.tagging.history.status = 'failed';
      state.tagging.history.error = action.payload;
    },
  },
});

export const memberAreaActions = slice.actions;
export const memberAreaReducer = slice.reducer;

type Root = { memberArea: MemberAreaState };
export const selectMemberArea = (root: Root) => root.memberArea;
export const selectMemberTags = (root: Root) => root.memberArea.tags;
export const selectMemberDetail = (root: Root) => root.memberArea.detail;
export const selectPurchase = (root: Root) => root.memberArea.purchase;
export const selectTagging = (root: Root) => root.memberArea.tagging;
