import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toErrorInfo } from 'src-services/errors';
import { trackingService, type EsAggregateResponse } from 'src-services/tracking';
import type { TrackingCustomer } from 'src-services/tracking';
import { callApi } from '../common/callApi';
import { parseArea, parseDevice, parseMap, parsePvUv, parseReferer, parseScene, parseSystem } from './parse';
import { aggregateBody, tabRequestKey } from './queries';
import { customersLoaded, tabLoadFailed, tabLoadRequested, tabLoadSucceeded } from './slice';
import {
  AGGREGATE_TABS,
  type AggregateTab,
  type Profile,
  type RefererData,
  type TabDataMap,
  type TabKey,
  type TabLoad,
} from './types';

/** Customer look-ups of the referral tab run this many at a time. */
const CUSTOMER_CONCURRENCY = 8;

const PARSERS = {
  scene: parseScene,
  pvuv: parsePvUv,
  area: parseArea,
  device: parseDevice,
  system: parseSystem,
  map: parseMap,
} satisfies Partial<Record<TabKey, (answer: EsAggregateResponse) => unknown>>;

function* aggregate(load: TabLoad, tab: AggregateTab) {
  const body = aggregateBody(tab, load.query);
  return (yield* callApi((signal) => trackingService.aggregate(body, { signal }))) as EsAggregateResponse;
}

function* fetchCustomer(openid: string) {
  try {
    const customer = (yield* callApi((signal) =>
      trackingService.customer(openid, { signal }),
    )) as TrackingCustomer;
    const { nickname, avatar_url } = customer.mini_profile;
    return { nickname, avatar_url } as Profile;
  } catch {
    return null; // unknown customer: the table and graph show the openid
  }
}

/**
 * Inviters' profiles (invitees come with their hits), a few at a time, in the table's order. They reach the store
 * in growing steps, each a quarter of what is there: the first table page fills at once, and thousands of
 * inviters cost a few dozen re-renders of the tab instead of one per look-up.
 */
function* loadInviters(data: RefererData, known: Record<string, Profile>) {
  const missing = [...new Set(data.pairs.map((pair) => pair.inviter))].filter((openid) => !(openid in known));
  let unsent: Record<string, Profile | null> = {};
  let [unsentCount, sentCount] = [0, 0];
  for (let start = 0; start < missing.length; start += CUSTOMER_CONCURRENCY) {
    const batch = missing.slice(start, start + CUSTOMER_CONCURRENCY);
    const profiles = (yield all(batch.map((openid) => call(fetchCustomer, openid)))) as (Profile | null)[];
    batch.forEach((openid, i) => (unsent[openid] = profiles[i]));
    unsentCount += batch.length;
    const last = start + CUSTOMER_CONCURRENCY >= missing.length;
    if (last || unsentCount >= Math.max(CUSTOMER_CONCURRENCY, sentCount / 4)) {
      yield put(customersLoaded(unsent));
      sentCount += unsentCount;
      [unsent, unsentCount] = [{}, 0];
    }
  }
}

function* loadTab(action: PayloadAction<TabLoad>) {
  const load = action.payload;
  const { tab } = load;
  const requestKey = tabRequestKey(load);
  try {
    if (tab === 'referer') {
      const { data, profiles } = parseReferer(yield* aggregate(load, tab));
      yield put(customersLoaded(profiles));
      yield put(tabLoadSucceeded({ tab, requestKey, data }));
      yield* loadInviters(data, profiles);
    } else {
      const data = PARSERS[tab](yield* aggregate(load, tab)) as TabDataMap[typeof tab];
      yield put(tabLoadSucceeded({ tab, requestKey, data }));
    }
  } catch (error) {
    // 03 §8: analytics shows no error message, only the empty placeholder (969 still ends the session).
    yield put(tabLoadFailed({ tab, requestKey, error: toErrorInfo(error) }));
  }
}

const isLoadOf = (tab: AggregateTab) => (action: unknown) =>
  tabLoadRequested.match(action as PayloadAction<TabLoad>) &&
  (action as PayloadAction<TabLoad>).payload.tab === tab;

export function* trackingSaga() {
  // takeLatest per tab: a new range or scope cancels that tab's request in flight (and aborts its HTTP call),
  // while other tabs' loads go on.
  yield all(AGGREGATE_TABS.map((tab) => takeLatest(isLoadOf(tab), loadTab)));
}
