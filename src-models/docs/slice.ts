/**
 * What the DOC area holds beside its lists and editor: the operator's DOC role (which variant of the calls they
 * use), the approval run (one application or a selection, each row's outcome), the reasons offered when
 * rejecting, and the download by month.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { AdminCandidate, DocApplicationAction, DocRole, DocVariant } from 'src-services/docs';
import { idleOp, idleRequest, type OpState, type RequestOpState } from '../common/opState';

/** How many earlier reasons the reject dialog offers. */
export const REASON_PRESETS = 8;

export type RowOutcome = 'pending' | 'succeeded' | 'failed';

export interface ApprovalRow {
  id: string;
  /** The applicant and the club, as the row showed them when the run started. */
  name: string;
  status: RowOutcome;
  error: ApiErrorInfo | null;
}

export interface ApprovalRun {
  requestId: string | null;
  action: DocApplicationAction | null;
  reason: string | null;
  /** Whether the operator chose several rows (a batch reports per row; a single action only toasts). */
  batch: boolean;
  status: 'idle' | 'running' | 'done';
  rows: ApprovalRow[];
}

export interface DocAreaState {
  role: OpState & { operatorId: string | null; role: DocRole['role'] | null; docIds: string[] };
  approval: ApprovalRun;
  presets: OpState & { reasons: string[] };
  monthDownload: RequestOpState & { month: string | null; url: string | null };
  /** The club-admin picker's members: those matching the keyword who administer no other club. */
  adminCandidates: OpState & { keyword: string; items: AdminCandidate[] };
}

const idleRun: ApprovalRun = {
  requestId: null,
  action: null,
  reason: null,
  batch: false,
  status: 'idle',
  rows: [],
};

const initialState: DocAreaState = {
  role: { ...idleOp(), operatorId: null, role: null, docIds: [] },
  approval: idleRun,
  presets: { ...idleOp(), reasons: [] },
  monthDownload: { ...idleRequest(), month: null, url: null },
  adminCandidates: { ...idleOp(), keyword: '', items: [] },
};

/** The distinct reasons, in order, at most REASON_PRESETS. */
export function distinctReasons(reasons: readonly string[]): string[] {
  const seen = new Set<string>();
  return reasons
    .map((reason) => reason.trim())
    .filter((reason) => reason && !seen.has(reason) && Boolean(seen.add(reason)))
    .slice(0, REASON_PRESETS);
}

export interface ApprovalRequest {
  requestId: string;
  action: DocApplicationAction;
  /** The applications, with the names the outcome reports them by. */
  rows: { id: string; name: string }[];
  /** A rejection's reason. */
  reason?: string;
  /** Several rows chosen from the selection. */
  batch?: boolean;
}

const slice = createSlice({
  name: 'docArea',
  initialState,
  reducers: {
    /** A DOC page opened for this operator: their role is wanted (once per operator). */
    roleRequested(state, action: PayloadAction<{ operatorId: string }>) {
      state.role = { ...state.role, status: 'pending', error: null, operatorId: action.payload.operatorId };
    },
    roleLoaded(state, action: PayloadAction<DocRole>) {
      state.role = {
        ...state.role,
        status: 'succeeded',
        error: null,
        role: action.payload.role,
        docIds: action.payload.doc_ids,
      };
    },
    roleFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.role = { ...state.role, status: 'failed', error: action.payload };
    },

    /** Approve or reject one application, or each of a selection in turn (a run at a time). */
    approvalRequested(state, action: PayloadAction<ApprovalRequest>) {
      if (state.approval.status === 'running') return;
      const { requestId, rows, reason, batch } = action.payload;
      state.approval = {
        requestId,
        action: action.payload.action,
        reason: reason ?? null,
        batch: batch ?? false,
        status: 'running',
        rows: rows.map((row) => ({ ...row, status: 'pending', error: null })),
      };
    },
    rowSettled(state, action: PayloadAction<{ requestId: string; id: string; error: ApiErrorInfo | null }>) {
      const { requestId, id, error } = action.payload;
      if (state.approval.requestId !== requestId) return;
      const row = state.approval.rows.find((candidate) => candidate.id === id);
      if (!row) return;
      row.status = error ? 'failed' : 'succeeded';
      row.error = error;
    },
    approvalFinished(state, action: PayloadAction<{ requestId: string }>) {
      const run = state.approval;
      if (run.requestId !== action.payload.requestId) return;
      run.status = 'done';
      // A reason that was used is offered first next time.
      if (run.action === 'reject' && run.reason && run.rows.some((row) => row.status === 'succeeded'))
        state.presets.reasons = distinctReasons([run.reason, ...state.presets.reasons]);
    },
    /** The outcome was read (the panel closed): forget it. */
    approvalDismissed(state) {
      if (state.approval.status !== 'running') state.approval = idleRun;
    },

    presetsRequested(state) {
      state.presets.status = 'pending';
      state.presets.error = null;
    },
    presetsLoaded(state, action: PayloadAction<string[]>) {
      state.presets = { status: 'succeeded', error: null, reasons: distinctReasons(action.payload) };
    },
    presetsFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.presets.status = 'failed';
      state.presets.error = action.payload;
    },

    /** The operator typed in the admin picker (or it opened: an empty keyword); `docId` is the club edited. */
    adminSearchRequested(state, action: PayloadAction<{ keyword: string; docId: string | null }>) {
      state.adminCandidates = {
        ...state.adminCandidates,
        status: 'pending',
        error: null,
        keyword: action.payload.keyword,
      };
    },
    adminCandidatesLoaded(state, action: PayloadAction<{ keyword: string; items: AdminCandidate[] }>) {
      state.adminCandidates = { status: 'succeeded', error: null, ...action.payload };
    },
    adminCandidatesFailed(state, action: PayloadAction<ApiErrorInfo>) {
      state.adminCandidates = { ...state.adminCandidates, status: 'failed', error: action.payload };
    },

    monthDownloadRequested(state, action: PayloadAction<{ requestId: string; month: string }>) {
      if (state.monthDownload.status === 'pending') return;
      state.monthDownload = {
        ...idleRequest(),
        status: 'pending',
        requestId: action.payload.requestId,
        month: action.payload.month,
        url: null,
      };
    },
    monthDownloadReady(state, action: PayloadAction<{ requestId: string; url: string }>) {
      state.monthDownload.status = 'succeeded';
      state.monthDownload.url = action.payload.url;
    },
    monthDownloadFailed(state, action: PayloadAction<{ requestId: string; error: ApiErrorInfo }>) {
      state.monthDownload.status = 'failed';
      state.monthDownload.error = action.payload.error;
    },
    monthDownloadReset(state) {
      if (state.monthDownload.status !== 'pending') state.monthDownload = initialState.monthDownload;
    },
  },
});

export const docAreaActions = slice.actions;
export const docAreaReducer = slice.reducer;

type Root = { docArea: DocAreaState };
export const selectDocArea = (root: Root) => root.docArea;
export const selectDocRole = (root: Root) => root.docArea.role;
/** The variant of the calls the operator uses: admin for a club administrator (03 §6). */
export const selectDocVariant = (root: Root): DocVariant =>
  root.docArea.role.role === 'admin' ? 'admin' : 'operator';
export const selectApproval = (root: Root) => root.docArea.approval;
export const selectReasonPresets = (root: Root) => root.docArea.presets;
export const selectMonthDownload = (root: Root) => root.docArea.monthDownload;
export const selectAdminCandidates = (root: Root) => root.docArea.adminCandidates;
