import { useCallback, useEffect } from 'react';
import {
  selectTrackingTab,
  tabLoadRequested,
  tabRequestKey,
  type AggregateTab,
  type DashboardQuery,
  type TabDataMap,
  type TabState,
} from 'src-models/tracking';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import type { TabView } from './TabBody';

/**
 * A tab's data for the view's query. Called only by the content of the selected tab (the others are not
 * mounted), so a tab loads when it is shown, again when the range or scope changes, and not when an answer
 * for the same query is already there; `retry` asks again after a failure.
 */
export function useTabData<K extends AggregateTab>(tab: K, query: DashboardQuery): TabView<TabDataMap[K]> {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectTrackingTab(root, tab));
  const requestKey = tabRequestKey({ tab, query });
  const current = state.requestKey === requestKey;

  useEffect(() => {
    // A failed answer is asked again when the tab is shown again; a good one is kept.
    if (!current || state.status === 'failed') dispatch(tabLoadRequested({ tab, query }));
    // Keyed by the request only: a failure must not trigger a retry loop while the tab stays shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const retry = useCallback(() => dispatch(tabLoadRequested({ tab, query })), [dispatch, tab, query]);
  const pending: TabState<TabDataMap[K]> = { status: 'loading', data: null, error: null, requestKey };
  return { ...(current ? state : pending), retry };
}
