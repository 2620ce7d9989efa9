/**
 * antd, its icons and pro-components are some 3,600 CommonJS modules, and every jsdom test file loaded them one by
 * one: 2 s a file before its first case. Bundled into one file (esbuild) they load in a third of that. React, and
 * dayjs with its plugins, stay outside, so that the app, the tests and the bundle share one of each.
 *
 * jest's globalSetup builds the bundle into node_modules/.cache (beside the packages it is made of) when it is
 * missing or a package changed; the dom project maps each package to its shim there (jest.config.ts), and its
 * runtime keeps V8's compiled code of the bundle (test/jestRuntime.cjs).
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const VENDOR_DIR = path.join(ROOT, 'node_modules/.cache/jest-vendor');

/** Each bundled module, by the shim name the dom project maps it to. */
export const VENDOR_MODULES = {
  antd: 'antd',
  icons: '@ant-design/icons',
  proComponents: '@ant-design/pro-components',
  // The app sets the motion of antd's popups (src/app/AntdLocale.tsx) through the same context antd reads.
  motion: 'rc-motion',
  // test/domSetup.ts marks antd's styles as present in the bundle's own style cache.
  styleCacheMap: '@ant-design/cssinjs/lib/util/cacheMapUtil',
} as const;

const VERSIONED_PACKAGES = [
  'antd',
  '@ant-design/icons',
  '@ant-design/pro-components',
  '@ant-design/cssinjs',
  'esbuild',
];

/** The dom project's moduleNameMapper entries: each package to its shim. */
export function vendorModuleMapper(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(VENDOR_MODULES).map(([shim, specifier]) => [
      `^${specifier.replace(/[/.]/g, '\\$&')}$`,
      path.join(VENDOR_DIR, `${shim}.cjs`),
    ]),
  );
}

function stamp(): string {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const versions = VERSIONED_PACKAGES.map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  );
  return JSON.stringify({ versions, modules: VENDOR_MODULES });
}

export async function ensureVendorBundle(): Promise<void> {
  const stampFile = path.join(VENDOR_DIR, 'stamp.json');
  const wanted = stamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  mkdirSync(VENDOR_DIR, { recursive: true });
  const entries = Object.entries(VENDOR_MODULES);
  const bundle = path.join(VENDOR_DIR, 'vendor.cjs');
  // Written aside and renamed: two jest runs starting at once never read a half-written bundle.
  const pending = `${bundle}.${process.pid}`;
  await build({
    stdin: {
      contents: entries.map(([shim, specifier]) => `exports.${shim} = require('${specifier}');`).join('\n'),
      resolveDir: ROOT,
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'dayjs', 'dayjs/*'],
    outfile: pending,
    logLevel: 'warning',
  });
  renameSync(pending, bundle);
  // The compiled code of the bundle before (test/jestRuntime.cjs) is of no use any more.
  for (const file of readdirSync(VENDOR_DIR))
    if (file.endsWith('.v8cache')) rmSync(path.join(VENDOR_DIR, file));
  for (const [shim] of entries) {
    writeFileSync(
      path.join(VENDOR_DIR, `${shim}.cjs`),
      `module.exports = require('./vendor.cjs').${shim};\n`,
    );
  }
  writeFileSync(stampFile, wanted);
}
