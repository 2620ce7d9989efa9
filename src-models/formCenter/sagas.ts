import { all, put, takeEvery } from 'redux-saga/effects';
import { kindChanged } from '../lookups';
import { formActions } from './model';
import { formRecordExportSaga } from './recordExport';

/** A saved form shows in the form selectors (the global config's) the next time one opens. */
function* formSaved() {
  yield put(kindChanged({ kind: 'forms' }));
}

/** The form center's own workflows besides its lists and its document: the records export, fresh selectors. */
export function* formCenterSaga() {
  yield all([formRecordExportSaga(), takeEvery(formActions.saveSucceeded.type, formSaved)]);
}
