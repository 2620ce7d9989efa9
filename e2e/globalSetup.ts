import fs from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../mock/server/standalone';
import { warmUp } from './chromium';

declare global {
  var __E2E_SERVER__: RunningServer | undefined;
}

/** The hosting page the build trusts (build:e2e in package.json), allowed to frame the app. */
export const E2E_FRAME_ANCESTORS = ['http://127.0.0.1:4174'];

/** One server for the whole run: the production build and the mock backend on a free port. */
export default async function globalSetup() {
  const distDir = path.resolve(__dirname, '../dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('No production build: run `npm run test:e2e` (it builds first) or `npm run build`.');
  }
  // The tests reset the data and expire sessions through /__mock/*, which only a test server has.
  const server = await startServer({
    port: 0,
    distDir,
    testControls: true,
    frameAncestors: E2E_FRAME_ANCESTORS,
  });
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
  await warmUp(server.url);
}
