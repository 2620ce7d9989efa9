import { linkTo } from './links';

describe('linkTo', () => {
  it('writes a path without parameters as it is declared', () => {
    expect(linkTo('/doc/list')).toBe('/doc/list');
  });

  it('puts each parameter in its place, encoded', () => {
    expect(linkTo('/doc/:id/application/list', { id: 'a/b c' })).toBe('/doc/a%2Fb%20c/application/list');
    expect(linkTo('/floor/tabs/:type/:id', { type: 'home', id: '7' })).toBe('/floor/tabs/home/7');
  });

  it('refuses, in the type check, a path the table does not have and a parameter left out', () => {
    // @ts-expect-error: no such route
    expect(() => linkTo('/doc/no-such-page')).not.toThrow();
    // @ts-expect-error: `id` is missing
    expect(linkTo('/doc/:id', {})).toBe('/doc/');
  });
});
