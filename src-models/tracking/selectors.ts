import type { AggregateTab, Profile, TabDataMap, TabState } from './types';
import type { TrackingState } from './slice';

interface WithTracking {
  tracking: TrackingState;
}

export const selectTrackingTab = <K extends AggregateTab>(state: WithTracking, tab: K) =>
  state.tracking.tabs[tab] as TabState<TabDataMap[K]>;

export const selectCustomers = (state: WithTracking): Readonly<Record<string, Profile | null>> =>
  state.tracking.customers;
