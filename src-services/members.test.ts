/** The member's shape (02-operations §3): the answers the detail page reads, each optional, each of its type. */
import { memberShape, type Member } from './members';

const full: Member = {
  id: 'm1',
  is_clerk: false,
  address: { other_province: '海外', other_city: '新加坡', has_dealer: false },
  owner: { is: true, model: 'Speed 400', other_model: 'Kawasaki Z900' },
  car: { quantity: 1, brands: ['BYD'], brands_zh: ['比亚迪'], models: ['Han'], models_zh: ['汉'] },
  sport: { quantity: 1, options: ['Skiing'], options_zh: ['滑雪'], levels: ['Expert'], levels_zh: ['专业'] },
  profession: { option: 'Other', option_zh: '其他', else: 'Pilot' },
  from_h5: true,
  h5_openid: 'h5_o1',
  h5_changed: true,
  h5_changed_at: 1_700_000_000,
};

describe('the member shape', () => {
  it('accepts a member with every answer of 02 §3, and one without them', () => {
    expect(memberShape(full, 'data')).toBe(full);
    expect(memberShape({ id: 'm2', is_clerk: false }, 'data')).toEqual({ id: 'm2', is_clerk: false });
  });

  it('refuses an answer of another type, naming it', () => {
    expect(() => memberShape({ ...full, car: { brands: 'BYD' } }, 'data')).toThrow(
      'data.car.brands: expected an array',
    );
    expect(() => memberShape({ ...full, sport: { levels: [3] } }, 'data')).toThrow(
      'data.sport.levels[0]: expected a string',
    );
    expect(() => memberShape({ ...full, h5_changed_at: '2024-01-01' }, 'data')).toThrow(
      'data.h5_changed_at: expected a number',
    );
    expect(() => memberShape({ ...full, address: { has_dealer: 'yes' } }, 'data')).toThrow(
      'data.address.has_dealer: expected a boolean',
    );
  });
});
