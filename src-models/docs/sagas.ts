/**
 * The DOC area's workflows: the operator's role, approvals (one application or a selection, row by row: a row
 * that fails does not stop the others), the reject dialog's reasons, and the download by month.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, debounce, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminCandidate, DocRole, DocVariant } from 'src-services/docs';
import { docService } from 'src-services/docs';
import { describeError, toErrorInfo } from 'src-services/errors';
import { callApi } from '../common/callApi';
import { eachInTurn } from '../common/eachInTurn';
import { purchaseDownloadUrl } from '../common/purchaseDownload';
import type { Notifier, SagaTiming } from '../common/context';
import { applicationLists } from './model';
import {
  docAreaActions as actions,
  selectApproval,
  selectDocVariant,
  type ApprovalRequest,
  type ApprovalRun,
} from './slice';

function* role() {
  try {
    const answer: DocRole = yield* callApi((signal) => docService.role({ signal }));
    yield put(actions.roleLoaded(answer));
  } catch (error) {
    yield put(actions.roleFailed(toErrorInfo(error)));
  }
}

/** What the operator is told once a run has ended: a toast for one row; a count for a batch (rows show why). */
function report(notify: Notifier, run: ApprovalRun) {
  const failed = run.rows.filter((row) => row.status === 'failed');
  const done = run.action === 'approve' ? 'doc.application.approved' : 'doc.application.rejected';
  if (!run.batch) {
    const [row] = run.rows;
    if (row?.error) notify.error(describeError(row.error, 'doc.application.actionFailed'));
    else notify.success(done);
    return;
  }
  if (failed.length === 0) notify.success('doc.batch.allDone', { count: run.rows.length });
  else
    notify.error({
      key: 'doc.batch.someFailed',
      values: { failed: failed.length, total: run.rows.length },
    });
}

/**
 * Approves or rejects the rows one after the other through the operator's variant of the action. Each row's
 * outcome is its own; only an ended session stops the run (the rows left are failed with its error).
 */
function* approve({ payload }: PayloadAction<ApprovalRequest>) {
  const { requestId, action, rows, reason } = payload;
  const notify: Notifier = yield getContext('notify');
  const variant: DocVariant = yield select(selectDocVariant);
  yield* eachInTurn(
    rows,
    ({ id }) =>
      callApi((signal) =>
        docService.act(
          { action, application_id: id, ...(action === 'reject' ? { reject_reason: reason } : {}) },
          variant,
          { signal },
        ),
      ),
    ({ id }, error) => actions.rowSettled({ requestId, id, error }),
  );
  yield put(actions.approvalFinished({ requestId }));
  const run: ApprovalRun = yield select(selectApproval);
  report(notify, run);
  const list = applicationLists[variant];
  // What failed stays chosen, to try again; the rows show their new states.
  if (run.batch)
    yield put(
      list.actions.selectionChanged(run.rows.filter((row) => row.status === 'failed').map((row) => row.id)),
    );
  yield put(list.actions.searchRequested());
}

function* presets() {
  try {
    const variant: DocVariant = yield select(selectDocVariant);
    const reasons: string[] = yield* callApi((signal) => docService.recentRejectReasons(variant, { signal }));
    yield put(actions.presetsLoaded(reasons));
  } catch (error) {
    yield put(actions.presetsFailed(toErrorInfo(error)));
  }
}

/** The download by month: its URL is kept only when it is http(s) (the page opens it in a new window). */
function* monthDownload({ payload }: PayloadAction<{ requestId: string; month: string }>) {
  const { requestId, month } = payload;
  const notify: Notifier = yield getContext('notify');
  try {
    const url: string = yield* purchaseDownloadUrl(month);
    yield put(actions.monthDownloadReady({ requestId, url }));
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(actions.monthDownloadFailed({ requestId, error: info }));
    // 03 §8: the server's msg, else 'Fetch failed'.
    notify.error(describeError(info, 'doc.download.failed'));
  }
}

/**
 * The admin picker's members (03 §5): those whose name, e-mail or phone holds the keyword, less those who
 * administer another club.
 */
function* adminCandidates({ payload }: PayloadAction<{ keyword: string; docId: string | null }>) {
  const { keyword, docId } = payload;
  try {
    const [found, taken]: [AdminCandidate[], string[]] = yield all([
      callApi((signal) => docService.adminCandidates(keyword, { signal })),
      callApi((signal) => docService.takenAdminUnionids(docId, { signal })),
    ]);
    const elsewhere = new Set(taken);
    yield put(
      actions.adminCandidatesLoaded({
        keyword,
        items: found.filter((member) => member.unionid && !elsewhere.has(member.unionid)),
      }),
    );
  } catch (error) {
    yield put(actions.adminCandidatesFailed(toErrorInfo(error)));
  }
}

export function* docAreaSaga() {
  const timing: SagaTiming = yield getContext('timing');
  yield all([
    takeLatest(actions.roleRequested.type, role),
    takeLeading(actions.approvalRequested.type, approve),
    takeLatest(actions.presetsRequested.type, presets),
    takeLeading(actions.monthDownloadRequested.type, monthDownload),
    debounce(timing.typingPauseMs, actions.adminSearchRequested.type, adminCandidates),
  ]);
}
