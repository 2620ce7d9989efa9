/** Web Mercator, the projection of map tiles: a world `256 * 2^zoom` pixels wide at a zoom level. */
const TILE = 256;
export const MAX_LATITUDE = 85.05112878;

export const worldSize = (zoom: number) => TILE * 2 ** zoom;

export function toWorld(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const size = worldSize(zoom);
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size,
  };
}

export function fromWorld(x: number, y: number, zoom: number): { latitude: number; longitude: number } {
  const size = worldSize(zoom);
  const wrapped = ((x % size) + size) % size;
  const longitude = (wrapped / size) * 360 - 180;
  const clampedY = Math.max(0, Math.min(size, y));
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * clampedY) / size))) * 180) / Math.PI;
  return { latitude, longitude };
}

/** Ground metres per screen pixel at a latitude and zoom (for the scale label). */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (Math.cos((latitude * Math.PI) / 180) * 2 * Math.PI * 6_378_137) / worldSize(zoom);
}

export const TILE_SIZE = TILE;
