import {
  arrayOf,
  boolean,
  either,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  optional,
  recordOf,
  string,
} from './shape';

describe('shapes', () => {
  const row = object({
    id: nonEmptyString,
    status: oneOf('picked', 'used'),
    used: boolean,
    used_at: optional(nullable(number)),
    tags: arrayOf(string),
  });

  it('answer the value itself when it fits, unnamed fields included', () => {
    const value = { id: 'a', status: 'used', used: true, used_at: null, tags: [], extra: 1 };
    expect(row(value, 'data')).toBe(value);
    expect(row({ id: 'b', status: 'picked', used: false, tags: ['x'] }, 'data')).toMatchObject({ id: 'b' });
  });

  it('name the first place that does not fit', () => {
    const good = { id: 'a', status: 'used', used: true, tags: [] };
    expect(() => row({ ...good, id: '' }, 'data')).toThrow('data.id: expected a non-empty string');
    expect(() => row({ ...good, status: 'lost' }, 'data')).toThrow(
      'data.status: expected one of picked, used',
    );
    expect(() => row({ ...good, used_at: 'soon' }, 'data')).toThrow('data.used_at: expected a number');
    expect(() => row({ ...good, tags: ['x', 2] }, 'data')).toThrow('data.tags[1]: expected a string');
    expect(() => row([], 'data')).toThrow('data: expected an object');
    expect(() => number(Number.NaN, 'n')).toThrow('n: expected a number');
  });

  it('check every entry of a record, and take the first of two shapes that fits', () => {
    expect(() => recordOf(number)({ a: 1, b: '2' }, 'data')).toThrow('data.b: expected a number');
    const answer = either(object({ url: string }), object({ job_id: string }));
    expect(answer({ job_id: 'j' }, 'data')).toEqual({ job_id: 'j' });
    expect(() => answer({}, 'data')).toThrow('data.job_id: expected a string');
  });
});
