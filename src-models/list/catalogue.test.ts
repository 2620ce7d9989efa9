import { defineCatalogue } from './catalogue';

const rides = defineCatalogue('ride', [
  { key: 'title', type: 'string', sortable: true },
  { key: 'distance', type: 'number', conv: 'join' },
  { key: 'blacklisted', type: 'boolean' },
  { key: 'created_at', type: 'date', column: 'hidden' },
  { key: 'internal', type: 'string', filterable: false, exported: false, column: 'none' },
  { key: 'kind', type: 'enum', options: [{ value: 'road', label: 'ride.kind.road' }] },
]);

describe('a field catalogue', () => {
  it('derives every label key as <area>.field.<key>', () => {
    expect(rides.labelKey('created_at')).toBe('ride.field.created_at');
    expect(rides.filterFields.map((field) => field.labelKey)).toContain('ride.field.blacklisted');
  });

  it('offers the filterable fields to the filter builder, with their type and choices', () => {
    expect(rides.filterFields).toEqual([
      { key: 'title', labelKey: 'ride.field.title', type: 'string' },
      { key: 'distance', labelKey: 'ride.field.distance', type: 'number' },
      { key: 'blacklisted', labelKey: 'ride.field.blacklisted', type: 'boolean' },
      { key: 'created_at', labelKey: 'ride.field.created_at', type: 'date' },
      {
        key: 'kind',
        labelKey: 'ride.field.kind',
        type: 'enum',
        options: [{ value: 'road', label: 'ride.kind.road' }],
      },
    ]);
  });

  it('exports each field with the conversion its type implies, or its own', () => {
    expect(rides.exportSpec('created_at')).toEqual({ key: 'created_at', type: 'date', conv: 'datetime' });
    expect(rides.exportSpec('blacklisted', 'ride.status')).toEqual({
      key: 'blacklisted',
      type: 'boolean',
      conv: 'yesno',
      titleKey: 'ride.status',
    });
    expect(rides.exportSpec('distance')).toEqual({ key: 'distance', type: 'number', conv: 'join' });
    expect(rides.exportSpec('title')).toEqual({ key: 'title' });
  });

  it('refuses a key it does not describe', () => {
    expect(() => rides.exportSpec('speed')).toThrow('ride has no field "speed"');
  });
});
