/**
 * A floor's visibility (02-operations §4): `visible` plus the online/offline times. Hidden wins; a visible
 * floor is scheduled before its online time, expired after its offline time, online in between.
 */
import type { Floor } from 'src-services/floors';

export type FloorVisibility = 'online' | 'scheduled' | 'expired' | 'hidden';
export const FLOOR_VISIBILITIES: readonly FloorVisibility[] = ['online', 'scheduled', 'expired', 'hidden'];

/** `now` in unix seconds. */
export function floorVisibility(
  floor: Pick<Floor, 'visible' | 'online_at' | 'offline_at'>,
  now: number,
): FloorVisibility {
  if (!floor.visible) return 'hidden';
  if (floor.online_at !== null && now < floor.online_at) return 'scheduled';
  if (floor.offline_at !== null && now > floor.offline_at) return 'expired';
  return 'online';
}
