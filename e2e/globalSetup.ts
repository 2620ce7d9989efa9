import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@jest/types';
import type { RunningServer } from '../mock/server/standalone';
import { warmUp } from './chromium';
import { startServerProcess } from './serverProcess';

declare global {
  var __E2E_SERVERS__: RunningServer[] | undefined;
}

/** The hosting page the build trusts (build:e2e in package.json), allowed to frame the app. */
export const E2E_FRAME_ANCESTORS = ['http://127.0.0.1:4174'];

/**
 * One server per worker: the production build and the mock backend, each on a free port. The tests reset the data
 * and expire sessions through /__mock/*, so a worker's server is its own (`baseUrl()` in harness.ts picks it).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig) {
  const distDir = path.resolve(__dirname, '../dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('No production build: run `npm run test:e2e` (it builds first) or `npm run build`.');
  }
  const count = Math.max(1, globalConfig.maxWorkers);
  const servers = await Promise.all(
    Array.from({ length: count }, () => startServerProcess(E2E_FRAME_ANCESTORS)),
  );
  globalThis.__E2E_SERVERS__ = servers;
  process.env.E2E_SERVER_URLS = servers.map((server) => server.url).join(',');
  await warmUp(servers[0].url);
}
