import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { SavedFilter, SavedFilterInput } from 'src-services/types';
import { tabRequestKey } from './queries';
import { TAB_KEYS, type Profile, type TabDataMap, type TabKey, type TabLoad, type TabState } from './types';

export interface FiltersState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  items: SavedFilter[];
  saving: boolean;
}

export interface TrackingState {
  tabs: Record<TabKey, TabState>;
  /** Customer profiles by openid for the referral tab; null when the customer is unknown. */
  customers: Record<string, Profile | null>;
  filters: FiltersState;
}

const idleTab: TabState = { status: 'idle', data: null, error: null, requestKey: null };

const initialState: TrackingState = {
  tabs: Object.fromEntries(TAB_KEYS.map((tab) => [tab, idleTab])) as Record<TabKey, TabState>,
  customers: {},
  filters: { status: 'idle', items: [], saving: false },
};

type Loaded<K extends TabKey = TabKey> = { tab: K; requestKey: string; data: TabDataMap[K] };

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
    tabLoadFailed(state, action: PayloadAction<{ tab: TabKey; requestKey: string; error: ApiErrorInfo }>) {
      const { tab, requestKey, error } = action.payload;
      state.tabs[tab] = { status: 'failed', data: null, error, requestKey };
    },
    customersLoaded(state, action: PayloadAction<Record<string, Profile | null>>) {
      Object.assign(state.customers, action.payload);
    },

    filtersRequested(state) {
      state.filters.status = 'loading';
    },
    filtersLoaded(state, action: PayloadAction<SavedFilter[]>) {
      state.filters.status = 'succeeded';
      state.filters.items = action.payload;
    },
    filtersFailed(state) {
      state.filters.status = 'failed';
    },
    filterSaveRequested(state, _action: PayloadAction<SavedFilterInput>) {
      state.filters.saving = true;
    },
    filterSaveSucceeded(state, action: PayloadAction<SavedFilter>) {
      state.filters.saving = false;
      const others = state.filters.items.filter((item) => item.id !== action.payload.id);
      state.filters.items = [action.payload, ...others];
    },
    filterSaveFailed(state) {
      state.filters.saving = false;
    },
    filterRemoveRequested(_state, _action: PayloadAction<{ id: string }>) {},
    filterRemoveSucceeded(state, action: PayloadAction<{ id: string }>) {
      state.filters.items = state.filters.items.filter((item) => item.id !== action.payload.id);
    },
  },
});

export const {
  tabLoadRequested,
  tabLoadSucceeded,
  tabLoadFailed,
  customersLoaded,
  filtersRequested,
  filtersLoaded,
  filtersFailed,
  filterSaveRequested,
  filterSaveSucceeded,
  filterSaveFailed,
  filterRemoveRequested,
  filterRemoveSucceeded,
} = slice.actions;
export const trackingReducer = slice.reducer;
