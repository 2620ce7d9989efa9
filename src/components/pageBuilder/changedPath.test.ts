import { changedPath } from './changedPath';

describe('the change a form made to a block', () => {
  const data = { title: 'a', backgroundColor: { type: 'hex', colour: '#ffffff' }, items: [1] };

  it('is the one value typed, as deep as it lies', () => {
    expect(changedPath(data, { ...data, backgroundColor: { type: 'hex', colour: '#ff0000' } })).toEqual({
      path: ['backgroundColor', 'colour'],
      value: '#ff0000',
    });
    expect(changedPath(data, { ...data, items: [1, 2] })).toEqual({ path: ['items'], value: [1, 2] });
    expect(changedPath(data, { ...data })).toBeNull();
  });

  it('is the whole object when one edit changed several of its values (a colour in another notation)', () => {
    const rgb = { type: 'rgb', colour: 'rgb(255, 255, 255)' };
    expect(changedPath(data, { ...data, backgroundColor: rgb })).toEqual({
      path: ['backgroundColor'],
      value: rgb,
    });
  });

  it('ignores the fields a form has not filled', () => {
    expect(changedPath(data, { title: 'a', backgroundColor: { type: undefined as never } })).toBeNull();
  });
});
