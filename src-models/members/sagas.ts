import type { PayloadAction } from '@reduxjs/toolkit';
import { all, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { describeError, toErrorInfo } from 'src-services/errors';
import type { Member } from 'src-services/members';
import { ENTITY_SEARCH_SIZE, memberTagService } from 'src-services/memberTags';
import type { SearchResult } from 'src-services/types';
import type { TaggedEntity } from 'src-services/memberTags';
import { callApi } from '../common/callApi';
import { purchaseDownloadUrl } from '../common/purchaseDownload';
import type { Notifier } from '../common/context';
import { memberActions } from './model';
import { memberAreaActions as actions } from './slice';

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

export function* memberAreaSaga() {
  yield all([
    takeLatest(memberActions.searchSucceeded.type, loadPageTags),
    takeLeading(actions.purchaseRequested.type, purchase),
  ]);
}
