import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListUrl, writeListUrl, type ListUrlState } from 'src-models/list';

/**
 * The list state kept in the hash route's query string (filters, order, page), so it survives a reload, the
 * back button and a copied link. `go` pushes a history entry, so back returns to the previous state.
 */
export function useListUrl(defaultOrder: string) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListUrl(params, defaultOrder), [params, defaultOrder]);
  const go = useCallback(
    (change: Partial<ListUrlState>) =>
      setParams((current) =>
        writeListUrl({ ...readListUrl(current, defaultOrder), ...change }, defaultOrder, current),
      ),
    [setParams, defaultOrder],
  );
  return { state, go };
}

/**
 * The same state for a list that must leave the URL to the page (one parent's records in a drawer, under the
 * page's own list): kept while the list is shown, forgotten when it closes.
 */
function useListMemory(defaultOrder: string) {
  const [state, setState] = useState<ListUrlState>(() => ({
    query: [],
    operator: 'AND',
    page: 0,
    order: defaultOrder,
  }));
  const go = useCallback(
    (change: Partial<ListUrlState>) => setState((current) => ({ ...current, ...change })),
    [],
  );
  return { state, go };
}

/** The list state in the URL, or in memory for a list that is not the page's own (`inUrl` false). */
export function useListState(defaultOrder: string, inUrl: boolean) {
  const url = useListUrl(defaultOrder);
  const memory = useListMemory(defaultOrder);
  return inUrl ? url : memory;
}
