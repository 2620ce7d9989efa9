import type { Coordinate } from 'config/pageBuilder/blocks';

/** The smallest zone, in percent of the image: a finger must still hit it. */
export const MIN_ZONE = 5;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A zone kept on its image and at least the minimum size, in whole percents. */
export function fitZone(zone: Coordinate): Coordinate {
  const width = clamp(Math.round(zone.width), MIN_ZONE, 100);
  const height = clamp(Math.round(zone.height), MIN_ZONE, 100);
  return {
    x: clamp(Math.round(zone.x), 0, 100 - width),
    y: clamp(Math.round(zone.y), 0, 100 - height),
    width,
    height,
  };
}

/** The zone a drag from one point to another drew (points in percent), or null when too small to keep. */
export function drawnZone(from: { x: number; y: number }, to: { x: number; y: number }): Coordinate | null {
  const width = Math.abs(to.x - from.x);
  const height = Math.abs(to.y - from.y);
  if (width < MIN_ZONE || height < MIN_ZONE) return null;
  return fitZone({ x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), width, height });
}

export const nudge = (zone: Coordinate, dx: number, dy: number): Coordinate =>
  fitZone({ ...zone, x: zone.x + dx, y: zone.y + dy });

export type ZoneHelper = 'alignLeft' | 'alignTop' | 'sameWidth' | 'sameHeight';

/** Every zone lined up with, or sized as, the one chosen. */
export function applyHelper(zones: readonly Coordinate[], chosen: number, helper: ZoneHelper): Coordinate[] {
  const model = zones[chosen];
  if (!model) return [...zones];
  const change: Record<ZoneHelper, (zone: Coordinate) => Coordinate> = {
    alignLeft: (zone) => ({ ...zone, x: model.x }),
    alignTop: (zone) => ({ ...zone, y: model.y }),
    sameWidth: (zone) => ({ ...zone, width: model.width }),
    sameHeight: (zone) => ({ ...zone, height: model.height }),
  };
  return zones.map((zone) => fitZone(change[helper](zone)));
}
