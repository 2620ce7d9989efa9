/**
 * Tagging tasks (03-community-analytics §3, §7), shared by the areas that tag members: the member list and the tag
 * center's Task page each make one model with `createTagTaskModel`, so both create a task the same way ('Operate
 * Success' and 'Tag Task Success', else the server's msg or 'Operate Fail', 03 §8), follow it while it runs and
 * list the latest tasks (of one scope, or of all).
 */
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { all, delay, getContext, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { describeError, toErrorInfo, type ApiErrorInfo } from 'src-services/errors';
import { isTaskRunning, memberTagService, type TagTask, type TagTaskInput } from 'src-services/memberTags';
import type { CallOptions } from 'src-services/request';
import type { SearchResult } from 'src-services/types';
import { callApi } from '../common/callApi';
import type { Notifier, SagaTiming } from '../common/context';
import { idleOp, idleRequest, type OpState, type RequestOpState } from '../common/opState';

export interface TagTaskState {
  submit: RequestOpState;
  /** The task the operator is following (polled while it runs). */
  current: TagTask | null;
  /** The polling stopped on a failure; the last known state stays on screen. */
  watchError: ApiErrorInfo | null;
  /** The latest tasks, newest first; `scopeId` is the scope they were asked for (null: every scope). */
  history: OpState & { tasks: TagTask[]; scopeId: string | null };
}

const initialState: TagTaskState = {
  submit: idleRequest(),
  current: null,
  watchError: null,
  history: { ...idleOp(), tasks: [], scopeId: null },
};

const upsert = (tasks: TagTask[], task: TagTask) =>
  tasks.some((known) => known.id === task.id)
    ? tasks.map((known) => (known.id === task.id ? task : known))
    : [task, ...tasks];

export interface TagTaskModelConfig<Name extends string> {
  /** The store key and action prefix. */
  name: Name;
  /** What the area does when a followed task has finished (the member list searches again to show the tags). */
  afterFinished?: (task: TagTask) => UnknownAction | null;
  /**
   * The area's own create call (03 §7): the member list's `{scrm}/member/tag/create` by default, the tag center's
   * `tag-center-api/tag/task/create` for its Task page.
   */
  create?: (input: TagTaskInput, options: CallOptions) => Promise<TagTask>;
}

export function createTagTaskModel<Name extends string>({
  name,
  afterFinished,
  create = memberTagService.createTask,
}: TagTaskModelConfig<Name>) {
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      taggingRequested(state, action: PayloadAction<{ requestId: string; input: TagTaskInput }>) {
        if (state.submit.status === 'pending') return;
        state.submit = { ...idleRequest(), status: 'pending', requestId: action.payload.requestId };
      },
      taggingSucceeded(state, action: PayloadAction<{ requestId: string; task: TagTask }>) {
        const { task } = action.payload;
        state.submit = { ...state.submit, status: 'succeeded', id: task.id };
        state.current = task;
        state.watchError = null;
        state.history.tasks = upsert(state.history.tasks, task);
      },
      taggingFailed(state, action: PayloadAction<{ requestId: string; error: ApiErrorInfo }>) {
        state.submit = { ...state.submit, status: 'failed', error: action.payload.error };
      },
      taggingReset(state) {
        state.submit = idleRequest();
      },

      /** The tasks view opened (or the operator chose a task of the history): follow it while it runs. */
      watchStarted(state, action: PayloadAction<{ id: string | null }>) {
        state.watchError = null;
        const chosen = state.history.tasks.find((task) => task.id === action.payload.id);
        if (chosen) state.current = chosen;
      },
      watchStopped() {},
      taskUpdated(state, action: PayloadAction<TagTask>) {
        const task = action.payload;
        if (state.current?.id === task.id) state.current = task;
        const { scopeId } = state.history;
        if (scopeId === null || task.scope_id === scopeId)
          state.history.tasks = upsert(state.history.tasks, task);
      },
      watchFailed(state, action: PayloadAction<ApiErrorInfo>) {
        state.watchError = action.payload;
      },

      /** The latest tasks of a scope (or of every scope): another scope starts with nothing followed. */
      historyRequested: {
        reducer: (state, action: PayloadAction<{ scopeId?: string }>) => {
          const scopeId = action.payload.scopeId ?? null;
          if (scopeId !== state.history.scopeId) {
            state.current = null;
            state.history.tasks = [];
          }
          state.history = { ...state.history, status: 'pending', error: null, scopeId };
        },
        prepare: (payload: { scopeId?: string } = {}) => ({ payload }),
      },
      historyLoaded(state, action: PayloadAction<TagTask[]>) {
        state.history = { ...state.history, status: 'succeeded', error: null, tasks: action.payload };
        const current = state.current;
        if (current) state.current = action.payload.find((task) => task.id === current.id) ?? current;
      },
      historyFailed(state, action: PayloadAction<ApiErrorInfo>) {
        state.history.status = 'failed';
        state.history.error = action.payload;
      },
    },
  });

  const actions = slice.actions;
  const selectState = (root: Record<Name, TagTaskState>): TagTaskState => root[name];

  /** Creates a task ('Operate Success', 'Tag Task Success'), then follows it. */
  function* tag(action: PayloadAction<{ requestId: string; input: TagTaskInput }>) {
    const { requestId, input } = action.payload;
    const notify: Notifier = yield getContext('notify');
    try {
      const task: TagTask = yield* callApi((signal) => create(input, { signal }));
      yield put(actions.taggingSucceeded({ requestId, task }));
      notify.success('tagging.operateSuccess');
      notify.success('tagging.taskSuccess');
      yield put(actions.watchStarted({ id: task.id }));
    } catch (error) {
      const info = toErrorInfo(error);
      yield put(actions.taggingFailed({ requestId, error: info }));
      notify.error(describeError(info, 'tagging.operateFail'));
    }
  }

  /** Reads the task until it stops running. */
  function* poll(id: string) {
    const timing: SagaTiming = yield getContext('timing');
    for (;;) {
      try {
        const task: TagTask = yield* callApi((signal) => memberTagService.getTask(id, { signal }));
        yield put(actions.taskUpdated(task));
        if (!isTaskRunning(task.state)) {
          const next = afterFinished?.(task);
          if (next) yield put(next);
          return;
        }
      } catch (error) {
        yield put(actions.watchFailed(toErrorInfo(error)));
        return;
      }
      yield delay(timing.pollMs);
    }
  }

  /** Follows one task while the tasks view is open: closing it (watchStopped) cancels the polling. */
  function* watch(action: PayloadAction<{ id: string | null }>) {
    const state: TagTaskState = yield select(selectState);
    const id = action.payload.id ?? state.current?.id;
    // A task no longer on show (one of the scope left a moment ago) is not followed.
    const shown = state.current?.id === id || state.history.tasks.some((task) => task.id === id);
    if (!id || !shown) return;
    yield race({ polled: poll(id), stopped: take(actions.watchStopped.type) });
  }

  /** The list, read again while a task of it still runs, so every running task moves on screen. */
  function* refreshHistory(scopeId: string | null) {
    const timing: SagaTiming = yield getContext('timing');
    for (;;) {
      const answer: SearchResult<TagTask> = yield* callApi((signal) =>
        memberTagService.recentTasks(scopeId, { signal }),
      );
      yield put(actions.historyLoaded(answer.results));
      if (!answer.results.some((task) => isTaskRunning(task.state))) return;
      yield delay(timing.pollMs);
    }
  }

  function* history(action: PayloadAction<{ scopeId?: string }>) {
    try {
      yield race({
        refreshed: refreshHistory(action.payload.scopeId ?? null),
        stopped: take(actions.watchStopped.type),
      });
    } catch (error) {
      yield put(actions.historyFailed(toErrorInfo(error)));
    }
  }

  function* saga() {
    yield all([
      takeLeading(actions.taggingRequested.type, tag),
      takeLatest(actions.watchStarted.type, watch),
      takeLatest(actions.historyRequested.type, history),
    ]);
  }

  return { name, actions, reducer: slice.reducer, saga, selectState };
}

export type TagTaskModel = ReturnType<typeof createTagTaskModel<string>>;
