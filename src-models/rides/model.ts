/**
 * Riding records (03-community-analytics §2.2): the Regular Riding List from the list factory, with delete and
 * the blacklist as its workflows.
 */
import { rideListService, rideService, type Ride } from 'src-services/rides';
import type { QueryItem } from 'src-services/types';
import { createListModel } from '../list';

export const rideList = createListModel<Ride, Ride, 'rides', 'updateBlack'>({
  name: 'rides',
  service: rideListService,
  defaultOrder: '-updated_at',
  selectId: (ride) => ride.id,
  itemActions: {
    updateBlack: {
      run: (id, args, options) => rideService.updateBlack([id], args.black === true, options),
      patch: (_ride, args) => ({ black: args.black === true }),
      // A blacklisted ride leaves the regular list (and one taken off it may join it again).
      refresh: true,
      succeeded: 'riding.updated',
      failed: 'riding.updateFailed',
    },
  },
  messages: {
    searchFailed: 'riding.searchFailed',
    removeSucceeded: 'riding.deleted',
    removeFailed: 'riding.deleteFailed',
  },
});

export const rideActions = rideList.actions;
export const rideSelectors = rideList.selectors;
export const { updateBlack: updateBlackActions } = rideList.itemActions;

/** 03 §9: the regular rides are long enough to count, and neither blacklisted nor deleted. */
export const REGULAR_RIDES: QueryItem[] = [
  { k: 'mileage', op: 'gt', v: 1000 },
  { k: 'duration', op: 'gt', v: 60 },
  { k: 'black', op: 'ne', v: true },
  { k: 'deleted', op: 'ne', v: true },
];

/** `?id=`: the one ride, whatever its length or state (a blacklisted ride is taken off the list here). */
export const oneRide = (id: string): QueryItem[] => [{ k: 'id', op: 'eq', v: id }];

/** Deleted rides offer no action (03 §4). */
export const rideOffersActions = (ride: Pick<Ride, 'deleted'>) => !ride.deleted;

/** Metres as km with up to 2 decimals (03 §2.2). */
export const formatMileage = (metres: number) => String(Math.round((metres / 1000) * 100) / 100);

/** Seconds as HH:MM:SS (hours may pass 99 on a long tour). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
