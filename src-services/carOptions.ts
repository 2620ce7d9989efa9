/**
 * The /vehicle page's reference data (02-operations §3, §7): car brands and their models, series and their
 * models, buying channels. Series, series models and channels are never removed: a delete re-saves the record
 * with `deleted_flag` 1 (`softDeleted`, one helper for the three).
 */
import { genericListService } from './listService';
import { del, post, scrmPath, type CallOptions } from './request';
import { anything, boolean, nonEmptyString, number, object, oneOf, string, type Shape } from './shape';
import type { RecordMeta } from './types';

export interface CarBrandInput {
  id?: string;
  name: string;
  zh_name: string;
}

export interface CarBrand extends CarBrandInput, Partial<RecordMeta> {
  id: string;
}

export interface CarModelInput {
  id?: string;
  name: string;
  zh_name: string;
  /** The brand's id. */
  brand: string;
}

export interface CarModel extends CarModelInput, Partial<RecordMeta> {
  id: string;
}

/** 0 shown, 1 hidden (soft deleted; still listed, last). */
export type DeletedFlag = 0 | 1;

/** What the three soft-deleted records share. */
export interface WeightedInput {
  id?: string;
  name: string;
  weight: number;
  deleted_flag: DeletedFlag;
}

export interface SeriesInput extends WeightedInput {
  allow_test_drive: boolean;
  icon_url: string;
  background_url: string;
}

export interface Series extends SeriesInput, Partial<RecordMeta> {
  id: string;
}

export interface SeriesModelInput extends WeightedInput {
  allow_test_drive: boolean;
  icon_url: string;
  series_id: string;
}

export interface SeriesModel extends SeriesModelInput, Partial<RecordMeta> {
  id: string;
}

export type BuyingChannelInput = WeightedInput;

export interface BuyingChannel extends BuyingChannelInput, Partial<RecordMeta> {
  id: string;
}

/** A save succeeds only when the answer carries the record's id. */
export const carBrandShape: Shape<CarBrand> = object({ id: nonEmptyString, name: string, zh_name: string });

export const carModelShape: Shape<CarModel> = object({
  id: nonEmptyString,
  name: string,
  zh_name: string,
  brand: string,
});

const deletedFlag = oneOf(0, 1);

export const seriesShape: Shape<Series> = object({
  id: nonEmptyString,
  name: string,
  weight: number,
  deleted_flag: deletedFlag,
  allow_test_drive: boolean,
  icon_url: string,
  background_url: string,
});

export const seriesModelShape: Shape<SeriesModel> = object({
  id: nonEmptyString,
  name: string,
  weight: number,
  deleted_flag: deletedFlag,
  allow_test_drive: boolean,
  icon_url: string,
  series_id: string,
});

export const buyingChannelShape: Shape<BuyingChannel> = object({
  id: nonEmptyString,
  name: string,
  weight: number,
  deleted_flag: deletedFlag,
});

type SaveCall<S, T> = (input: S, options?: CallOptions) => Promise<T>;

/** 02-operations §4: the soft delete of a series, a series model or a channel is its save with deleted_flag 1. */
export const softDeleted =
  <S extends WeightedInput, T>(save: SaveCall<S, T>) =>
  (record: S & { id: string }, options?: CallOptions): Promise<T> =>
    save({ ...record, deleted_flag: 1 }, options);

const saveAt =
  <S, T>(path: string, shape: Shape<T>): SaveCall<S, T> =>
  (input, options) =>
    post(scrmPath(path), input, shape, options);

const removeAt = (path: string) => (id: string, options?: CallOptions) =>
  del(scrmPath(`${path}/${encodeURIComponent(id)}`), anything, options);

export const carBrandService = {
  save: saveAt<CarBrandInput, CarBrand>('/option/car/brand/save', carBrandShape),
  remove: removeAt('/option/car/brand'),
};

export const carModelService = {
  save: saveAt<CarModelInput, CarModel>('/option/car/model/save', carModelShape),
  remove: removeAt('/option/car/model'),
};

const saveSeries = saveAt<SeriesInput, Series>('/car/series/save', seriesShape);
const saveSeriesModel = saveAt<SeriesModelInput, SeriesModel>('/car/model/save', seriesModelShape);
const saveChannel = saveAt<BuyingChannelInput, BuyingChannel>('/channel/buying/save', buyingChannelShape);

export const seriesService = { save: saveSeries, softDelete: softDeleted(saveSeries) };
export const seriesModelService = { save: saveSeriesModel, softDelete: softDeleted(saveSeriesModel) };
export const buyingChannelService = { save: saveChannel, softDelete: softDeleted(saveChannel) };

export const carBrandListService = genericListService<CarBrand, CarBrandInput>({
  searchPath: scrmPath('/option/car/brand/search'),
  row: carBrandShape,
  filterBase: scrmPath('/option/car/brand'),
  exportable: true,
  save: carBrandService.save,
  remove: carBrandService.remove,
});

/** One brand's models: the page scopes the search by `brand`. */
export const carModelListService = genericListService<CarModel, CarModelInput>({
  searchPath: scrmPath('/option/car/model/search'),
  row: carModelShape,
  save: carModelService.save,
  remove: carModelService.remove,
});

export const seriesListService = genericListService<Series, SeriesInput>({
  searchPath: scrmPath('/car/series/search'),
  row: seriesShape,
  filterBase: scrmPath('/car/series'),
  exportable: true,
  save: seriesService.save,
});

/** One series' models: the page scopes the search by `series_id`. */
export const seriesModelListService = genericListService<SeriesModel, SeriesModelInput>({
  searchPath: scrmPath('/car/model/search'),
  row: seriesModelShape,
  save: seriesModelService.save,
});

export const buyingChannelListService = genericListService<BuyingChannel, BuyingChannelInput>({
  searchPath: scrmPath('/channel/buying/search'),
  row: buyingChannelShape,
  filterBase: scrmPath('/channel/buying'),
  exportable: true,
  save: buyingChannelService.save,
});
