/**
 * The export of one form's records (issue 15), as the reservation records do it: every record the list's
 * conditions match comes through the list's own search, waits here while the page writes the workbook in the
 * browser in the table's words (xlsx is UI-side and loads on the click), then goes.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { all, getContext, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { describeError, toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { formCenterService, type FormCenterRecord } from 'src-services/formCenter';
import type { SearchResult } from 'src-services/types';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { EXPORT_SIZE, type ListState } from '../list';
import { formRecordScope } from './model';

export interface FormRecordExportState {
  /** fetching: the search is out; writing: the rows arrived and the page is writing the file. */
  status: 'idle' | 'fetching' | 'writing';
  formId: string | null;
  rows: FormCenterRecord[];
}

const idle: FormRecordExportState = { status: 'idle', formId: null, rows: [] };

const slice = createSlice({
  name: 'formRecordExport',
  initialState: idle,
  reducers: {
    exportRequested(state, action: PayloadAction<{ formId: string }>) {
      // One export at a time: a second click while one runs is ignored here as in the saga.
      if (state.status !== 'idle') return;
      return { status: 'fetching', formId: action.payload.formId, rows: [] };
    },
    exportFetched(_state, action: PayloadAction<{ formId: string; rows: FormCenterRecord[] }>) {
      return { status: 'writing', ...action.payload };
    },
    /** The page wrote and offered the file. */
    exportWritten() {
      return idle;
    },
    exportFailed(_state, _action: PayloadAction<{ error: ApiErrorInfo }>) {
      return idle;
    },
  },
});

export const formRecordExportActions = slice.actions;
export const formRecordExportReducer = slice.reducer;

type Root = { formRecordExport: FormRecordExportState; formCenterRecords: ListState<FormCenterRecord> };
export const selectFormRecordExport = (state: Pick<Root, 'formRecordExport'>) => state.formRecordExport;

function* fetchRows(action: PayloadAction<{ formId: string }>) {
  const { formId } = action.payload;
  // The conditions and order the operator sees on the list, every page of them.
  const { query, operator, order }: ListState<FormCenterRecord>['query'] = yield select(
    (state: Root) => state.formCenterRecords.query,
  );
  try {
    const answer: SearchResult<FormCenterRecord> = yield* callApi((signal) =>
      formCenterService.records(
        { scope: formRecordScope(formId), query, operator, order, page: 0, size: EXPORT_SIZE },
        { signal },
      ),
    );
    yield put(slice.actions.exportFetched({ formId, rows: answer.results }));
  } catch (error) {
    yield put(slice.actions.exportFailed({ error: toErrorInfo(error) }));
  }
}

function* failed(action: PayloadAction<{ error: ApiErrorInfo }>) {
  const notify: Notifier = yield getContext('notify');
  notify.error(describeError(action.payload.error, 'formCenter.export.failed'));
}

function* written() {
  const notify: Notifier = yield getContext('notify');
  notify.success('formCenter.export.succeeded');
}

export function* formRecordExportSaga() {
  yield all([
    takeLeading(slice.actions.exportRequested.type, fetchRows),
    takeEvery(slice.actions.exportFailed.type, failed),
    takeEvery(slice.actions.exportWritten.type, written),
  ]);
}
