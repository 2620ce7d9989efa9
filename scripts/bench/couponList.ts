/**
 * Coupon list bench (issue 3 "Measured"): the time from navigation to a rendered 20-row coupon list in Chromium,
 * on the production build served with the mock backend (demo seed). Cold is a fresh browser context (empty
 * cache, signed in through the API); warm is a second navigation in the same context. Prints the median of
 * several runs. What the list page adds over the shell in gzip is in the bundles section (`coupon-list`).
 *
 *   npm run build && npx tsx scripts/bench/couponList.ts     (or through `npm run bench`)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { DIST, openBenchBrowser } from './browser';

const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from navigation until the table shows 20 rows. */
async function timeToRows(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
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
    for (let run = 0; run < RUNS; run++) {
      const context = await bench.signedIn();
      cold.push(await timeToRows(context, url));
      warm.push(await timeToRows(context, url));
      await context.close();
    }
    return [
      `navigation to a rendered 20-row coupon list (median of ${RUNS}): cold ${median(cold)} ms, warm ${median(warm)} ms`,
      `  cold runs: ${cold.join(', ')} ms; warm runs: ${warm.join(', ')} ms`,
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
