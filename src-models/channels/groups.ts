/**
 * The channel groups of the channel center's left pane (03-community-analytics §2.4): loaded once, the first
 * chosen after load, one chosen at a time; created and edited through a dialog whose save runs once per burst
 * of clicks (takeLeading), and a saved group becomes the chosen one.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { channelGroupService, type ChannelGroup, type ChannelGroupInput } from 'src-services/channels';
import { describeError, toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { idleOp, idleRequest, type OpState, type RequestOpState } from '../common/opState';
import type { SaveRequest } from '../list';

export interface ChannelGroupsState {
  items: ChannelGroup[];
  load: OpState;
  selectedId: string | null;
  save: RequestOpState;
}

const initialState: ChannelGroupsState = {
  items: [],
  load: idleOp(),
  selectedId: null,
  save: idleRequest(),
};

const slice = createSlice({
  name: 'channelGroups',
  initialState,
  reducers: {
    loadRequested: (state) => {
      state.load = { status: 'pending', error: null };
    },
    loaded: (state, { payload }: PayloadAction<ChannelGroup[]>) => {
      state.items = payload;
      state.load = { status: 'succeeded', error: null };
      // The chosen group stays if it still exists; else the first (03 §2.4).
      if (!payload.some((group) => group.id === state.selectedId)) state.selectedId = payload[0]?.id ?? null;
    },
    loadFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      state.load = { status: 'failed', error: payload };
    },
    groupChosen: (state, { payload }: PayloadAction<string>) => {
      state.selectedId = payload;
    },
    saveRequested: (state, { payload }: PayloadAction<SaveRequest<ChannelGroupInput>>) => {
      if (state.save.status === 'pending') return;
      state.save = {
        status: 'pending',
        error: null,
        requestId: payload.requestId,
        id: payload.item.id ?? null,
      };
    },
    saved: (state, { payload }: PayloadAction<{ requestId: string; group: ChannelGroup }>) => {
      const { group } = payload;
      const at = state.items.findIndex((item) => item.id === group.id);
      if (at >= 0) state.items[at] = group;
      else state.items.unshift(group);
      state.selectedId = group.id;
      state.save = { status: 'succeeded', error: null, requestId: payload.requestId, id: group.id };
    },
    saveFailed: (state, { payload }: PayloadAction<{ requestId: string; error: ApiErrorInfo }>) => {
      state.save = { ...state.save, status: 'failed', error: payload.error, requestId: payload.requestId };
    },
    saveReset: (state) => {
      state.save = idleRequest();
    },
  },
});

export const channelGroupActions = slice.actions;

type WithGroups = { channelGroups: ChannelGroupsState };

export const channelGroupSelectors = {
  selectState: (state: WithGroups) => state.channelGroups,
  selectSave: (state: WithGroups) => state.channelGroups.save,
  selectChosen: (state: WithGroups) =>
    state.channelGroups.items.find((group) => group.id === state.channelGroups.selectedId) ?? null,
};

function* load() {
  try {
    const groups: ChannelGroup[] = yield* callApi((signal) => channelGroupService.list({ signal }));
    yield put(channelGroupActions.loaded(groups));
  } catch (error) {
    yield put(channelGroupActions.loadFailed(toErrorInfo(error)));
  }
}

function* save({ payload }: PayloadAction<SaveRequest<ChannelGroupInput>>) {
  const notify: Notifier = yield getContext('notify');
  const { requestId, item } = payload;
  try {
    const group: ChannelGroup = yield* callApi((signal) =>
      channelGroupService.save(item, { signal, requestId }),
    );
    yield put(channelGroupActions.saved({ requestId, group }));
    notify.success('channel.actionSuccess');
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(channelGroupActions.saveFailed({ requestId, error: info }));
    notify.error(describeError(info, 'error.unknown'));
  }
}

function* saga() {
  yield takeLatest(channelGroupActions.loadRequested.type, load);
  yield takeLeading(channelGroupActions.saveRequested.type, save);
}

export const channelGroupsDomain = { reducer: slice.reducer, saga };
