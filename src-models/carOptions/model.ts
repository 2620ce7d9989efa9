/**
 * The /vehicle page's reference lists (02-operations §2 screen 5, §4): car brands and one brand's models (search,
 * save, delete), brand series and one series' models, purchase channels (search, save, soft delete).
 */
import {
  buyingChannelListService,
  buyingChannelService,
  carBrandListService,
  carModelListService,
  seriesListService,
  seriesModelListService,
  seriesModelService,
  seriesService,
  type BuyingChannel,
  type BuyingChannelInput,
  type CarBrand,
  type CarBrandInput,
  type CarModel,
  type CarModelInput,
  type Series,
  type SeriesInput,
  type SeriesModel,
  type SeriesModelInput,
  type WeightedInput,
} from 'src-services/carOptions';
import type { CallOptions } from 'src-services/request';
import type { QueryItem } from 'src-services/types';
import { createListModel, type ItemActionConfig, type ItemRequest } from '../list';
import { newRequestId, type JsonValue } from '../common';

/** 02-operations §9: hidden records last, then the heaviest, then the latest. */
export const WEIGHTED_ORDER = 'deleted_flag,-weight,-updated_at';

/** 02-operations §7 and §8: car options are added and edited. */
const MESSAGES = {
  saveSucceeded: { create: 'list.added', update: 'list.edited' },
  saveFailed: { create: 'error.addFailed', update: 'error.editFailed' },
  removeSucceeded: 'carOption.deleted',
  removeFailed: 'carOption.deleteFailed',
} as const;

/**
 * 02-operations §4: the one soft delete of series, series models and channels. The row's event carries the
 * record's input (`softDeleteRequest`), which the service saves again with deleted_flag 1; the list searches
 * again, as a hidden record moves to the end.
 */
function softDeleteAction<T extends { deleted_flag: 0 | 1 }, S extends WeightedInput>(
  softDelete: (record: S & { id: string }, options: CallOptions) => Promise<unknown>,
): ItemActionConfig<T> {
  return {
    run: (id, args, options) => softDelete({ ...(args.record as unknown as S), id }, options),
    patch: () => ({ deleted_flag: 1 }) as Partial<T>,
    refresh: true,
    succeeded: 'carOption.deleted',
    failed: 'carOption.deleteFailed',
  };
}

/** The event payload of a soft delete: the record as its save sends it. */
export const softDeleteRequest = (input: WeightedInput & { id: string }): ItemRequest => ({
  requestId: newRequestId(),
  id: input.id,
  args: { record: input as unknown as JsonValue },
});

export const carBrandList = createListModel<CarBrand, CarBrandInput, 'carBrands'>({
  name: 'carBrands',
  service: carBrandListService,
  defaultOrder: '-updated_at',
  selectId: (brand) => brand.id,
  messages: MESSAGES,
});

export const carModelList = createListModel<CarModel, CarModelInput, 'carModels'>({
  name: 'carModels',
  service: carModelListService,
  defaultOrder: '-updated_at',
  selectId: (model) => model.id,
  messages: MESSAGES,
});

export const seriesList = createListModel<Series, SeriesInput, 'carSeries', 'softDelete'>({
  name: 'carSeries',
  service: seriesListService,
  defaultOrder: WEIGHTED_ORDER,
  selectId: (record) => record.id,
  itemActions: { softDelete: softDeleteAction<Series, SeriesInput>(seriesService.softDelete) },
  messages: MESSAGES,
});

export const seriesModelList = createListModel<SeriesModel, SeriesModelInput, 'seriesModels', 'softDelete'>({
  name: 'seriesModels',
  service: seriesModelListService,
  defaultOrder: WEIGHTED_ORDER,
  selectId: (model) => model.id,
  itemActions: {
    softDelete: softDeleteAction<SeriesModel, SeriesModelInput>(seriesModelService.softDelete),
  },
  messages: MESSAGES,
});

export const channelList = createListModel<BuyingChannel, BuyingChannelInput, 'buyingChannels', 'softDelete'>(
  {
    name: 'buyingChannels',
    service: buyingChannelListService,
    defaultOrder: WEIGHTED_ORDER,
    selectId: (channel) => channel.id,
    itemActions: {
      softDelete: softDeleteAction<BuyingChannel, BuyingChannelInput>(buyingChannelService.softDelete),
    },
    messages: MESSAGES,
  },
);

export const carBrandActions = carBrandList.actions;
export const carModelActions = carModelList.actions;
export const seriesActions = seriesList.actions;
export const seriesModelActions = seriesModelList.actions;
export const channelActions = channelList.actions;
export const seriesSoftDelete = seriesList.itemActions.softDelete;
export const seriesModelSoftDelete = seriesModelList.itemActions.softDelete;
export const channelSoftDelete = channelList.itemActions.softDelete;

/** One brand's models (the drawer's list). */
export const brandScope = (brandId: string): QueryItem[] => [{ k: 'brand', op: 'eq', v: brandId }];

/** One series' models (the drawer's list). */
export const seriesScope = (seriesId: string): QueryItem[] => [{ k: 'series_id', op: 'eq', v: seriesId }];
