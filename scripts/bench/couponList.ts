/**
 * Coupon list bench (issue 3 "Measured", issue 10 §6): the time from navigation to a rendered 20-row coupon list
 * in Chromium, on the production build served with the mock backend (demo seed). Cold is a fresh browser
 * context (empty cache, signed in through the API); warm is a second navigation in the same context. Prints the
 * median of several runs, and the gzip size of the JavaScript the cold navigation fetched (the whole first load:
 * login page's entry, shell and list page). With PEER_DIST set, Ant Design Pro's table-list runs in the same
 * loop, cold run for cold run (see peerTableList.ts). Targets: at most half of the peer's time, at most 500 KB.
 *
 *   npm run build && npx tsx scripts/bench/couponList.ts     (or through `npm run bench`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { DIST, openBenchBrowser, timeToRows } from './browser';
import { gzipBytes, kb, median, runAlone } from './figures';
import { peerDist, startPeerServer, timePeerColdRun, type PeerServer } from './peerTableList';

const RUNS = 5;
const JS_TARGET_KB = 500;
const PEER_RATIO_TARGET = 0.5;

export async function benchCouponList(): Promise<string[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    return ['no production build in dist/: run npm run build'];
  const peerDir = peerDist();
  const bench = await openBenchBrowser();
  let peer: PeerServer | null = null;
  try {
    if (peerDir) peer = await startPeerServer(peerDir);
    const url = `${bench.url}/#/coupon/list`;
    const cold: number[] = [];
    const warm: number[] = [];
    const peerCold: number[] = [];
    const scripts = new Set<string>();
    const peerScripts = new Set<string>();
    for (let run = 0; run < RUNS; run++) {
      const context = await bench.signedIn();
      cold.push(await timeToRows(context, url, scripts));
      warm.push(await timeToRows(context, url));
      await context.close();
      if (peer) peerCold.push(await timePeerColdRun(bench, peer, peerScripts));
    }
    const firstLoad = gzipBytes(DIST, scripts);
    const lines = [
      `navigation to a rendered 20-row coupon list (median of ${RUNS}): cold ${median(cold)} ms, warm ${median(warm)} ms`,
      `  cold runs: ${cold.join(', ')} ms; warm runs: ${warm.join(', ')} ms`,
      `  JavaScript of that first load: ${kb(firstLoad)} gzip in ${scripts.size} files (target ${JS_TARGET_KB} KB: ${
        firstLoad <= JS_TARGET_KB * 1024 ? 'met' : 'NOT MET'
      })`,
    ];
    if (!peer || !peerDir) {
      lines.push(
        "  Ant Design Pro's table-list side by side: not run (set PEER_DIST to its build: docs/bench.md)",
      );
      return lines;
    }
    const ratio = median(cold) / median(peerCold);
    lines.push(
      `  Ant Design Pro's table-list, same loop: cold ${median(peerCold)} ms (runs ${peerCold.join(', ')} ms); ` +
        `JavaScript ${kb(gzipBytes(peerDir, peerScripts))} gzip in ${peerScripts.size} files`,
      `  ratio coupon list / peer: ${ratio.toFixed(2)} (target at most ${PEER_RATIO_TARGET}: ${
        ratio <= PEER_RATIO_TARGET ? 'met' : 'NOT MET'
      })`,
    );
    return lines;
  } finally {
    await peer?.close();
    await bench.close();
  }
}

runAlone(module, benchCouponList);
