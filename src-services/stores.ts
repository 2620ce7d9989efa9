/** Dealer stores of the customer-relationship service (02-operations §3, §7). */
import { genericListService } from './listService';
import { get, post, scrmPath, type CallOptions } from './request';
import { arrayOf, boolean, nonEmptyString, number, object, optional, string, type Shape } from './shape';
import type { RecordMeta } from './types';

export interface StoreLocation {
  latitude: number;
  longitude: number;
}

/** What the add/edit form sends. Province and city are Chinese names of config/regions.ts. */
export interface StoreInput {
  id?: string;
  name: string;
  cover_image: string;
  province: string;
  city: string;
  detail_address: string;
  business_hours?: string;
  location: StoreLocation;
  phone: string;
  dealer_mails: string[];
  /** The owners' clubs (DOC) the store belongs to. */
  doc_ids: string[];
  /** false means the store is shown (02-operations §4). */
  disabled: boolean;
}

export interface Store extends StoreInput, Partial<RecordMeta> {
  id: string;
}

/** A save succeeds only when the answer carries the store's id. */
export const storeShape: Shape<Store> = object({
  id: nonEmptyString,
  name: string,
  cover_image: string,
  province: string,
  city: string,
  detail_address: string,
  business_hours: optional(string),
  location: object({ latitude: number, longitude: number }),
  phone: string,
  dealer_mails: arrayOf(string),
  doc_ids: arrayOf(string),
  disabled: boolean,
});

export const storeService = {
  get: (id: string, options?: CallOptions) =>
    get(scrmPath(`/store/${encodeURIComponent(id)}`), storeShape, options),

  save: (store: StoreInput, options?: CallOptions) =>
    post(scrmPath('/store/save'), store, storeShape, options),
};

/** The store list (02-operations §2 screen 7): searched, saved, exported, with saved filters. */
export const storeListService = genericListService<Store, StoreInput>({
  searchPath: scrmPath('/store/search'),
  row: storeShape,
  filterBase: scrmPath('/store'),
  exportable: true,
  save: storeService.save,
});
