/**
 * Channel Data (03-community-analytics §2.4): the chosen group's channels' launches over a date range. A load
 * reads every channel of the group, then asks for their counts in one aggregate call; a newer load (another
 * group or range) cancels the one in flight, aborting its calls.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';
import { channelListService, type Channel } from 'src-services/channels';
import { toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { trackingService } from 'src-services/tracking';
import { inGroup } from '../channels';
import { callApi } from '../common/callApi';
import { idleOp, type OpState } from '../common/opState';
import type { DateRange } from '../tracking';
import { channelDataBody, readChannelData, type ChannelDataResult, type LaunchConditions } from './queries';

/** The largest page the channel service gives. */
const CHANNEL_PAGE = 100;

export interface ChannelDataLoad {
  groupId: string;
  range: DateRange;
  conditions: LaunchConditions;
}

export interface ChannelDataState {
  /** The load the status and result belong to. */
  load: ChannelDataLoad | null;
  status: OpState;
  result: ChannelDataResult | null;
}

const initialState: ChannelDataState = { load: null, status: idleOp(), result: null };

const slice = createSlice({
  name: 'channelData',
  initialState,
  reducers: {
    /** The tab was shown, or its group or range changed, or Retry. */
    loadRequested: (state, { payload }: PayloadAction<ChannelDataLoad>) => {
      state.load = payload;
      state.status = { status: 'pending', error: null };
      state.result = null;
    },
    loadSucceeded: (state, { payload }: PayloadAction<ChannelDataResult>) => {
      state.status = { status: 'succeeded', error: null };
      state.result = payload;
    },
    loadFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      state.status = { status: 'failed', error: payload };
    },
  },
});

export const channelDataActions = slice.actions;

export const selectChannelData = (state: { channelData: ChannelDataState }) => state.channelData;

/** Every channel of the group, a page at a time. */
function* groupChannels(groupId: string) {
  const found: Channel[] = [];
  for (let page = 0; ; page += 1) {
    const answer = yield* callApi((signal) =>
      channelListService.search({ scope: inGroup(groupId), page, size: CHANNEL_PAGE }, { signal }),
    );
    found.push(...answer.results);
    if (answer.results.length < CHANNEL_PAGE || found.length >= answer.total) return found;
  }
}

function* load({ payload }: PayloadAction<ChannelDataLoad>) {
  try {
    const channels = yield* groupChannels(payload.groupId);
    if (!channels.length) {
      yield put(channelDataActions.loadSucceeded({ totalPv: 0, totalUv: 0, channels: [] }));
      return;
    }
    const body = channelDataBody(channels, payload.range, payload.conditions);
    const answer = yield* callApi((signal) => trackingService.aggregate(body, { signal }));
    yield put(channelDataActions.loadSucceeded(readChannelData(channels, answer)));
  } catch (error) {
    yield put(channelDataActions.loadFailed(toErrorInfo(error)));
  }
}

function* saga() {
  yield takeLatest(channelDataActions.loadRequested.type, load);
}

export const channelDataDomain = { reducer: slice.reducer, saga };
