import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import { tabRequestKey } from './queries';
import {
  AGGREGATE_TABS,
  type AggregateTab,
  type Profile,
  type TabDataMap,
  type TabLoad,
  type TabState,
} from './types';

export interface TrackingState {
  tabs: Record<AggregateTab, TabState>;
  /** Customer profiles by openid for the referral tab; null when the customer is unknown. */
  customers: Record<string, Profile | null>;
}

const idleTab: TabState = { status: 'idle', data: null, error: null, requestKey: null };

const initialState: TrackingState = {
  tabs: Object.fromEntries(AGGREGATE_TABS.map((tab) => [tab, idleTab])) as Record<AggregateTab, TabState>,
  customers: {},
};

type Loaded<K extends AggregateTab = AggregateTab> = { tab: K; requestKey: string; data: TabDataMap[K] };

const slice = createSlice({
  name: 'tracking',
  initialState,
  reducers: {
    /** A tab was selected, or its range, scope or list changed while it was shown. */
    tabLoadRequested(state, action: PayloadAction<TabLoad>) {
      state.tabs[action.payload.tab] = {
        status: 'loading',
        data: null,
        error: null,
        requestKey: tabRequestKey(action.payload),
      };
    },
    tabLoadSucceeded(state, action: PayloadAction<Loaded>) {
      const { tab, requestKey, data } = action.payload;
      state.tabs[tab] = { status: 'succeeded', data, error: null, requestKey };
    },
    tabLoadFailed(
      state,
      action: PayloadAction<{ tab: AggregateTab; requestKey: string; error: ApiErrorInfo }>,
    ) {
      const { tab, requestKey, error } = action.payload;
      state.tabs[tab] = { status: 'failed', data: null, error, requestKey };
    },
    customersLoaded(state, action: PayloadAction<Record<string, Profile | null>>) {
      Object.assign(state.customers, action.payload);
    },
  },
});

export const { tabLoadRequested, tabLoadSucceeded, tabLoadFailed, customersLoaded } = slice.actions;
export const trackingReducer = slice.reducer;
