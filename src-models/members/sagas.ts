import type { PayloadAction } from '@reduxjs/toolkit';
import { all, delay, getContext, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { describeError, toErrorInfo } from 'src-services/errors';
import { memberService, type Member } from 'src-services/members';
import {
  ENTITY_SEARCH_SIZE,
  isTaskRunning,
  memberTagService,
  type TagTask,
  type TagTaskInput,
} from 'src-services/memberTags';
import type { SearchResult } from 'src-services/types';
import type { TaggedEntity } from 'src-services/memberTags';
import { callApi } from '../common/callApi';
import { purchaseDownloadUrl } from '../common/purchaseDownload';
import type { Notifier } from '../common/context';
import { memberActions } from './model';
import { memberAreaActions as actions, selectTagging, type MemberAreaState } from './slice';

/** How often a running task is read again. */
export const TASK_POLL_MS = 1000;

/** The tags of the page on screen: one entity search for its members' unionids, never one call per row. */
function* loadPageTags(action: PayloadAction<{ results: Member[] }>) {
  const entities = [
    ...new Set(action.payload.results.map((member) => member.unionid).filter((id): id is string => !!id)),
  ].slice(0, ENTITY_SEARCH_SIZE);
  yield put(actions.tagsRequested({ entities }));
  if (entities.length === 0) {
    yield put(actions.tagsLoaded({ byEntity: {} }));
    return;
  }
  try {
    const answer: SearchResult<TaggedEntity> = yield* callApi((signal) =>
      memberTagService.entityTags(entities, { signal }),
    );
    const byEntity: Record<string, string[]> = {};
    for (const entity of answer.results) byEntity[entity.entity_id] = entity.tags.map((tag) => tag.tag_name);
    yield put(actions.tagsLoaded({ byEntity }));
  } catch (error) {
    yield put(actions.tagsFailed(toErrorInfo(error)));
  }
}

function* loadDetail(action: PayloadAction<{ id: string }>) {
  try {
    const member: Member = yield* callApi((signal) => memberService.get(action.payload.id, { signal }));
    yield put(actions.detailLoaded(member));
  } catch (error) {
    yield put(actions.detailFailed(toErrorInfo(error)));
  }
}

/** The purchase download: its URL is kept only when it is http(s) (the page opens it in a new window). */
function* purchase(action: PayloadAction<{ requestId: string; month: string }>) {
  const { requestId, month } = action.payload;
  const notify: Notifier = yield getContext('notify');
  try {
    const url: string = yield* purchaseDownloadUrl(month);
    yield put(actions.purchaseReady({ requestId, url }));
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(actions.purchaseFailed({ requestId, error: info }));
    notify.error(describeError(info, 'member.purchase.failed'));
  }
}

/** Creates a tagging task ('Operate Success', 'Tag Task Success'), then follows it. */
function* tag(action: PayloadAction<{ requestId: string; input: TagTaskInput }>) {
  const { requestId, input } = action.payload;
  const notify: Notifier = yield getContext('notify');
  try {
    const task: TagTask = yield* callApi((signal) => memberTagService.createTask(input, { signal }));
    yield put(actions.taggingSucceeded({ requestId, task }));
    notify.success('member.tag.operateSuccess');
    notify.success('member.tag.taskSuccess');
    yield put(actions.watchStarted({ id: task.id }));
  } catch (error) {
    const info = toErrorInfo(error);
    yield put(actions.taggingFailed({ requestId, error: info }));
    notify.error(describeError(info, 'member.tag.operateFail'));
  }
}

/** Reads the task until it stops running. */
function* poll(id: string) {
  for (;;) {
    try {
      const task: TagTask = yield* callApi((signal) => memberTagService.getTask(id, { signal }));
      yield put(actions.taskUpdated(task));
      if (!isTaskRunning(task.state)) {
        // The list shows the tags the task added (its page's tags load again after the search).
        if (task.state !== 'failed') yield put(memberActions.searchRequested());
        return;
      }
    } catch (error) {
      yield put(actions.watchFailed(toErrorInfo(error)));
      return;
    }
    yield delay(TASK_POLL_MS);
  }
}

/** Follows one task while the tasks view is open: closing it (watchStopped) cancels the polling. */
function* watch(action: PayloadAction<{ id: string | null }>) {
  const tagging: MemberAreaState['tagging'] = yield select(selectTagging);
  const id = action.payload.id ?? tagging.current?.id;
  if (!id) return;
  yield race({ polled: poll(id), stopped: take(actions.watchStopped.type) });
}

function* history() {
  try {
    const answer: SearchResult<TagTask> = yield* callApi((signal) =>
      memberTagService.recentTasks({ signal }),
    );
    yield put(actions.historyLoaded(answer.results));
  } catch (error) {
    yield put(actions.historyFailed(toErrorInfo(error)));
  }
}

export function* memberAreaSaga() {
  yield all([
    takeLatest(memberActions.searchSucceeded.type, loadPageTags),
    takeLatest(actions.detailRequested.type, loadDetail),
    takeLeading(actions.purchaseRequested.type, purchase),
    takeLeading(actions.taggingRequested.type, tag),
    takeLatest(actions.watchStarted.type, watch),
    takeLatest(actions.historyRequested.type, history),
  ]);
}
