import type { PageList } from 'src-models/list';
import type { AppStore } from 'src-models/store';

/** How long a page may wait for its list's first search to answer. */
export const FIRST_SEARCH_WAIT_MS = 500;

/** Per store, the first search a route sent and no list container has claimed yet. */
const unclaimed = new WeakMap<AppStore, { list: string; search: string }>();

const searchKey = (payload: unknown) => JSON.stringify(payload);

/**
 * Sends the first search of a page's own list as soon as its area's models are there, before the page's code
 * (larger, and parsed after) has rendered an empty table: the rows are there at its first render. Resolves once
 * the search has answered or failed, or after FIRST_SEARCH_WAIT_MS, so a slow search does not hold the page.
 */
export function sendFirstSearch(store: AppStore, list: PageList, params: URLSearchParams): Promise<void> {
  const action = list.searchAt(params);
  unclaimed.set(store, { list: list.name, search: searchKey(action.payload) });
  store.dispatch(action);
  return new Promise((resolve) => {
    const settle = () => {
      stopWatching();
      clearTimeout(timer);
      resolve();
    };
    const settleOnAnswer = () => {
      if (!list.searching(store.getState())) settle();
    };
    const stopWatching = store.subscribe(settleOnAnswer);
    const timer = setTimeout(settle, FIRST_SEARCH_WAIT_MS);
    settleOnAnswer();
  });
}

/**
 * True, once, when the search a list container is about to send is the one its route sent already: the
 * container shows that search's rows (or its failure) instead of sending it again.
 */
export function claimFirstSearch(store: AppStore, list: string, payload: unknown): boolean {
  const first = unclaimed.get(store);
  if (first?.list !== list || first.search !== searchKey(payload)) return false;
  unclaimed.delete(store);
  return true;
}

/**
 * Forgets a first search no list claimed (the operator went elsewhere before its page was drawn): coming back
 * later, the list searches afresh.
 */
export function forgetFirstSearch(store: AppStore): void {
  unclaimed.delete(store);
}
