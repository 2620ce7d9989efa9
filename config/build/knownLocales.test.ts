/**
 * The knownLocales loader's patches still apply to the installed react-intl and intl-messageformat (run in a
 * Node of its own: jest does not load .mjs loaders).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LOADER = path.join(__dirname, 'knownLocales.mjs');

/** The loader's output for a file, or its error message. */
function load(resourcePath: string, source: string): string {
  const script = `import load from ${JSON.stringify(LOADER)};
    const { resourcePath, source } = JSON.parse(process.env.INPUT);
    try { process.stdout.write(load.call({ resourcePath }, source)); }
    catch (error) { process.stdout.write('ERROR ' + error.message); }`;
  return execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    env: { ...process.env, INPUT: JSON.stringify({ resourcePath, source }) },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Where a module asks Intl.NumberFormat whether it formats the locale it was given. */
const asks = (text: string) =>
  text.match(/Intl\.NumberFormat\.supportedLocalesOf\(locales?\)(?!\[0\])/g) ?? [];

it.each(['@formatjs/intl/lib/src/create-intl.js', 'intl-messageformat/lib/src/core.js'])(
  'takes the locale as supported in %s, without asking Intl.NumberFormat',
  (file) => {
    const resourcePath = require.resolve(file);
    const source = fs.readFileSync(resourcePath, 'utf8');
    expect(asks(source)).not.toEqual([]);
    const patched = load(resourcePath, source);
    expect(patched).not.toMatch(/^ERROR/);
    expect(asks(patched)).toEqual([]);
  },
);

it('fails the build when a patched line is gone (an upgrade changed it)', () => {
  const resourcePath = '/x/node_modules/@formatjs/intl/lib/src/create-intl.js';
  expect(load(resourcePath, 'export function createIntl() {}')).toMatch(/^ERROR knownLocales: .* not found/);
});
