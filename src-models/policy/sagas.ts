import { getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toErrorInfo } from 'src-services/errors';
import { policyService, type PolicySaveRequest, type ReservationPolicy } from 'src-services/policy';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { loadFailed, loadRequested, loadSucceeded, saveFailed, saveRequested, saveSucceeded } from './slice';

function* loadPolicy(action: PayloadAction<{ id: string }>) {
  try {
    const policy: ReservationPolicy = yield* callApi((signal) =>
      policyService.get(action.payload.id, { signal }),
    );
    yield put(
      loadSucceeded({ ...policy, id: policy?.id ?? action.payload.id, content: policy?.content ?? '' }),
    );
  } catch (error) {
    yield put(loadFailed(toErrorInfo(error)));
  }
}

function* savePolicy(action: PayloadAction<PolicySaveRequest>) {
  const notify: Notifier = yield getContext('notify');
  try {
    const answer: { id?: string } | null = yield* callApi((signal) =>
      policyService.save(action.payload, { signal }),
    );
    const id = typeof answer?.id === 'string' && answer.id ? answer.id : null;
    yield put(saveSucceeded({ id, content: action.payload.content, savedAt: Math.floor(Date.now() / 1000) }));
    if (id) notify.success('config.policy.saved');
  } catch (error) {
    yield put(saveFailed(toErrorInfo(error)));
    // 03 §8: the policy editor has one fixed failure text, whatever the server said.
    notify.error({ key: 'config.policy.saveFailed' });
  }
}

export function* policySaga() {
  yield takeLatest(loadRequested.type, loadPolicy);
  yield takeLeading(saveRequested.type, savePolicy);
}
