import { defineCatalogue } from '../list';

/** The /vehicle lists' fields as they show, filter and export them (02-operations §2 screen 5, §3). */
export const carBrandFields = defineCatalogue('carOption.brand', [
  { key: 'name', type: 'string', sortable: true },
  { key: 'zh_name', type: 'string', sortable: true },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

export const carModelFields = defineCatalogue('carOption.model', [
  { key: 'name', type: 'string', sortable: true },
  { key: 'zh_name', type: 'string', sortable: true },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

export const seriesFields = defineCatalogue('carOption.series', [
  { key: 'icon_url', type: 'string', filterable: false, exported: false },
  { key: 'name', type: 'string', sortable: true },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'allow_test_drive', type: 'boolean' },
  { key: 'background_url', type: 'string', filterable: false, exported: false, column: 'hidden' },
  { key: 'deleted_flag', type: 'number', sortable: true },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

export const seriesModelFields = defineCatalogue('carOption.seriesModel', [
  { key: 'icon_url', type: 'string', filterable: false, exported: false },
  { key: 'name', type: 'string', sortable: true },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'allow_test_drive', type: 'boolean' },
  { key: 'deleted_flag', type: 'number', sortable: true },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

export const channelFields = defineCatalogue('carOption.channel', [
  { key: 'name', type: 'string', sortable: true },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'deleted_flag', type: 'number', sortable: true },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);
