/**
 * The saga of a document model: load with takeLatest (a stale load is aborted by callApi), save with takeLeading
 * (a burst of clicks saves once) carrying the request id to the service, toasts through the context's notifier.
 */
import { all, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { describeError, toErrorInfo } from 'src-services/errors';
import { callApi } from '../common/callApi';
import type { Notifier } from '../common/context';
import { saveTextFor } from '../common/saveText';
import type { DocumentActions } from './actions';
import type {
  DocumentLoadRequest,
  DocumentMessages,
  DocumentModelConfig,
  DocumentSaveRequest,
} from './types';

export function createDocumentSaga<D, I, Name extends string, P>(
  config: DocumentModelConfig<D, I, Name, P>,
  actions: DocumentActions<D, I, Name>,
) {
  function* load({ payload }: PayloadAction<DocumentLoadRequest | undefined>) {
    const id = payload?.id ?? null;
    try {
      const data: D = yield* callApi((signal) => config.load(id, { signal }));
      yield put(actions.loadSucceeded(data));
    } catch (error) {
      yield put(actions.loadFailed(toErrorInfo(error)));
    }
  }

  function* save(
    write: NonNullable<typeof config.save>,
    messages: DocumentMessages,
    { payload }: PayloadAction<DocumentSaveRequest<I>>,
  ) {
    const { requestId, input } = payload;
    const notify: Notifier = yield getContext('notify');
    try {
      const saved: D | null = yield* callApi((signal) => write(input, { signal, requestId }));
      yield put(actions.saveSucceeded({ requestId, data: saved }));
      if (saved !== null) notify.success(saveTextFor(messages.saveSucceeded, input, config.isUpdate));
    } catch (error) {
      const info = toErrorInfo(error);
      yield put(actions.saveFailed({ requestId, error: info }));
      const fallback = saveTextFor(messages.saveFailed, input, config.isUpdate);
      notify.error(config.failureText === 'fixed' ? { key: fallback } : describeError(info, fallback));
    }
  }

  const { save: write, messages } = config;
  return function* documentSaga() {
    yield all([
      takeLatest(actions.loadRequested.type, load),
      // A document only read answers no save.
      ...(write && messages ? [takeLeading(actions.saveRequested.type, save, write, messages)] : []),
    ]);
  };
}
