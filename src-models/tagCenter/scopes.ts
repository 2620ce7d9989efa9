/**
 * The tag center's scope switcher (03-community-analytics §2.7): the scopes, the active one (the first until the
 * operator switches), and adding, editing and deleting scopes. A saved scope becomes the active one; deleting the
 * active scope makes the first remaining one active, or none.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { all, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { describeError, toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { tagCenterService, type TagScope, type TagScopeInput } from 'src-services/tagCenter';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { idleOp, idleRequest, type OpState, type RequestOpState } from '../common/opState';
import type { SaveRequest } from '../list';

export interface TagScopeState {
  items: TagScope[];
  activeId: string | null;
  load: OpState;
  save: RequestOpState;
  remove: RequestOpState;
}

const initialState: TagScopeState = {
  items: [],
  activeId: null,
  load: idleOp(),
  save: idleRequest(),
  remove: idleRequest(),
};

/** The active scope once the list is known: the one asked for if it still exists, else the first, else none. */
const activeAmong = (items: TagScope[], wanted: string | null) =>
  items.find((scope) => scope.id === wanted)?.id ?? items[0]?.id ?? null;

const slice = createSlice({
  name: 'tagScopes',
  initialState,
  reducers: {
    /** Reads the scopes; `activate` names the scope to make active once they are there (a saved one). */
    loadRequested: {
      reducer: (state) => {
        state.load = { status: 'pending', error: null };
      },
      prepare: (payload: { activate?: string } = {}) => ({ payload }),
    },
    loaded: (state, action: PayloadAction<{ items: TagScope[]; activate?: string }>) => {
      state.items = action.payload.items;
      state.activeId = activeAmong(action.payload.items, action.payload.activate ?? state.activeId);
      state.load = idleOp();
      state.load.status = 'succeeded';
    },
    loadFailed: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.load = { status: 'failed', error: action.payload };
    },
    switched: (state, action: PayloadAction<{ id: string }>) => {
      if (state.items.some((scope) => scope.id === action.payload.id)) state.activeId = action.payload.id;
    },
    saveRequested: (state, action: PayloadAction<SaveRequest<TagScopeInput>>) => {
      if (state.save.status === 'pending') return;
      state.save = { status: 'pending', error: null, requestId: action.payload.requestId, id: null };
    },
    saveSucceeded: (state, action: PayloadAction<{ requestId: string; scope: TagScope }>) => {
      const { scope } = action.payload;
      state.save = { status: 'succeeded', error: null, requestId: action.payload.requestId, id: scope.id };
      state.items = [scope, ...state.items.filter((item) => item.id !== scope.id)];
      state.activeId = scope.id;
    },
    saveFailed: (state, action: PayloadAction<{ requestId: string; error: ApiErrorInfo }>) => {
      state.save = { ...state.save, status: 'failed', error: action.payload.error };
    },
    saveReset: (state) => {
      state.save = idleRequest();
    },
    removeRequested: (state, action: PayloadAction<{ requestId: string; id: string }>) => {
      if (state.remove.status === 'pending') return;
      state.remove = { status: 'pending', error: null, ...action.payload };
    },
    removeSucceeded: (state, action: PayloadAction<{ requestId: string; id: string }>) => {
      state.remove = { status: 'succeeded', error: null, ...action.payload };
      state.items = state.items.filter((scope) => scope.id !== action.payload.id);
      state.activeId = activeAmong(state.items, state.activeId);
    },
    removeFailed: (state, action: PayloadAction<{ requestId: string; id: string; error: ApiErrorInfo }>) => {
      const { error, ...request } = action.payload;
      state.remove = { status: 'failed', error, ...request };
    },
  },
});

/**
 * A tag-center page opened: the scopes are read afresh (another operator may have changed them), unless a read
 * is on its way (the app opened at the page, and its first screen asked).
 */
const pageOpened = createAction('tagScopes/pageOpened');

export const tagScopeActions = { ...slice.actions, pageOpened };
export const tagScopeReducer = slice.reducer;

type Root = { tagScopes: TagScopeState };
export const selectTagScopes = (root: Root) => root.tagScopes;
export const selectActiveScope = (root: Root): TagScope | null =>
  root.tagScopes.items.find((scope) => scope.id === root.tagScopes.activeId) ?? null;
export const selectScopeSave = (root: Root) => root.tagScopes.save;

function* loadScopes(action: PayloadAction<{ activate?: string }>) {
  const { activate } = action.payload;
  try {
    const items: TagScope[] = yield* callApi((signal) => tagCenterService.scopes({ signal }));
    yield put(tagScopeActions.loaded({ items, activate }));
  } catch (error) {
    yield put(tagScopeActions.loadFailed(toErrorInfo(error)));
  }
}

/** 'switch' plus the scope's name (03 §2.7). */
function* announceSwitch(action: PayloadAction<{ id: string }>) {
  const notify: Notifier = yield getContext('notify');
  const active: TagScope | null = yield select(selectActiveScope);
  if (active?.id === action.payload.id) notify.success('tagCenter.scope.switched', { name: active.name });
}

function* saveScope(action: PayloadAction<SaveRequest<TagScopeInput>>) {
  const { requestId, item } = action.payload;
  const notify: Notifier = yield getContext('notify');
  try {
    const scope: TagScope = yield* callApi((signal) => tagCenterService.saveScope(item, { signal }));
    yield put(tagScopeActions.saveSucceeded({ requestId, scope }));
    notify.success('tagCenter.opt_success');
    // The list again, in the server's order, with the saved scope active.
    yield put(tagScopeActions.loadRequested({ activate: scope.id }));
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(tagScopeActions.saveFailed({ requestId, error: info }));
    notify.error(describeError(info, 'tagCenter.saveFailed'));
  }
}

function* removeScope(action: PayloadAction<{ requestId: string; id: string }>) {
  const notify: Notifier = yield getContext('notify');
  try {
    yield* callApi((signal) => tagCenterService.removeScope(action.payload.id, { signal }));
    yield put(tagScopeActions.removeSucceeded(action.payload));
    notify.success('tagCenter.delete_success');
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(tagScopeActions.removeFailed({ ...action.payload, error: info }));
    notify.error(describeError(info, 'tagCenter.deleteFailed'));
  }
}

function* readUnlessAsked() {
  const { load }: TagScopeState = yield select(selectTagScopes);
  if (load.status !== 'pending') yield put(tagScopeActions.loadRequested());
}

export function* tagScopeSaga() {
  yield all([
    takeEvery(tagScopeActions.pageOpened.type, readUnlessAsked),
    takeLatest(tagScopeActions.loadRequested.type, loadScopes),
    takeLatest(tagScopeActions.switched.type, announceSwitch),
    takeLeading(tagScopeActions.saveRequested.type, saveScope),
    takeLeading(tagScopeActions.removeRequested.type, removeScope),
  ]);
}
