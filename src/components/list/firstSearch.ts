import type { PageList } from 'src-models/list';
import type { AppStore, RootState } from 'src-models/store';
import type { QueryItem } from 'src-services/types';

/**
 * A page list's scope, read from the store and the page's query: null while it is not known yet, false when
 * there is no list.
 */
export type ListScope = (state: RootState, params: URLSearchParams) => QueryItem[] | null | false;

/** A page's list as the store chooses it: null while it cannot tell yet, false when the page will show none. */
export type StoreChosenList = (state: RootState) => PageList | null | false;

/** How long a page may wait for its list's first search to answer. */
export const FIRST_SEARCH_WAIT_MS = 500;

/**
 * Per store, the search sent before its list container would send it (a route's first search, or a page, order
 * or filter chosen) that the container has not claimed yet.
 */
const unclaimed = new WeakMap<AppStore, { list: string; search: string }>();

const searchKey = (payload: unknown) => JSON.stringify(payload);

/**
 * Sends the first search of a page's own list as soon as its area's models are there, before the page's code
 * (larger, and parsed after) has rendered an empty table: the rows are there at its first render. Resolves once
 * the search has answered or failed, or after FIRST_SEARCH_WAIT_MS, so a slow search does not hold the page.
 */
export function sendFirstSearch(
  store: AppStore,
  list: PageList,
  params: URLSearchParams,
  scope?: QueryItem[],
): Promise<void> {
  sendSearchAhead(store, list.name, list.searchAt(params, scope));
  return untilStoreReads(store, (state) => (list.searching(state) ? null : undefined), undefined);
}

/**
 * The scope of a page's list once the store knows it (`PageRoute.listScope`): false when it will show no list,
 * or when it is not known within FIRST_SEARCH_WAIT_MS (the page then asks itself).
 */
export function scopeWhenKnown(
  store: AppStore,
  scopeOf: ListScope,
  params: URLSearchParams,
): Promise<QueryItem[] | false> {
  return untilStoreReads(store, (state) => scopeOf(state, params), false);
}

/** The list of a page (`PageRoute.list`) once the store tells which: false when it is not told in time. */
export function listWhenKnown(store: AppStore, list: PageList | StoreChosenList): Promise<PageList | false> {
  return typeof list === 'function' ? untilStoreReads(store, list, false) : Promise.resolve(list);
}

/**
 * What `read` finds in the store once it finds something (not null), or `otherwise` after FIRST_SEARCH_WAIT_MS:
 * a first screen waits for the store, never longer than that.
 */
function untilStoreReads<T>(store: AppStore, read: (state: RootState) => T | null, otherwise: T): Promise<T> {
  return new Promise((resolve) => {
    const settle = (value: T) => {
      stopWatching();
      clearTimeout(timer);
      resolve(value);
    };
    const settleOnceRead = () => {
      const value = read(store.getState());
      if (value !== null) settle(value);
    };
    const stopWatching = store.subscribe(settleOnceRead);
    const timer = setTimeout(() => settle(otherwise), FIRST_SEARCH_WAIT_MS);
    settleOnceRead();
  });
}

/**
 * Sends a list's search ahead of its container, which claims it instead of sending it again: a route's first
 * search, and the page, order or filter the operator chose (the URL that says so follows in a router transition,
 * which draws the whole route again before the container would ask: ~70 ms on a list of twenty rows).
 */
export function sendSearchAhead(
  store: AppStore,
  list: string,
  search: { type: string; payload?: unknown },
): void {
  unclaimed.set(store, { list, search: searchKey(search.payload) });
  store.dispatch(search);
}

/**
 * True, once, when the search a list container is about to send is the one sent ahead of it: the container shows
 * that search's rows (or its failure) instead of sending it again.
 */
export function claimSentSearch(store: AppStore, list: string, payload: unknown): boolean {
  const first = unclaimed.get(store);
  if (first?.list !== list || first.search !== searchKey(payload)) return false;
  unclaimed.delete(store);
  return true;
}

/**
 * Forgets a search sent ahead that no list claimed (the operator went elsewhere before its page was drawn, or its
 * container left the page): coming back later, the list searches afresh. With `list`, only that list's.
 */
export function forgetSentSearch(store: AppStore, list?: string): void {
  if (list === undefined || unclaimed.get(store)?.list === list) unclaimed.delete(store);
}
