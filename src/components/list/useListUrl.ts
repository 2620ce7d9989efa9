import { useCallback, useMemo } from 'react';
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
