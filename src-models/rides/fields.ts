import { defineCatalogue } from '../list';

/** Riding records as the Regular Riding List shows and filters them (03-community-analytics §2.2, §3). */
export const rideFields = defineCatalogue('riding', [
  { key: 'nick_name', type: 'string' },
  { key: 'unionid', type: 'string', column: 'hidden' },
  { key: 'motorcycle_model_name', type: 'string' },
  { key: 'mileage', type: 'number', sortable: true },
  { key: 'duration', type: 'number', sortable: true },
  { key: 'max_speed', type: 'number', sortable: true },
  {
    key: 'state',
    type: 'enum',
    options: [
      { value: 'riding', label: 'riding.state.riding' },
      { value: 'over', label: 'riding.state.over' },
    ],
  },
  { key: 'start_time', type: 'date', sortable: true },
  { key: 'end_time', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);
