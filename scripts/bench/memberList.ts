/**
 * Member list bench (issue 14): the time from navigation to a rendered 20-row member list whose tags column is
 * drawn (the page's one tag-center call answered), in Chromium, on the production build served with the mock
 * backend (demo seed, 3,000 members). Cold is a fresh signed-in context, warm a second navigation in it; the
 * median of several runs.
 *
 *   npm run build && npx tsx scripts/bench/memberList.ts     (or `npm run bench member`)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { DIST, openBenchBrowser } from './browser';
import { median, runAlone } from './figures';

const RUNS = 5;

/** Milliseconds from navigation until 20 rows show and no tag cell is still waiting for its tags. */
async function timeToTaggedRows(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const rows = document.querySelectorAll('tr.ant-table-row');
      return (
        rows.length === 20 &&
        document.querySelectorAll('tr.ant-table-row .ant-spin').length === 0 &&
        document.querySelectorAll('tr.ant-table-row .ant-tag').length > 0
      );
    },
    undefined,
    { timeout: 60_000 },
  );
  const elapsed = Date.now() - started;
  await page.close();
  return elapsed;
}

export async function benchMemberList(): Promise<string[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    return ['no production build in dist/: run npm run build'];
  const bench = await openBenchBrowser();
  try {
    const url = `${bench.url}/#/user/list`;
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await bench.signedIn();
      cold.push(await timeToTaggedRows(context, url));
      warm.push(await timeToTaggedRows(context, url));
      await context.close();
    }
    return [
      `navigation to 20 member rows with their tags (median of ${RUNS}): cold ${median(cold)} ms, warm ${median(warm)} ms`,
      `  cold runs: ${cold.join(', ')} ms; warm runs: ${warm.join(', ')} ms`,
    ];
  } finally {
    await bench.close();
  }
}

runAlone(module, benchMemberList);
