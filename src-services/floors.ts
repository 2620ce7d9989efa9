/**
 * The floor center (02-operations §2 screen 10, §3, §7): mini-program pages of one type, searched per type,
 * loaded by id and created or updated whole. The page builder edits `layout`; the settings editor sends back
 * the layout it loaded.
 */
import { flatSearchRequest, type ListService } from './listService';
import { get, post, type CallOptions } from './request';
import {
  anything,
  arrayOf,
  boolean,
  nonEmptyString,
  nullable,
  number,
  object,
  optional,
  searchResultOf,
  string,
  type Shape,
} from './shape';
import type { QueryItem, SearchResult } from './types';

export interface FloorShare {
  disallow_share: boolean;
  title: string;
  path: string;
  description: string;
  image: string;
}

/** The page builder's blocks (02 §3 'Page element'): kept as they come, the builder gives them their types. */
export interface FloorLayout {
  elements: unknown[];
}

export interface FloorInput {
  id?: string;
  type: string;
  title: string;
  description: string;
  visible: boolean;
  /** Online and offline times, unix seconds. */
  online_at: number | null;
  offline_at: number | null;
  weight: number;
  share: FloorShare;
  layout: FloorLayout;
}

export interface Floor extends Omit<FloorInput, 'share' | 'layout'> {
  id: string;
  share?: Partial<FloorShare>;
  layout?: FloorLayout;
  created_at?: number;
  updated_at?: number;
  created_by?: string;
  updated_by?: string;
}

const time = nullable(number);

/** A list row (02 §3: id, title, visible, description, weight) with the times its visibility follows. */
export const floorShape: Shape<Floor> = object({
  id: nonEmptyString,
  type: string,
  title: string,
  description: string,
  visible: boolean,
  online_at: time,
  offline_at: time,
  weight: number,
  share: optional(object({})),
  layout: optional(object({ elements: arrayOf(anything) })),
});

const FLOOR = '/floor-center/floor';

export const floorService = {
  get: (id: string, options?: CallOptions) => get(`${FLOOR}/${encodeURIComponent(id)}`, floorShape, options),
  create: (floor: FloorInput, options?: CallOptions) => post(`${FLOOR}/create`, floor, floorShape, options),
  update: (floor: FloorInput, options?: CallOptions) => post(`${FLOOR}/update`, floor, floorShape, options),
};

/** The scope item naming the floor type a search lists: the type goes into the path. */
export const FLOOR_TYPE_SCOPE_KEY = 'type';

const isTypeItem = (item: QueryItem) => item.k === FLOOR_TYPE_SCOPE_KEY && item.op === 'eq';

/** The floors of the type the scope names (`POST /api/v1/floor-center/floor/{type}/search`). */
export const floorListService: ListService<Floor> = {
  search: (request, options): Promise<SearchResult<Floor>> => {
    const { scope = [] } = request;
    const type = scope.find(isTypeItem);
    if (!type || typeof type.v !== 'string' || !type.v) return Promise.resolve({ results: [], total: 0 });
    return post(
      `/api/v1${FLOOR}/${encodeURIComponent(type.v)}/search`,
      flatSearchRequest({ ...request, scope: scope.filter((item) => !isTypeItem(item)) }),
      searchResultOf(floorShape),
      options,
    );
  },
  nestsScope: false,
};
