/**
 * The JavaScript each tracking dashboard tab loads (issue 5 "Measured"), as Chromium fetches it from the
 * production build: a fresh context opens the tab by URL, and every script it fetched that the shell (/account)
 * did not is counted, gzip. G2 should come with the chart tabs only, G6 with the referral graph, L7 with the map.
 *
 *   npm run build && npx tsx scripts/bench/trackingTabs.ts     (or through `npm run bench`)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DIST, openBenchBrowser } from './browser';
import { gzipBytes, kb, runAlone } from './figures';

interface TabVisit {
  label: string;
  route: string;
  /** Clicked after the tab shows, for views inside a tab. */
  click?: string;
}

const VISITS: TabVisit[] = [
  ...['pvuv', 'scene', 'area', 'device', 'system', 'user'].map((tab) => ({
    label: tab,
    route: `/tracking?tab=${tab}`,
  })),
  { label: 'referer (table)', route: '/tracking/launch?tab=referer' },
  { label: 'referer graph', route: '/tracking/launch?tab=referer', click: 'Referer Graph' },
  { label: 'map', route: '/tracking/launch?tab=map' },
];

/** How long the page must fetch nothing before its scripts count as loaded. */
const QUIET_MS = 3_000;

async function scriptsFetched(context: BrowserContext, url: string, click?: string): Promise<Set<string>> {
  const page: Page = await context.newPage();
  const scripts = new Set<string>();
  let last = Date.now();
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    if (file.endsWith('.js')) scripts.add(file);
    last = Date.now();
  });
  await page.goto(url);
  await page.locator('.ant-layout-header').waitFor({ timeout: 60_000 });
  if (click) {
    await page.getByRole('tab', { name: click }).click({ timeout: 60_000 });
    last = Date.now();
  }
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(500);
  await page.close();
  return scripts;
}

/** Named chunks in the file names (`chart-referral-graph.1a2b.js`); numbered ones are library splits. */
const named = (files: Iterable<string>) =>
  [...files].map((file) => /^js\/([a-z][\w-]*)\./.exec(file)?.[1]).filter(Boolean);

export async function benchTrackingTabs(): Promise<string[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    return ['no production build in dist/: run npm run build'];
  const bench = await openBenchBrowser();
  try {
    const shellContext = await bench.signedIn();
    const shell = await scriptsFetched(shellContext, `${bench.url}/#/account`);
    await shellContext.close();
    const lines = ['gzip JavaScript each tab loads beyond the shell (fetched by Chromium, fresh cache):'];
    for (const visit of VISITS) {
      const context = await bench.signedIn();
      const fetched = await scriptsFetched(context, `${bench.url}/#${visit.route}`, visit.click);
      await context.close();
      const extra = [...fetched].filter((file) => !shell.has(file));
      lines.push(
        `  ${visit.label}: ${kb(gzipBytes(DIST, extra))} (${named(extra).join(', ') || 'no named chunk'})`,
      );
    }
    return lines;
  } finally {
    await bench.close();
  }
}

runAlone(module, benchTrackingTabs);
