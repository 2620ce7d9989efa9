import { tabLoadRequested, type Variant } from 'src-models/tracking';
import type { FirstRequests } from 'src/routes/types';
import { TAB_CHARTS } from './tabCharts';
import { dashboardAt } from './useDashboardQuery';

/**
 * When the app opens at a dashboard, its tab's data and chart code are asked for as soon as the tracking
 * models are in, while the page's code still loads: the tab finds its answer there (or on the way) at its
 * first render and draws at once (issue 10 §6).
 */
export const dashboardFirstRequests =
  (variant: Variant): FirstRequests =>
  (dispatch, params) => {
    const { tab, query } = dashboardAt(variant, params);
    // Tabs without charts ask for themselves: the referer's profile look-ups would queue ahead of the page's code.
    if (tab === 'user' || TAB_CHARTS[tab].length === 0) return;
    TAB_CHARTS[tab].forEach((chart) => chart.preload());
    dispatch(tabLoadRequested({ tab, query }));
  };
