import type { PayloadAction } from '@reduxjs/toolkit';
import { all, getContext, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ImportKindName } from 'config/sheetImport/kinds';
import { describeError, toErrorInfo } from 'src-services/errors';
import { sheetImportServiceOf, type SheetImportResult } from 'src-services/sheetImport';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { selectSheetImport, sheetImportActions as actions, type SheetImportState } from './slice';

function* kindOpen() {
  const state: SheetImportState = yield select(selectSheetImport);
  return state.kind;
}

/** What exists, for the preview; closing the dialog cancels the load. */
function* loadExisting(action: PayloadAction<{ kind: ImportKindName }>) {
  try {
    const { identities } = yield race({
      identities: callApi((signal) => sheetImportServiceOf(action.payload.kind).existing({ signal })),
      closed: take(actions.closed.type),
    });
    if (identities) yield put(actions.existingLoaded({ identities: identities as string[] }));
  } catch (error) {
    yield put(actions.existingFailed({ error: toErrorInfo(error) }));
  }
}

/** Commits the uploaded file of valid rows once per request; the toast gives the counts. */
function* commit(action: PayloadAction<{ requestId: string; excelUrl: string }>) {
  const { requestId, excelUrl } = action.payload;
  const kind: ImportKindName | null = yield* kindOpen();
  if (!kind) return;
  const notify: Notifier = yield getContext('notify');
  try {
    const result: SheetImportResult = yield* callApi((signal) =>
      sheetImportServiceOf(kind).commit(excelUrl, { signal }),
    );
    yield put(actions.commitSucceeded({ requestId, result }));
    notify.success('sheetImport.committed', { created: result.created, updated: result.updated });
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(actions.commitFailed({ requestId, error: info }));
    notify.error(describeError(info, 'sheetImport.commitFailed'));
  }
}

function* sample() {
  const kind: ImportKindName | null = yield* kindOpen();
  if (!kind) return;
  try {
    const { excel_url }: { excel_url: string } = yield* callApi((signal) =>
      sheetImportServiceOf(kind).sample({ signal }),
    );
    yield put(actions.sampleSucceeded({ url: excel_url }));
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(actions.sampleFailed({ error: info }));
    const notify: Notifier = yield getContext('notify');
    notify.error(describeError(info, 'sheetImport.sampleFailed'));
  }
}

export function* sheetImportSaga() {
  yield all([
    takeLatest(actions.opened.type, loadExisting),
    takeLeading(actions.commitRequested.type, commit),
    takeLeading(actions.sampleRequested.type, sample),
  ]);
}
