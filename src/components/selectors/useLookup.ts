import { useCallback, useEffect, useMemo } from 'react';
import { EMPTY_ENTRY, loadRequested, lookupKey, selectLookup, type LookupRequest } from 'src-models/lookups';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

/** The cached list behind a selector, asked for when the selector appears (null: nothing to ask yet). */
export function useLookup(request: LookupRequest | null) {
  const dispatch = useAppDispatch();
  const key = request ? lookupKey(request) : null;
  // Callers build the request inline: its key, not its identity, says whether it changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => request, [key]);
  const entry = useAppSelector((state) => (stable ? selectLookup(state, stable) : EMPTY_ENTRY));
  useEffect(() => {
    if (stable) dispatch(loadRequested({ request: stable }));
  }, [stable, dispatch]);
  const reload = useCallback(() => {
    if (stable) dispatch(loadRequested({ request: stable, force: true }));
  }, [stable, dispatch]);
  return { entry, reload };
}
