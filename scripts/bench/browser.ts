/**
 * What the Chromium benches share: the production build in dist/ served with the mock backend (demo seed, in a
 * process of its own: e2e/serverProcess.ts), and Debian's Chromium with fresh, signed-in contexts.
 */
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../../e2e/chromium';
import type { RunningServer } from '../../mock/server/serve';
import { serverProcess } from '../../e2e/serverProcess';

export const DIST = path.resolve(__dirname, '../../dist');

/** What a page shows while it waits: the page spinner, a table's or a skeleton. */
export const BUSY = '[data-testid=page-spinner], .ant-spin-spinning, .ant-skeleton-active';

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
  // In a process of its own, so this one only measures: here, the mock's answers to what a page asks after its
  // rows (a complaint page's twenty status reads) ran on the event loop waiting for "rows drawn" (~80 ms more).
  const server: RunningServer = await serverProcess('mock/server/standalone.ts', [], { DIST_DIR: DIST });
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

/** Milliseconds from navigation until the table shows 20 rows; `scripts` collects the JavaScript fetched. */
export async function timeToRows(
  context: BrowserContext,
  url: string,
  scripts = new Set<string>(),
): Promise<number> {
  const page = await context.newPage();
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    if (file.endsWith('.js')) scripts.add(file);
  });
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('tr.ant-table-row').length === 20, undefined, {
    timeout: 60_000,
  });
  const elapsed = Date.now() - started;
  await page.close();
  return elapsed;
}
