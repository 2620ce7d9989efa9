/**
 * Webpack loader: turns a module that exports only React components (a default one, and named ones listed as
 * `export { A, B };`) into stubs that load the real module on first render. Used for pro-field's value-type
 * renderers (date and time pickers, colour picker, tree select ...): ProTable imports every one of them, but a
 * list's first screen renders none, so they should not weigh on its first load. The real module is requested
 * with `?eager`, which this loader's rule excludes.
 */
import path from 'node:path';

const stub = (name, pick) => `forwardRef(function Lazy${name}(props, ref) {
  return createElement(Suspense, { fallback: null }, createElement(${pick}, Object.assign({}, props, { ref })));
})`;

export default function lazyComponents(source) {
  const real = JSON.stringify(`./${path.basename(this.resourcePath)}?eager`);
  const named = [...source.matchAll(/^export \{([\w\s,]+)\};?$/gm)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const lines = [
    "import { createElement, forwardRef, lazy, Suspense } from 'react';",
    `const load = () => import(${real});`,
    `const Default = lazy(load);`,
    `export default ${stub('Default', 'Default')};`,
  ];
  for (const name of named)
    lines.push(
      `const ${name}Real = lazy(() => load().then((real) => ({ default: real.${name} })));`,
      `export const ${name} = ${stub(name, `${name}Real`)};`,
    );
  return lines.join('\n');
}
