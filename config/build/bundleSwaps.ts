/**
 * Modules the production bundle swaps for its own (webpack.config.ts's aliases) that change what antd or
 * pro-components style with. The build's antd stylesheet (antdStyles.tsx) is rendered with them too: its map
 * is keyed by each theme's token hash, and a token computed by another module misses in the browser.
 *
 * pro-components derive their layout colours with @ctrl/tinycolor (`setAlpha`), whose `rgba(0, 0, 0, 0.04)`
 * our shim writes `rgba(0,0,0,0.04)`: the same colour, another token hash (17oummy in the sheet, 17di218 in the
 * browser), so every pro-component computed and injected its styles at run time.
 */
import Module from 'node:module';
import path from 'node:path';

export const BUNDLE_SWAPS: Record<string, string> = {
  '@ctrl/tinycolor': path.join(__dirname, 'tinycolor.js'),
};

type Resolve = (request: string, ...rest: unknown[]) => string;

/** Makes Node's `require` load the bundle's swaps, as webpack does (for antdStyles.tsx's child process). */
export function requireBundleSwaps(): void {
  const resolver = Module as unknown as { _resolveFilename: Resolve };
  const resolve = resolver._resolveFilename;
  resolver._resolveFilename = (request, ...rest) => resolve(BUNDLE_SWAPS[request] ?? request, ...rest);
}
