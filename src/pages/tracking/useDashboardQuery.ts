import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Scope, TabKey, Variant } from 'src-models/tracking';
import { readDays } from 'src/components/dateRange';

/** The tabs of each view (03-community-analytics §2.5), PV/UV first shown. */
export const VARIANT_TABS: Record<Variant, readonly TabKey[]> = {
  page: ['scene', 'pvuv', 'area', 'device', 'system', 'user'],
  launch: ['scene', 'pvuv', 'area', 'device', 'system', 'referer', 'map'],
};
export const DEFAULT_TAB: TabKey = 'pvuv';

/** `route` and `options` (a query string such as `id=3&from=share`) from the URL. */
export function readScope(route: string | null, options: string | null): Scope {
  const scope: Scope = {};
  if (route?.trim()) scope.route = route.trim();
  const entries = [...new URLSearchParams(options ?? '')].filter(([key]) => key.trim());
  if (entries.length) scope.options = Object.fromEntries(entries.map(([key, value]) => [key.trim(), value]));
  return scope;
}

export type QueryParam = 'from' | 'to' | 'route' | 'options' | 'tab';

/**
 * The view's state lives in the URL (days, page scope, tab), so a reload, the back button or a shared link
 * shows the same dashboard: `/tracking?route=pages/index/index&options=id%3D3&from=2024-05-01&to=2024-05-07`.
 */
export function useDashboardQuery(variant: Variant) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const route = params.get('route');
  const options = params.get('options');
  const tabParam = params.get('tab') as TabKey | null;

  const days = useMemo(() => readDays(from, to), [from, to]);
  const scope = useMemo(() => readScope(route, options), [route, options]);
  const tab = tabParam && VARIANT_TABS[variant].includes(tabParam) ? tabParam : DEFAULT_TAB;

  const update = useCallback(
    (changes: Partial<Record<QueryParam, string | null>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );

  return { days, scope, tab, update, rawOptions: options ?? '' };
}
