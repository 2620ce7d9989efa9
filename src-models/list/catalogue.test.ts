import { defineCatalogue } from './catalogue';

const coupons = defineCatalogue('coupon', [
  { key: 'title', type: 'string', sortable: true },
  { key: 'discount.value', type: 'number', conv: 'yuan' },
  { key: 'deleted', type: 'boolean' },
  { key: 'created_at', type: 'date', column: 'hidden' },
  { key: 'card_id', type: 'string', filterable: false, exported: false, column: 'none' },
  {
    key: 'discount.type',
    type: 'enum',
    options: [{ value: 'percentage', label: 'coupon.discount.percentage' }],
  },
]);

describe('a field catalogue', () => {
  it('derives every label key as <area>.field.<key>', () => {
    expect(coupons.labelKey('created_at')).toBe('coupon.field.created_at');
    expect(coupons.filterFields.map((field) => field.labelKey)).toContain('coupon.field.deleted');
  });

  it('offers the filterable fields to the filter builder, with their type and choices', () => {
    expect(coupons.filterFields).toEqual([
      { key: 'title', labelKey: 'coupon.field.title', type: 'string' },
      { key: 'discount.value', labelKey: 'coupon.field.discount.value', type: 'number' },
      { key: 'deleted', labelKey: 'coupon.field.deleted', type: 'boolean' },
      { key: 'created_at', labelKey: 'coupon.field.created_at', type: 'date' },
      {
        key: 'discount.type',
        labelKey: 'coupon.field.discount.type',
        type: 'enum',
        options: [{ value: 'percentage', label: 'coupon.discount.percentage' }],
      },
    ]);
  });

  it('exports each field with the conversion its type implies, or its own', () => {
    expect(coupons.exportSpec('created_at')).toEqual({ key: 'created_at', type: 'date', conv: 'datetime' });
    expect(coupons.exportSpec('deleted', 'coupon.field.status')).toEqual({
      key: 'deleted',
      type: 'boolean',
      conv: 'yesno',
      titleKey: 'coupon.field.status',
    });
    expect(coupons.exportSpec('discount.value')).toEqual({
      key: 'discount.value',
      type: 'number',
      conv: 'yuan',
    });
    expect(coupons.exportSpec('title')).toEqual({ key: 'title' });
  });

  it('refuses, at type-check time, a field whose label has no message', () => {
    // @ts-expect-error coupon.field.no_such_field is not a message id
    expect(defineCatalogue('coupon', [{ key: 'no_such_field', type: 'string' }]).area).toBe('coupon');
  });

  it('refuses a key it does not describe', () => {
    expect(() => coupons.exportSpec('speed')).toThrow('coupon has no field "speed"');
  });
});
