/**
 * Every route of the route table (issue 36 §2): a first pass opens each route without an `:id` in a fresh
 * context and, once it has settled, keeps the gzip JavaScript that first load fetched (budget 500 KB) and the rows
 * its table drew; a route whose page draws table rows is a list route. Then, run after run, each list route is
 * timed cold from navigation until its first search's rows are drawn (20, or all the demo has), with Ant Design
 * Pro's table-list (PEER_DIST) timed cold beside it in the same loop: target, at most 0.4 of the peer's time.
 *
 *   npm run build && npx tsx scripts/bench/listRoutes.ts     (or `npm run bench -- routes`)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { pageRoutes } from '../../src/routes';
import { BUSY, DIST, openBenchBrowser, type BenchBrowser } from './browser';
import { gzipBytes, kb, median, runAlone } from './figures';
import { peerDist, startPeerServer, timePeerColdRun, type PeerServer } from './peerTableList';

/**
 * Runs per route. Of 3, one slow run in two made a route's median (33 routes: one or two a run, a different one
 * each time, by up to +0.07 of the peer's time); of 5 it takes three.
 */
const RUNS = 5;
const JS_BUDGET_KB = 500;
const PEER_RATIO_TARGET = 0.4;
/** How long a settled page stays the same before the first pass reads it. */
const QUIET_MS = 500;

/** A list's rows: the list container's ProTable (a dashboard's ranking tables are not lists). */
const ROWS = '.ant-pro-table tr.ant-table-row';

interface FirstLoad {
  route: string;
  rows: number;
  jsBytes: number;
}

/** Opens `route` in `context`; answers the page and the JavaScript files it fetched. */
async function open(context: BrowserContext, url: string, scripts: Set<string>): Promise<Page> {
  const page = await context.newPage();
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    if (file.endsWith('.js')) scripts.add(file);
  });
  await page.goto(url);
  return page;
}

/** Waits until the shell shows the route with nothing busy and the same row count for QUIET_MS. */
async function settled(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    ({ busy, rows, quietMs }) => {
      const state = window as { quiet?: { since: number; count: number } };
      const route = document.querySelector<HTMLElement>('main[data-route]')?.dataset.route;
      const ready = route !== undefined && !document.querySelector(busy);
      const count = document.querySelectorAll(rows).length;
      if (!ready || state.quiet?.count !== count) {
        state.quiet = ready ? { since: performance.now(), count } : undefined;
        return false;
      }
      // An object, so a page of no rows (0) is an answer too.
      return performance.now() - state.quiet.since >= quietMs ? { count } : false;
    },
    { busy: BUSY, rows: ROWS, quietMs: QUIET_MS },
    { timeout: 60_000, polling: 50 },
  );
  return ((await handle.jsonValue()) as { count: number }).count;
}

async function firstLoad(bench: BenchBrowser, route: string): Promise<FirstLoad> {
  const context = await bench.signedIn();
  try {
    const scripts = new Set<string>();
    const page = await open(context, `${bench.url}/#${route}`, scripts);
    const rows = await settled(page);
    return { route, rows, jsBytes: gzipBytes(DIST, scripts) };
  } finally {
    await context.close();
  }
}

/** Milliseconds from navigation (a fresh context) until `rows` rows are drawn and the table is not busy. */
async function timeToFirstRows(bench: BenchBrowser, route: string, rows: number): Promise<number> {
  const context = await bench.signedIn();
  try {
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${bench.url}/#${route}`);
    await page.waitForFunction(
      ({ selector, count, busy }) =>
        document.querySelectorAll(selector).length >= count && !document.querySelector(busy),
      { selector: ROWS, count: rows, busy: BUSY },
      { timeout: 60_000, polling: 'raf' },
    );
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
const pad = (text: string, width: number) => text.padEnd(width);

export async function benchListRoutes(): Promise<string[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    return ['no production build in dist/: run npm run build'];
  const routes = [...new Set(pageRoutes.map((route) => route.path))].filter((route) => !route.includes(':'));
  const peerDir = peerDist();
  const bench = await openBenchBrowser();
  let peer: PeerServer | null = null;
  try {
    if (peerDir) peer = await startPeerServer(peerDir);
    const loads: FirstLoad[] = [];
    for (const route of routes) loads.push(await firstLoad(bench, route));
    const lists = loads.filter((load) => load.rows > 0);
    const times = new Map<string, number[]>(lists.map((load) => [load.route, []]));
    const peerTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const list of lists) {
        times.get(list.route)?.push(await timeToFirstRows(bench, list.route, Math.min(list.rows, 20)));
        if (peer) peerTimes.push(await timePeerColdRun(bench, peer));
      }
    }
    const peerMedian = peer ? median(peerTimes) : null;
    const lines = [
      `every list route: cold navigation to its first rows (median of ${RUNS}), first-load JavaScript gzip`,
      peerMedian === null
        ? "  Ant Design Pro's table-list: not run (set PEER_DIST to its build: docs/bench.md)"
        : `  Ant Design Pro's table-list, same loop: median ${peerMedian} ms of ${peerTimes.length} cold runs`,
      `  ${pad('route', 34)}${pad('rows', 6)}${pad('time', 10)}${pad('ratio', 16)}JavaScript`,
    ];
    let unmet = 0;
    for (const load of loads) {
      const js = `${kb(load.jsBytes)} ${verdict(load.jsBytes <= JS_BUDGET_KB * 1024)}`;
      const runs = times.get(load.route);
      if (!runs) {
        lines.push(`  ${pad(load.route, 34)}${pad('-', 6)}${pad('-', 10)}${pad('-', 16)}${js}`);
        if (load.jsBytes > JS_BUDGET_KB * 1024) unmet++;
        continue;
      }
      const time = median(runs);
      const ratio = peerMedian === null ? null : time / peerMedian;
      const ratioText = ratio === null ? '-' : `${ratio.toFixed(2)} ${verdict(ratio <= PEER_RATIO_TARGET)}`;
      if ((ratio !== null && ratio > PEER_RATIO_TARGET) || load.jsBytes > JS_BUDGET_KB * 1024) unmet++;
      lines.push(
        `  ${pad(load.route, 34)}${pad(String(Math.min(load.rows, 20)), 6)}${pad(`${time} ms`, 10)}${pad(ratioText, 16)}${js}`,
      );
    }
    lines.push(
      `  ${lists.length} list routes of ${loads.length} routes; targets: list time at most ${PEER_RATIO_TARGET} of the peer's, ` +
        `first load at most ${JS_BUDGET_KB} KB: ${unmet === 0 ? 'all met' : `${unmet} NOT MET`}`,
    );
    return lines;
  } finally {
    await peer?.close();
    await bench.close();
  }
}

runAlone(module, benchListRoutes);
