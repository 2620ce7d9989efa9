import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardQuery, Scope, TabKey, Variant } from 'src-models/tracking';
import { readDays, toDateRange, type DayRange } from 'src/components/dateRange/quickRanges';

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

/** The tab the URL names, if the view has it; else the first shown. */
export function readTab(variant: Variant, tab: string | null): TabKey {
  return tab && (VARIANT_TABS[variant] as readonly string[]).includes(tab) ? (tab as TabKey) : DEFAULT_TAB;
}

/** What the tabs ask the backend for: the view, its days and its page scope. */
export const dashboardQuery = (variant: Variant, days: DayRange, scope: Scope): DashboardQuery => ({
  variant,
  range: toDateRange(days),
  scope,
});

/** The shown tab and its query at a URL of the /tracking pages (read outside React by the first screen). */
export function dashboardAt(
  variant: Variant,
  params: URLSearchParams,
): { tab: TabKey; query: DashboardQuery } {
  const days = readDays(params.get('from'), params.get('to'));
  const scope = readScope(params.get('route'), params.get('options'));
  return { tab: readTab(variant, params.get('tab')), query: dashboardQuery(variant, days, scope) };
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

  const days = useMemo(() => readDays(from, to), [from, to]);
  const scope = useMemo(() => readScope(route, options), [route, options]);
  const tab = readTab(variant, params.get('tab'));

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
