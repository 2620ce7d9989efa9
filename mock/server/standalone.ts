/**
 * `npm run serve`: the mock backend plus the production build on one origin, for demos and browser tests.
 * Browser tests can also start it in-process with startServer().
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { env } from '../../config/env';
import { securityHeaders } from '../../config/securityHeaders';
import { apiBackend } from './apiBackend';
import { serve, type RunningServer } from './serve';

export interface StartServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The production build; defaults to `dist/` at the project root. */
  distDir?: string;
  /** Build the tracking store before listening (default); tests that never read it pass false. */
  buildTrackingStore?: boolean;
  /**
   * Origins allowed to show the app in a frame (CSP frame-ancestors, besides its own): by default the
   * TRUSTED_FRAME_ORIGINS of the server's environment, the variable the build reads for the same purpose.
   */
  frameAncestors?: readonly string[];
  /** The real backend's origin (API_TARGET): API paths go there and the mock is not loaded. */
  apiTarget?: string;
  /** Serve the test controls `/__mock/*`: the browser tests' server only (`MOCK_TEST_CONTROLS=1` for `npm run serve`). */
  testControls?: boolean;
}

export type { RunningServer };

export const DEFAULT_PORT = 4173;
const DEFAULT_DIST = path.resolve(__dirname, '../../dist');

export function createApp({
  distDir = DEFAULT_DIST,
  buildTrackingStore = true,
  testControls = false,
  frameAncestors = env.trustedFrameOrigins,
  apiTarget,
}: Omit<StartServerOptions, 'port' | 'host'> = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const headers = Object.entries(securityHeaders(frameAncestors));
  app.use((_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  });
  app.use(apiBackend(apiTarget, { buildTrackingStore, testControls }).middleware);
  app.use(express.static(distDir, { index: 'index.html' }));
  // Routes are hash-based, so any other page request gets the app shell.
  app.get('*', (_req, res) => {
    const index = path.join(distDir, 'index.html');
    if (fs.existsSync(index)) res.sendFile(index);
    else res.status(404).type('text/plain').send(`No production build in ${distDir}: run npm run build`);
  });
  return app;
}

export function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  return serve(createApp(options), { port: options.port ?? DEFAULT_PORT, host: options.host });
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${value}`);
  return port;
}

if (require.main === module) {
  startServer({
    port: portFromEnv(process.env.PORT),
    testControls: process.env.MOCK_TEST_CONTROLS === '1',
    apiTarget: process.env.API_TARGET,
    // Another build than dist/: the browser tests' development build (e2e/sessionReplay.e2e.ts).
    distDir: process.env.DIST_DIR || undefined,
  })
    .then(({ url }) => console.log(`The app on ${url}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
