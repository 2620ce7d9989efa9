/**
 * The antd stylesheet's child process loads the modules the bundle swaps, as webpack does: pro-components'
 * tokens, and so the sheet's map, are then the browser's.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BUNDLE_SWAPS } from './bundleSwaps';

it('makes require give pro-components the bundle’s @ctrl/tinycolor', () => {
  const proProvider = path.dirname(require.resolve('@ant-design/pro-provider/package.json'));
  const resolved = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--eval',
      `require('./config/build/bundleSwaps.register');
       process.stdout.write(require.resolve('@ctrl/tinycolor', { paths: [${JSON.stringify(proProvider)}] }))`,
    ],
    { cwd: path.join(__dirname, '../..'), encoding: 'utf8' },
  );
  expect(resolved).toBe(BUNDLE_SWAPS['@ctrl/tinycolor']);
});
