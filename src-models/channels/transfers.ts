/**
 * The channel center's work on many channels at once (03-community-analytics §2.4): the bulk upload, whose
 * checked rows are created one after the other, each with its own outcome (only an ended session stops the
 * run), and the download of a group's codes, 'generating' until the link arrives.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getContext, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { channelService, type ChannelInput } from 'src-services/channels';
import { ApiError, CLIENT_CODES, toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { callApi } from '../common/callApi';
import { eachInTurn } from '../common/eachInTurn';
import type { Notifier } from '../common/context';
import { idleRequest, type RequestOpState } from '../common/opState';
import { httpUrl } from '../common';
import { channelList } from './model';

export interface BulkRowOutcome {
  /** The row's number in the sheet. */
  row: number;
  status: 'pending' | 'succeeded' | 'failed';
  error: ApiErrorInfo | null;
}

export interface BulkCreation {
  requestId: string | null;
  status: 'idle' | 'running' | 'done';
  rows: BulkRowOutcome[];
}

export interface ChannelTransfersState {
  creation: BulkCreation;
  download: RequestOpState & { url: string | null };
}

export interface BulkCreationRequest {
  requestId: string;
  rows: { row: number; input: ChannelInput }[];
}

const idleCreation: BulkCreation = { requestId: null, status: 'idle', rows: [] };

const initialState: ChannelTransfersState = {
  creation: idleCreation,
  download: { ...idleRequest(), url: null },
};

const slice = createSlice({
  name: 'channelTransfers',
  initialState,
  reducers: {
    /** The checked rows of a bulk file are to be created (one run at a time). */
    bulkCreationRequested(state, { payload }: PayloadAction<BulkCreationRequest>) {
      if (state.creation.status === 'running') return;
      state.creation = {
        requestId: payload.requestId,
        status: 'running',
        rows: payload.rows.map(({ row }) => ({ row, status: 'pending', error: null })),
      };
    },
    bulkRowSettled(
      state,
      { payload }: PayloadAction<{ requestId: string; row: number; error: ApiErrorInfo | null }>,
    ) {
      if (state.creation.requestId !== payload.requestId) return;
      const outcome = state.creation.rows.find((candidate) => candidate.row === payload.row);
      if (!outcome) return;
      outcome.status = payload.error ? 'failed' : 'succeeded';
      outcome.error = payload.error;
    },
    bulkCreationFinished(state, { payload }: PayloadAction<{ requestId: string }>) {
      if (state.creation.requestId === payload.requestId) state.creation.status = 'done';
    },
    /** The bulk dialog closed: its outcome is forgotten (a running creation goes on). */
    bulkDialogClosed(state) {
      if (state.creation.status !== 'running') state.creation = idleCreation;
    },

    downloadRequested(state, { payload }: PayloadAction<{ requestId: string; groupId: string }>) {
      state.download = {
        status: 'pending',
        error: null,
        requestId: payload.requestId,
        id: payload.groupId,
        url: null,
      };
    },
    downloadReady(state, { payload }: PayloadAction<{ requestId: string; url: string }>) {
      if (state.download.requestId !== payload.requestId) return;
      state.download = { ...state.download, status: 'succeeded', url: payload.url };
    },
    downloadFailed(state, { payload }: PayloadAction<{ requestId: string; error: ApiErrorInfo }>) {
      if (state.download.requestId !== payload.requestId) return;
      state.download = { ...state.download, status: 'failed', error: payload.error };
    },
    /** The download dialog closed: a download still being drawn is no longer waited for. */
    downloadDialogClosed(state) {
      state.download = { ...idleRequest(), url: null };
    },
  },
});

export const channelTransferActions = slice.actions;
const actions = slice.actions;

type WithTransfers = { channelTransfers: ChannelTransfersState };

export const channelTransferSelectors = {
  selectCreation: (state: WithTransfers) => state.channelTransfers.creation,
  selectDownload: (state: WithTransfers) => state.channelTransfers.download,
};

/** Creates the valid rows in turn, each with its own outcome; the list shows what was created. */
function* createRows({ payload }: PayloadAction<BulkCreationRequest>) {
  const { requestId, rows } = payload;
  const notify: Notifier = yield getContext('notify');
  yield* eachInTurn(
    rows,
    // One request id per row: a retried row is answered once, never created twice.
    ({ row, input }) =>
      callApi((signal) => channelService.save(input, { signal, requestId: `${requestId}:${row}` })),
    ({ row }, error) => actions.bulkRowSettled({ requestId, row, error }),
  );
  yield put(actions.bulkCreationFinished({ requestId }));
  const { rows: outcomes }: BulkCreation = yield select(channelTransferSelectors.selectCreation);
  const created = outcomes.filter((outcome) => outcome.status === 'succeeded').length;
  if (created === rows.length) notify.success('channel.actionSuccess');
  if (created > 0) yield put(channelList.actions.searchRequested());
}

function* download({ payload }: PayloadAction<{ requestId: string; groupId: string }>) {
  const { requestId, groupId } = payload;
  try {
    const { answer } = (yield race({
      answer: callApi((signal) => channelService.download(groupId, { signal })),
      closed: take(actions.downloadDialogClosed.type),
    })) as { answer?: { url: string } };
    if (!answer) return;
    // A server's link opens only if it is http(s).
    const url = httpUrl(answer.url);
    if (!url) throw new ApiError(CLIENT_CODES.badResponse, '');
    yield put(actions.downloadReady({ requestId, url }));
  } catch (error) {
    yield put(actions.downloadFailed({ requestId, error: toErrorInfo(error) }));
  }
}

function* saga() {
  yield takeLeading(actions.bulkCreationRequested.type, createRows);
  yield takeLatest(actions.downloadRequested.type, download);
}

export const channelTransfersDomain = { reducer: slice.reducer, saga };
