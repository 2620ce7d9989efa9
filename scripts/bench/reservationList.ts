/**
 * Reservation records bench (issue 14): the time from navigation to `/reservation/list` (the menu entry, which
 * opens 'Has Dealer') until 20 rows of its activity are rendered with the form's answers (the config, the form
 * and the records are three calls, the first two in a row), in Chromium on the production build with the
 * mock backend (demo seed). Cold is a fresh signed-in context, warm a second navigation in the same context;
 * prints the median of several runs.
 *
 *   npm run build && npx tsx scripts/bench/reservationList.ts     (or `npm run bench reservation`)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { ANSWERS_SHOWN_AT_FIRST } from '../../src/components/formFields/formFieldColumns';
import { DIST, openBenchBrowser } from './browser';
import { median, runAlone } from './figures';

const RUNS = 5;
/**
 * A row's cells: the Has Dealer form's first answers (its thirty fields' others wait in the column setting) and
 * the record's own eight (created at, status, store, motorcycle and its image, referer, nickname, avatar).
 */
const ROW_CELLS = ANSWERS_SHOWN_AT_FIRST + 8;

/** Milliseconds from navigation until 20 rows show, each with the form's answers. */
async function timeToRows(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(
    (columns) => {
      const rows = document.querySelectorAll('tr.ant-table-row');
      return rows.length === 20 && rows[19].querySelectorAll('td').length >= columns;
    },
    ROW_CELLS,
    { timeout: 60_000 },
  );
  const elapsed = Date.now() - started;
  await page.close();
  return elapsed;
}

export async function benchReservationList(): Promise<string[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    return ['no production build in dist/: run npm run build'];
  const bench = await openBenchBrowser();
  try {
    const url = `${bench.url}/#/reservation/list`;
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await bench.signedIn();
      cold.push(await timeToRows(context, url));
      warm.push(await timeToRows(context, url));
      await context.close();
    }
    return [
      `navigation to 20 rendered reservation rows of ${ROW_CELLS} cells (median of ${RUNS}): ` +
        `cold ${median(cold)} ms, warm ${median(warm)} ms`,
      `  cold runs: ${cold.join(', ')} ms; warm runs: ${warm.join(', ')} ms`,
    ];
  } finally {
    await bench.close();
  }
}

runAlone(module, benchReservationList);
