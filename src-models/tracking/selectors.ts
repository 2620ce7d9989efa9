import type { Profile, TabDataMap, TabKey, TabState } from './types';
import type { TrackingState } from './slice';

interface WithTracking {
  tracking: TrackingState;
}

export const selectTrackingTab = <K extends TabKey>(state: WithTracking, tab: K) =>
  state.tracking.tabs[tab] as TabState<TabDataMap[K]>;

export const selectCustomers = (state: WithTracking): Readonly<Record<string, Profile | null>> =>
  state.tracking.customers;

export const selectSavedFilters = (state: WithTracking) => state.tracking.filters;
