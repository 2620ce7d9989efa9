/**
 * What the Chromium benches share: the production build in dist/ served with the mock backend (demo seed), and
 * Debian's Chromium with fresh, signed-in contexts.
 */
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../../e2e/chromium';
import { startServer, type RunningServer } from '../../mock/server/standalone';

export const DIST = path.resolve(__dirname, '../../dist');

/** The production build served with the mock backend, and a Chromium to open it in. */
export interface BenchBrowser {
  url: string;
  /** A fresh context (empty cache) signed in as the admin through the API. */
  signedIn(): Promise<BrowserContext>;
  /** A fresh context, signed in nowhere, reaching no host but this machine (for the peer). */
  fresh(): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function openBenchBrowser(): Promise<BenchBrowser> {
  const server: RunningServer = await startServer({ port: 0, distDir: DIST });
  let browser: Browser;
  try {
    browser = await launchChromium(['--disable-gpu']);
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: server.url,
    async fresh() {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      return context;
    },
    async signedIn() {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
      const answer = await context.request.post(`${server.url}/api/v1/manager/login`, {
        data: { email: 'admin@moto.example', password: 'admin123' },
      });
      if (!answer.ok()) throw new Error(`login failed: ${answer.status()}`);
      return context;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
