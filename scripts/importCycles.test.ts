import { findCycles, runtimeImportsOf } from './importCycles';

describe('runtimeImportsOf', () => {
  it('counts the imports and re-exports that run, not the type-only ones nor a lazy import()', () => {
    const text = `
      import a from './a';
      import { b, type B } from './b';
      import './sideEffect';
      import type { C } from './c';
      import { type D } from './d';
      export { e } from './e';
      export * from './f';
      export type { G } from './g';
      export { type H } from './h';
      const lazy = () => import('./lazy');
    `;
    expect(runtimeImportsOf('x.ts', text)).toEqual(['./a', './b', './sideEffect', './e', './f']);
  });
});

describe('findCycles', () => {
  it('finds no cycle in a graph that has none', () => {
    const graph = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('names one loop of each group of files that import each other, from its first file', () => {
    const graph = new Map([
      ['z', ['x']],
      ['x', ['y']],
      ['y', ['z', 'w']],
      ['w', []],
      ['p', ['q']],
      ['q', ['p']],
      ['self', ['self']],
    ]);
    expect(findCycles(graph)).toEqual(
      expect.arrayContaining([
        ['x', 'y', 'z', 'x'],
        ['p', 'q', 'p'],
        ['self', 'self'],
      ]),
    );
    expect(findCycles(graph)).toHaveLength(3);
  });
});
