import { getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { describeError, toErrorInfo } from 'src-services/errors';
import { configService, type GlobalConfig, type TermsConfig } from 'src-services/config';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import {
  loadFailed,
  loadRequested,
  loadSucceeded,
  saveFailed,
  saveRequested,
  saveSucceeded,
  termsLoadFailed,
  termsLoadRequested,
  termsLoadSucceeded,
  termsSaveFailed,
  termsSaveRequested,
  termsSaveSucceeded,
} from './slice';

function* loadConfig() {
  try {
    const config: GlobalConfig = yield* callApi((signal) => configService.load({ signal }));
    yield put(loadSucceeded(config));
  } catch (error) {
    yield put(loadFailed(toErrorInfo(error)));
  }
}

function* saveConfig(action: PayloadAction<GlobalConfig>) {
  const notify: Notifier = yield getContext('notify');
  try {
    const saved: GlobalConfig = yield* callApi((signal) => configService.save(action.payload, { signal }));
    // A backend that answers no body has still saved what was sent.
    yield put(saveSucceeded(saved ?? action.payload));
    notify.success('config.saved');
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(saveFailed(info));
    notify.error(describeError(info, 'error.saveFailed'));
  }
}

function* loadTerms() {
  try {
    const terms: TermsConfig | null = yield* callApi((signal) => configService.loadTerms({ signal }));
    yield put(termsLoadSucceeded({ content: terms?.content ?? '' }));
  } catch (error) {
    yield put(termsLoadFailed(toErrorInfo(error)));
  }
}

function* saveTerms(action: PayloadAction<TermsConfig>) {
  const notify: Notifier = yield getContext('notify');
  try {
    const saved: TermsConfig | null = yield* callApi((signal) =>
      configService.saveTerms(action.payload, { signal }),
    );
    yield put(termsSaveSucceeded({ content: saved?.content ?? action.payload.content }));
    notify.success('config.terms.saved');
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(termsSaveFailed(info));
    notify.error(describeError(info, 'error.saveFailed'));
  }
}

export function* configSaga() {
  yield takeLatest(loadRequested.type, loadConfig);
  // A double click saves once.
  yield takeLeading(saveRequested.type, saveConfig);
  yield takeLatest(termsLoadRequested.type, loadTerms);
  yield takeLeading(termsSaveRequested.type, saveTerms);
}
