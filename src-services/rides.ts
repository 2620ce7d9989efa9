/** Riding records of the customer-relationship service (03-community-analytics §3, §7). */
import { genericListService } from './listService';
import { del, post, scrmPath, type CallOptions } from './request';
import {
  anything,
  arrayOf,
  boolean,
  nonEmptyString,
  number,
  object,
  oneOf,
  optional,
  string,
  type Shape,
} from './shape';

export const RIDE_STATES = ['riding', 'over'] as const;
export type RideState = (typeof RIDE_STATES)[number];

/** A point the rider marked on the way (a photo stop, a hazard, a note). */
export interface RideMark {
  id: string;
  title: string;
  description: string;
  latitude: number;
  longitude: number;
  images: string[];
  created_at: number;
}

export interface Ride {
  id: string;
  nick_name: string;
  avatar: string;
  unionid: string;
  start_time: number;
  end_time?: number;
  state: RideState;
  black: boolean;
  deleted: boolean;
  deleted_at?: number;
  deleted_by?: string;
  /** Seconds. */
  duration: number;
  /** Metres. */
  mileage: number;
  motorcycle_model_id?: string;
  motorcycle_model_name?: string;
  /** km/h. */
  max_speed: number;
  max_speed_time?: number;
  terminate_time?: number;
  terminate_by?: string;
  terminate_reason?: string;
  marks: RideMark[];
  urls: string[];
  updated_at: number;
}

const markShape: Shape<RideMark> = object({
  id: string,
  title: string,
  description: string,
  latitude: number,
  longitude: number,
  images: arrayOf(string),
  created_at: number,
});

export const rideShape: Shape<Ride> = object({
  id: nonEmptyString,
  nick_name: string,
  avatar: string,
  unionid: string,
  start_time: number,
  end_time: optional(number),
  state: oneOf(...RIDE_STATES),
  black: boolean,
  deleted: boolean,
  duration: number,
  mileage: number,
  max_speed: number,
  marks: arrayOf(markShape),
  urls: arrayOf(string),
  updated_at: number,
});

export const rideService = {
  remove: (id: string, options?: CallOptions) =>
    del(scrmPath(`/ride/${encodeURIComponent(id)}`), anything, options),
  /** Puts rides on the blacklist (`black` true) or takes them off. */
  updateBlack: (ids: string[], black: boolean, options?: CallOptions) =>
    post(scrmPath('/ride/update-black'), { ids, black }, anything, options),
};

export const rideListService = genericListService<Ride>({
  searchPath: scrmPath('/ride/search'),
  row: rideShape,
  filterBase: scrmPath('/ride'),
  remove: rideService.remove,
});
