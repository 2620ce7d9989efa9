import type { PayloadAction } from '@reduxjs/toolkit';
import { all, getContext, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { reservationService, type ReservationActivity } from 'src-services/reservations';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import type { GlobalConfig } from 'src-services/config';
import { configActions, configSelectors, configWanted } from '../config';
import {
  reservationDeskActions as actions,
  selectActivityLoad,
  tabActivityId,
  type ReservationTab,
} from './desk';

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

/**
 * The config (asked unless it is there or on its way), then the tab's form: what the records page needs before
 * its list. Sent by the first screen and again by the page once drawn; the second finds both asked.
 */
function* whenRecordsOpened(action: PayloadAction<{ tab: ReservationTab }>) {
  let config: GlobalConfig | null = yield select(configSelectors.selectData);
  if (!config) {
    yield put(configWanted());
    const outcome: { type: string } = yield take([
      configActions.loadSucceeded.type,
      configActions.loadFailed.type,
    ]);
    // A failure is the page's to show, with its retry.
    if (outcome.type !== configActions.loadSucceeded.type) return;
    config = yield select(configSelectors.selectData);
  }
  const id = tabActivityId(config, action.payload.tab);
  const load: ReturnType<typeof selectActivityLoad> = yield select(selectActivityLoad, id);
  if (id && load.status === 'idle') yield put(actions.activityRequested({ id }));
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
    takeLeading(actions.recordsOpened.type, whenRecordsOpened),
    takeEvery(actions.activityRequested.type, loadActivity),
    takeLeading(actions.exportRequested.type, fetchExport),
    takeEvery(actions.exportFailed.type, exportFailed),
    takeEvery(actions.exportWritten.type, exportWritten),
  ]);
}
