import type { PayloadAction } from '@reduxjs/toolkit';
import { all, getContext, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { reservationService, type ReservationActivity } from 'src-services/reservations';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { reservationDeskActions as actions } from './desk';

function* loadActivity(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  try {
    const activity: ReservationActivity = yield* callApi((signal) =>
      reservationService.activity(id, { signal }),
    );
    yield put(actions.activityLoaded({ activity }));
  } catch (error) {
    yield put(actions.activityFailed({ id, error: toErrorInfo(error) }));
  }
}

function* fetchExport(action: PayloadAction<{ activityId: string }>) {
  const { activityId } = action.payload;
  try {
    const { data } = yield* callApi((signal) => reservationService.export(activityId, { signal }));
    yield put(actions.exportFetched({ activityId, rows: data }));
  } catch (error) {
    yield put(actions.exportFailed({ error: toErrorInfo(error) }));
  }
}

/** 02-operations §8: '导出失败：' and the reason, or 'unknown error' when there is none. */
function* exportFailed(action: PayloadAction<{ error: ApiErrorInfo }>) {
  const notify: Notifier = yield getContext('notify');
  const reason = action.payload.error.msg?.trim();
  notify.error(
    reason
      ? { key: 'reservation.export.failed', values: { reason } }
      : { key: 'reservation.export.failedUnknown' },
  );
}

function* exportWritten() {
  const notify: Notifier = yield getContext('notify');
  notify.success('reservation.export.succeeded');
}

export function* reservationDeskSaga() {
  yield all([
    takeEvery(actions.activityRequested.type, loadActivity),
    takeLeading(actions.exportRequested.type, fetchExport),
    takeEvery(actions.exportFailed.type, exportFailed),
    takeEvery(actions.exportWritten.type, exportWritten),
  ]);
}
