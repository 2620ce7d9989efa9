import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListUrl, writeListUrl, type ListUrlState } from 'src-models/list';
import type { QueryItem } from 'src-services/types';

const NONE: readonly QueryItem[] = [];

/**
 * The list state kept in the hash route's query string (filters, order, page), so it survives a reload, the
 * back button and a copied link. `go` pushes a history entry, so back returns to the previous state.
 */
export function useListUrl(defaultOrder: string, defaultQuery: readonly QueryItem[] = NONE) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readListUrl(params, defaultOrder, defaultQuery),
    [params, defaultOrder, defaultQuery],
  );
  const go = useCallback(
    (change: Partial<ListUrlState>) =>
      setParams((current) =>
        writeListUrl(
          { ...readListUrl(current, defaultOrder, defaultQuery), ...change },
          defaultOrder,
          current,
          defaultQuery,
        ),
      ),
    [setParams, defaultOrder, defaultQuery],
  );
  /** The state the URL will hold after `go(change)`, as the list reads it back. */
  const after = (change: Partial<ListUrlState>) =>
    readListUrl(
      writeListUrl({ ...state, ...change }, defaultOrder, params, defaultQuery),
      defaultOrder,
      defaultQuery,
    );
  return { state, go, after };
}

/**
 * The same state for a list that must leave the URL to the page (one parent's records in a drawer, under the
 * page's own list): kept while the list is shown, forgotten when it closes.
 */
function useListMemory(defaultOrder: string, defaultQuery: readonly QueryItem[]) {
  const [state, setState] = useState<ListUrlState>(() => ({
    query: [...defaultQuery],
    operator: 'AND',
    page: 0,
    order: defaultOrder,
  }));
  const go = useCallback(
    (change: Partial<ListUrlState>) => setState((current) => ({ ...current, ...change })),
    [],
  );
  return { state, go, after: (change: Partial<ListUrlState>) => ({ ...state, ...change }) };
}

/** The list state in the URL, or in memory for a list that is not the page's own (`inUrl` false). */
export function useListState(
  defaultOrder: string,
  inUrl: boolean,
  defaultQuery: readonly QueryItem[] = NONE,
) {
  const url = useListUrl(defaultOrder, defaultQuery);
  const memory = useListMemory(defaultOrder, defaultQuery);
  return inUrl ? url : memory;
}
