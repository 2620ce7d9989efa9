import { useLocation, useParams } from 'react-router';

/**
 * Where a floor list and its floors live (02-operations §2): `/floor/tabs/{type}` with `/create` and `/{id}`
 * below it; `/floor/render` (no type in the address) is the same for the type `render`.
 */
export interface FloorPlace {
  type: string;
  /** The list's address; the editor's are below it. */
  base: string;
}

export const DEFAULT_FLOOR_TYPE = 'render';

export function useFloorPlace(): FloorPlace {
  const { type } = useParams<{ type?: string }>();
  const { pathname } = useLocation();
  if (type) return { type, base: `/floor/tabs/${encodeURIComponent(type)}` };
  // The menu's literal routes (`/floor/tabs/home`) carry the type in the path, not in a parameter.
  const literal = /^\/floor\/tabs\/([^/]+)/.exec(pathname);
  if (literal) return { type: decodeURIComponent(literal[1]), base: `/floor/tabs/${literal[1]}` };
  return { type: DEFAULT_FLOOR_TYPE, base: '/floor/render' };
}

export const floorEditorPath = (place: FloorPlace, id: string) => `${place.base}/${encodeURIComponent(id)}`;
export const newFloorPath = (place: FloorPlace) => `${place.base}/create`;
