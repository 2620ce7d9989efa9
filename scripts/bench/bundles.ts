/**
 * Bundle and build measurements (issue 2 "Measured"): a clean production build, timed; then the gzip size of
 * the JavaScript the login page loads, of what the shell adds after login, and of what each lazily loaded
 * page or widget adds on top of the shell. It also checks that charts, the rich-text editor and xlsx are in
 * none of the first two.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type StatsChunk, type StatsCompilation } from 'webpack';
import createConfig from '../../webpack.config';
import { PRELOAD_FILE_PREFIX } from '../../config/build/firstScreenPreload';
import { gzipBytes, kb, runAlone } from './figures';

const ROOT = path.resolve(__dirname, '../..');
const HEAVY = /node_modules\/(@antv|braft-|draft-js|xlsx|@e965|file-saver)/;
const LOGIN_BUDGET_KB = 170;

function build(): Promise<{ stats: StatsCompilation; seconds: number; outDir: string }> {
  // From before the configuration: making it starts the antd stylesheet's child process (antdStylesheet.ts).
  const started = process.hrtime.bigint();
  const config = createConfig({}, { mode: 'production' });
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({
        stats: stats.toJson({
          all: false,
          chunks: true,
          chunkModules: true,
          chunkGroups: true,
          assets: true,
        }),
        seconds,
        outDir: config.output?.path ?? path.join(ROOT, 'dist'),
      });
    });
  });
}

function moduleNames(chunk: StatsChunk): string[] {
  const names: string[] = [];
  const visit = (modules: StatsChunk['modules']) => {
    for (const module of modules ?? []) {
      if (module.modules) visit(module.modules);
      else if (module.name) names.push(module.name);
    }
  };
  visit(chunk.modules);
  return names;
}

function jsAssets(group: { assets?: { name: string }[] } | undefined): string[] {
  return (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));
}

export async function benchBundles(): Promise<string[]> {
  fs.rmSync(path.join(ROOT, 'dist'), { recursive: true, force: true });
  const { stats, seconds, outDir } = await build();
  const groups = stats.namedChunkGroups ?? {};
  // index.html's own scripts besides the entry's: the first screen's preload (config/build/firstScreenPreload.ts).
  const preload = fs
    .readdirSync(path.join(outDir, 'js'))
    .map((file) => `js/${file}`)
    .filter((file) => file.startsWith(PRELOAD_FILE_PREFIX));
  const loginFiles = new Set([...jsAssets(groups.main), ...preload]);
  const shellFiles = new Set(jsAssets(groups.shell).filter((file) => !loginFiles.has(file)));
  const loginBytes = gzipBytes(outDir, loginFiles);

  const upFront = new Set([...loginFiles, ...shellFiles]);
  const heavyUpFront = (stats.chunks ?? [])
    .filter((chunk) => (chunk.files ?? []).some((file) => upFront.has(file)))
    .flatMap(moduleNames)
    .filter((name) => HEAVY.test(name));

  const lines = [
    `production build: ${seconds.toFixed(1)} s (target under 30 s on 2 cores)`,
    `login page JavaScript: ${kb(loginBytes)} gzip (budget ${LOGIN_BUDGET_KB} KB) — ${
      loginBytes <= LOGIN_BUDGET_KB * 1024 ? 'within budget' : 'OVER BUDGET'
    }`,
    `shell after login adds: ${kb(gzipBytes(outDir, shellFiles))} gzip`,
    `charts, rich-text editor, xlsx in the login page or the shell: ${
      heavyUpFront.length ? `YES (${[...new Set(heavyUpFront)].slice(0, 5).join(', ')})` : 'none'
    }`,
    'lazily loaded pages and widgets (gzip each adds over login + shell):',
  ];
  for (const name of Object.keys(groups).sort()) {
    if (name === 'shell' || name === 'main') continue;
    const own = jsAssets(groups[name]).filter((file) => !upFront.has(file));
    lines.push(`  ${name}: ${kb(gzipBytes(outDir, own))}`);
  }
  return lines;
}

runAlone(module, benchBundles);
