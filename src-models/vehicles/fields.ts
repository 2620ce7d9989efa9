import { defineCatalogue } from '../list';

/** Old reservation motorcycles as their tab shows, filters and exports them (02-operations §3). */
export const motorcycleFields = defineCatalogue('vehicle.motorcycle', [
  { key: 'image_url', type: 'string', filterable: false, exported: false },
  { key: 'name', type: 'string', sortable: true },
  { key: 'zh_name', type: 'string' },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'disabled', type: 'boolean' },
  { key: 'online_at', type: 'date', sortable: true },
  { key: 'offline_at', type: 'date', sortable: true },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

/** The model-brand config (02-operations §3): the brand's own model brands and other brands. */
export const modelBrandFields = defineCatalogue('vehicle.modelBrand', [
  { key: 'name', type: 'string', sortable: true },
  {
    key: 'type',
    type: 'enum',
    options: [
      { value: 'own', label: 'vehicle.modelBrand.type.own' },
      { value: 'other', label: 'vehicle.modelBrand.type.other' },
    ],
  },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

/** User garages (02-operations §3): the purchase year and month show as one column. */
export const garageFields = defineCatalogue('vehicle.garage', [
  { key: 'garage_vin', type: 'string' },
  { key: 'garage_image_url', type: 'string', filterable: false, exported: false },
  { key: 'garage_series_name', type: 'string' },
  { key: 'garage_model_name', type: 'string' },
  { key: 'garage_channel_name', type: 'string' },
  { key: 'garage_purchase_year', type: 'number', sortable: true },
  { key: 'garage_purchase_month', type: 'number', column: 'none' },
  { key: 'garage_nickname', type: 'string' },
  {
    key: 'garage_status',
    type: 'enum',
    options: [
      { value: 'bind', label: 'vehicle.garage.status.bind' },
      { value: 'untie', label: 'vehicle.garage.status.untie' },
      { value: 'invalid', label: 'vehicle.garage.status.invalid' },
    ],
  },
  { key: 'unionid', type: 'string', column: 'hidden' },
  { key: 'openid', type: 'string', column: 'hidden' },
  { key: 'created_at', type: 'date', sortable: true },
]);

/**
 * User complaints (02-operations §3): form-center records of the complaint form. The audit status is not a
 * field of the record (it comes from the garage audit), so it is shown but not filtered on.
 */
export const complaintFields = defineCatalogue('vehicle.complaint', [
  { key: 'created_at', type: 'date', sortable: true },
  { key: 'metadata.phone', type: 'string' },
  { key: 'metadata.channel_name', type: 'string' },
  { key: 'metadata.series_name', type: 'string' },
  { key: 'metadata.model_name', type: 'string', column: 'none' },
  { key: 'metadata.nickname', type: 'string' },
  { key: 'metadata.purchase_date', type: 'string' },
  { key: 'metadata.vin', type: 'string' },
  { key: 'form_data.evidence', type: 'string', filterable: false, exported: false },
  { key: 'audit_status', type: 'string', filterable: false, exported: false },
  { key: 'mini_profile.openid', type: 'string', column: 'hidden' },
]);
