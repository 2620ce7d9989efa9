import { useLocation, useParams } from 'react-router';
import { linkTo } from 'src/routes/links';

/**
 * Where a floor list and its floors live (02-operations §2): `/floor/tabs/{type}` with `/create` and `/{id}`
 * below it; `/floor/render` (no type in the address) is the same for the type `render`.
 */
export interface FloorPlace {
  type: string;
  /** The type is in the address (`/floor/tabs/{type}`), not implied by `/floor/render`. */
  inTabs: boolean;
}

export const DEFAULT_FLOOR_TYPE = 'render';

export function useFloorPlace(): FloorPlace {
  const { type } = useParams<{ type?: string }>();
  const { pathname } = useLocation();
  if (type) return { type, inTabs: true };
  // The menu's literal routes (`/floor/tabs/home`) carry the type in the path, not in a parameter.
  const literal = /^\/floor\/tabs\/([^/]+)/.exec(pathname);
  if (literal) return { type: decodeURIComponent(literal[1]), inTabs: true };
  return { type: DEFAULT_FLOOR_TYPE, inTabs: false };
}

export const floorListPath = ({ type, inTabs }: FloorPlace) =>
  inTabs ? linkTo('/floor/tabs/:type', { type }) : linkTo('/floor/render');
export const floorEditorPath = ({ type, inTabs }: FloorPlace, id: string) =>
  inTabs ? linkTo('/floor/tabs/:type/:id', { type, id }) : linkTo('/floor/render/:id', { id });
export const newFloorPath = ({ type, inTabs }: FloorPlace) =>
  inTabs ? linkTo('/floor/tabs/:type/create', { type }) : linkTo('/floor/render/create');
