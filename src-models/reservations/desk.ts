/**
 * What the reservation records page needs besides the list: the forms of the tabs' activities (their fields are
 * the columns), and the export of one activity's records (02-operations §7, §8). The export's rows wait here
 * while the page writes them to a workbook in the browser (xlsx is UI-side and loads on the click), then go.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GlobalConfig } from 'src-services/config';
import type { ApiErrorInfo } from 'src-services/errors';
import type { ReservationActivity, ReservationRecord } from 'src-services/reservations';
import type { QueryItem } from 'src-services/types';
import type { OpState } from '../common/opState';
import { selectConfigNamed, type configSelectors } from '../config';
import { reservationScope } from './model';

export type ActivityLoad = OpState & { activity: ReservationActivity | null };

/** The records' two tabs, each showing one activity's records. */
export type ReservationTab = 'hasDealer' | 'noDealer';

/**
 * The scope of a tab's list as the store knows it: null until the config is there, false when the page will
 * show no list (no activity named, the config unreadable).
 */
export function selectTabScope(
  state: Parameters<typeof configSelectors.selectData>[0],
  tab: ReservationTab,
): QueryItem[] | null | false {
  const id = selectConfigNamed(state, (config) => tabActivityId(config, tab));
  return typeof id === 'string' ? reservationScope(id) : id;
}

/** The activity whose records a tab shows, as the global config names it ('' when it names none). */
export const tabActivityId = (config: GlobalConfig | null | undefined, tab: ReservationTab): string =>
  (tab === 'hasDealer' ? config?.reservation_activity_id : config?.reservation_nostore_activity_id) ?? '';

export interface ReservationExport {
  /** fetching: the call is out; writing: the rows arrived and the page is writing the file. */
  status: 'idle' | 'fetching' | 'writing';
  activityId: string | null;
  rows: ReservationRecord[];
}

export interface ReservationDeskState {
  activities: Record<string, ActivityLoad>;
  export: ReservationExport;
}

const idleExport: ReservationExport = { status: 'idle', activityId: null, rows: [] };
const initialState: ReservationDeskState = { activities: {}, export: idleExport };

const slice = createSlice({
  name: 'reservationDesk',
  initialState,
  reducers: {
    activityRequested(state, action: PayloadAction<{ id: string }>) {
      const previous = state.activities[action.payload.id];
      state.activities[action.payload.id] = {
        status: 'pending',
        error: null,
        activity: previous?.activity ?? null,
      };
    },
    activityLoaded(state, action: PayloadAction<{ activity: ReservationActivity }>) {
      const { activity } = action.payload;
      state.activities[activity.id] = { status: 'succeeded', error: null, activity };
    },
    activityFailed(state, action: PayloadAction<{ id: string; error: ApiErrorInfo }>) {
      const previous = state.activities[action.payload.id];
      state.activities[action.payload.id] = {
        status: 'failed',
        error: action.payload.error,
        activity: previous?.activity ?? null,
      };
    },
    exportRequested(state, action: PayloadAction<{ activityId: string }>) {
      // One export at a time: a second click while one runs is ignored here as in the saga.
      if (state.export.status !== 'idle') return;
      state.export = { status: 'fetching', activityId: action.payload.activityId, rows: [] };
    },
    exportFetched(state, action: PayloadAction<{ activityId: string; rows: ReservationRecord[] }>) {
      state.export = { status: 'writing', ...action.payload };
    },
    /** The page wrote and offered the file. */
    exportWritten(state) {
      state.export = idleExport;
    },
    /** The call or the writing failed; `msg` is the reason, if there is one. */
    exportFailed(state, _action: PayloadAction<{ error: ApiErrorInfo }>) {
      state.export = idleExport;
    },
  },
});

/**
 * The app opened at a records tab: its config and its form are asked for at once, while the page's code still
 * loads (src/routes/areas/reservation.ts), so the page draws the list at its first render. An event the desk's
 * saga hears; no state of the desk changes.
 */
const recordsOpened = createAction<{ tab: ReservationTab }>('reservationDesk/recordsOpened');

export const reservationDeskActions = { ...slice.actions, recordsOpened };
export const reservationDeskReducer = slice.reducer;

export const selectReservationDesk = (state: { reservationDesk: ReservationDeskState }) =>
  state.reservationDesk;
const NOT_LOADED: ActivityLoad = { status: 'idle', error: null, activity: null };
export const selectActivityLoad = (
  state: { reservationDesk: ReservationDeskState },
  id: string,
): ActivityLoad => state.reservationDesk.activities[id] ?? NOT_LOADED;
export const selectReservationExport = (state: { reservationDesk: ReservationDeskState }) =>
  state.reservationDesk.export;
