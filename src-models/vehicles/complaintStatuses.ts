/**
 * The complaint list's audit statuses, which the search does not carry: once a page of complaints is painted (the
 * page then says which rows it shows: `complaintRowsShown`), each row's status is asked in its own call
 * (02-operations §7: one `appeal_id`), all at once, and the rows are patched when they have all answered (a row
 * listed again keeps the status it had meanwhile). Asked after the rows are painted, neither their calls nor their
 * answers hold the rows' first drawing back. A failed call leaves its row, its status unknown and its error kept;
 * the other rows get theirs.
 */
import {
  createAction,
  createEntityAdapter,
  createReducer,
  type PayloadActionCreator,
  type Reducer,
  type UnknownAction,
  type Update,
} from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { all, call, put, select, takeLatest, type Effect } from 'redux-saga/effects';
import { toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { garageAuditService, type AuditStatus, type Complaint } from 'src-services/vehicles';
import { callApi } from '../common/callApi';
import type { ListState } from '../list';

/** Keyed by complaint id: the statuses that came, and the calls that failed (a row is in one of the two). */
export interface AuditStatusesLoaded {
  statuses: Record<string, AuditStatus>;
  failures: Record<string, ApiErrorInfo>;
}

export const complaintAuditStatusesLoaded = createAction<AuditStatusesLoaded>(
  'complaints/auditStatusesLoaded',
);

/** The page drew these complaints: their statuses are wanted. */
export const complaintRowsShown = createAction<{ ids: string[] }>('complaints/rowsShown');

/** What the statuses need of the complaint list made by createListModel. */
interface ComplaintListParts {
  reducer: Reducer<ListState<Complaint>>;
  saga: Saga;
  initialState: ListState<Complaint>;
  config: { selectId: (complaint: Complaint) => string };
  selectors: { selectState: (root: { complaints: ListState<Complaint> }) => ListState<Complaint> };
  actions: {
    searchSucceeded: PayloadActionCreator<{ results: Complaint[]; total: number }>;
    searchAbandoned: { type: string };
  };
}

type Answer = { status: AuditStatus } | { error: ApiErrorInfo };

function* auditStatusOf(id: string): Generator<Effect, Answer, unknown> {
  try {
    const audit: { status: AuditStatus } = yield* callApi((signal) =>
      garageAuditService.search(id, { signal }),
    );
    return { status: audit.status };
  } catch (error) {
    return { error: toErrorInfo(error) };
  }
}

/** The statuses of these complaints, all asked at once; one event when they have all answered. */
function* loadAuditStatuses(ids: string[]) {
  if (ids.length === 0) return;
  const answers: Answer[] = yield all(ids.map((id) => call(auditStatusOf, id)));
  const loaded: AuditStatusesLoaded = { statuses: {}, failures: {} };
  answers.forEach((answer, index) => {
    if ('status' in answer) loaded.statuses[ids[index]] = answer.status;
    else loaded.failures[ids[index]] = answer.error;
  });
  yield put(complaintAuditStatusesLoaded(loaded));
}

/**
 * The complaint list with its statuses: the same model, whose reducer also patches the rows' statuses (the entity
 * adapter's update, as an item action's `patch` does) and whose saga also asks for them.
 */
export function withAuditStatuses<M extends ComplaintListParts>(
  list: M,
): Omit<M, 'reducer' | 'saga'> & { reducer: Reducer<ListState<Complaint>>; saga: Saga } {
  const rows = createEntityAdapter<Complaint, string>({ selectId: list.config.selectId });
  const patchStatuses = createReducer(list.initialState, (builder) =>
    builder.addCase(complaintAuditStatusesLoaded, (state, { payload }) => {
      const updates: Update<Complaint, string>[] = [
        ...Object.entries(payload.statuses).map(([id, status]) => ({
          id,
          changes: { audit_status: status, audit_status_error: null },
        })),
        ...Object.entries(payload.failures).map(([id, error]) => ({
          id,
          changes: { audit_status: null, audit_status_error: error },
        })),
      ];
      // A row no longer listed (removed meanwhile) is not there: the adapter leaves it out.
      rows.updateMany(state, updates);
    }),
  );
  const { searchSucceeded, searchAbandoned } = list.actions;
  // The rows of a search that lists them again (a refresh) keep the statuses they had until theirs answer again,
  // rather than all turning busy at once.
  const keepKnownStatuses = (before: ListState<Complaint>, after: ListState<Complaint>) => {
    const known = after.ids.flatMap((id): Update<Complaint, string>[] => {
      const status = before.entities[id]?.audit_status;
      return status && after.entities[id].audit_status === null
        ? [{ id, changes: { audit_status: status } }]
        : [];
    });
    return known.length ? rows.updateMany(after, known) : after;
  };
  const reducer: Reducer<ListState<Complaint>> = (state, action) => {
    const next = patchStatuses(list.reducer(state, action), action);
    return state && searchSucceeded.match(action) ? keepKnownStatuses(state, next) : next;
  };
  // takeLatest: the next page's rows, or the page left, abort the calls under way (their rows are gone or no
  // longer shown); a search merely started lets them finish, so rows a failed search keeps still get theirs.
  function* saga() {
    yield all([
      call(list.saga),
      takeLatest(
        [searchSucceeded.type, searchAbandoned.type, complaintRowsShown.type],
        function* statuses(action: UnknownAction) {
          if (!complaintRowsShown.match(action)) return;
          // Every row shown, those that kept a known status too: it may have changed since.
          const { entities }: ListState<Complaint> = yield select(list.selectors.selectState);
          yield* loadAuditStatuses(action.payload.ids.filter((id) => entities[id] !== undefined));
        },
      ),
    ]);
  }
  return { ...list, reducer, saga };
}
