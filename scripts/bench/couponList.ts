/**
 * Coupon list bench (issue 3 "Measured"): the time from navigation to a rendered 20-row coupon list in Chromium,
 * on the production build served with the mock backend (demo seed). Cold is a fresh browser context (empty
 * cache, signed in through the API); warm is a second navigation in the same context. Prints the median of
 * several runs, and the gzip size of the JavaScript the cold navigation fetched (the whole first load: login
 * page's entry, shell and list page). Targets (issue 10 §6): at most half of Ant Design Pro's table-list time
 * (no reference runs here: see README, Bench) and at most 500 KB gzip of JavaScript.
 *
 *   npm run build && npx tsx scripts/bench/couponList.ts     (or through `npm run bench`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { DIST, openBenchBrowser } from './browser';

const RUNS = 5;
const JS_TARGET_KB = 500;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from navigation until the table shows 20 rows; `scripts` collects the JavaScript fetched. */
async function timeToRows(
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

export async function benchCouponList(): Promise<string[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    return ['no production build in dist/: run npm run build'];
  const bench = await openBenchBrowser();
  try {
    const url = `${bench.url}/#/coupon/list`;
    const cold: number[] = [];
    const warm: number[] = [];
    const scripts = new Set<string>();
    for (let run = 0; run < RUNS; run++) {
      const context = await bench.signedIn();
      cold.push(await timeToRows(context, url, scripts));
      warm.push(await timeToRows(context, url));
      await context.close();
    }
    const gzip = [...scripts].reduce(
      (total, file) => total + gzipSync(fs.readFileSync(path.join(DIST, file))).length,
      0,
    );
    const kb = gzip / 1024;
    return [
      `navigation to a rendered 20-row coupon list (median of ${RUNS}): cold ${median(cold)} ms, warm ${median(warm)} ms`,
      `  cold runs: ${cold.join(', ')} ms; warm runs: ${warm.join(', ')} ms`,
      `  JavaScript of that first load: ${kb.toFixed(1)} KB gzip in ${scripts.size} files (target ${JS_TARGET_KB} KB: ${
        kb <= JS_TARGET_KB ? 'met' : 'NOT MET'
      })`,
      "  Ant Design Pro's table-list side by side: not run (its template is not published on npm: README, Bench)",
    ];
  } finally {
    await bench.close();
  }
}

if (require.main === module) {
  benchCouponList()
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
