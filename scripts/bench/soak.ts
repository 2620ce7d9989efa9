/**
 * A working day in one tab (issue 36 §3): one signed-in page of the production build visits every route without
 * an `:id` in turn (in-app navigations, as the menu makes them), opens and closes each list's add modal, saves
 * 100 purchase channels and runs 50 searches: 1,000 navigations in all. After the first 100 and after the last:
 * the JavaScript heap after a forced garbage collection, the DOM nodes, and the event listeners on `window` and
 * `document` (Chrome DevTools Protocol). Targets: the heap at the end at most 1.25 times the heap after 100,
 * nodes and listeners back within 10 %, no console error.
 *
 *   npm run build && npx tsx scripts/bench/soak.ts     (or `npm run bench -- soak`)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { pageRoutes } from '../../src/routes';
import { BUSY, DIST, openBenchBrowser } from './browser';
import { kb, runAlone } from './figures';

const NAVIGATIONS = 1000;
const FIRST_MARK = 100;
const SAVES = 100;
const SEARCHES = 50;
const HEAP_RATIO_TARGET = 1.25;
const DRIFT_TARGET = 0.1;

interface Figures {
  heap: number;
  nodes: number;
  listeners: number;
}

async function listenersOn(cdp: CDPSession, expression: 'window' | 'document'): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  if (!result.objectId) return 0;
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  return listeners.length;
}

/** Where both marks are read, so the two pages hold the same screen. */
const MEASURED_ROUTE = '/coupon/list';

/** The figures on MEASURED_ROUTE after a forced garbage collection (twice: what the first frees can free more). */
async function figures(page: Page, cdp: CDPSession): Promise<Figures> {
  await visit(page, MEASURED_ROUTE);
  // The route shows before its search is asked: both marks read the list with its 20 rows drawn.
  await page.waitForFunction(
    (busy) => document.querySelectorAll('tr.ant-table-row').length === 20 && !document.querySelector(busy),
    BUSY,
    { timeout: 60_000, polling: 100 },
  );
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const nodes = metrics.find((metric) => metric.name === 'Nodes')?.value ?? 0;
  const listeners = (await listenersOn(cdp, 'window')) + (await listenersOn(cdp, 'document'));
  return { heap: usedSize, nodes, listeners };
}

/**
 * Navigates in the app (the hash changes, the document stays) and waits until the route is drawn and idle: the
 * route asked for, or the one an area's index goes on to (its page may be drawn too briefly to be seen).
 */
async function visit(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, route);
  await page
    .waitForFunction(
      (busy) => {
        // Where the address is now: the route asked for, or the tab an area's index sent the operator on to.
        const at = decodeURI(location.hash.slice(1).split('?')[0]);
        const shown = document.querySelector<HTMLElement>('main[data-route]')?.dataset.route;
        return shown !== undefined && decodeURI(shown) === at && !document.querySelector(busy);
      },
      BUSY,
      { timeout: 60_000, polling: 100 },
    )
    .catch(async (error: unknown) => {
      // Where it stood: the route shown and what still looked busy.
      const stood = await page.evaluate(
        (busy) => ({
          shown: document.querySelector<HTMLElement>('main[data-route]')?.dataset.route,
          busy: [...document.querySelectorAll(busy)].map((element) => element.className),
        }),
        BUSY,
      );
      throw new Error(`${route} did not settle: ${JSON.stringify(stood)}`, { cause: error });
    });
}

/**
 * The list's add button (a primary button with the plus icon): its modal or drawer opened and closed again. An
 * add button that opens an editor page instead is left there by going back to the list.
 */
async function openAndCloseAddModal(page: Page, route: string): Promise<boolean> {
  const add = page.locator('main .ant-btn-primary:has(.anticon-plus)').first();
  if (!(await add.isVisible())) return false;
  await add.click();
  const dialog = page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open').last();
  const left = page
    .waitForFunction(
      (from) => document.querySelector<HTMLElement>('main[data-route]')?.dataset.route !== from,
      route,
      { timeout: 30_000 },
    )
    .then(
      () => 'left',
      () => 'neither',
    );
  if (
    (await Promise.race([
      dialog.waitFor({ timeout: 30_000 }).then(
        () => 'dialog',
        () => 'neither',
      ),
      left,
    ])) !== 'dialog'
  ) {
    await visit(page, route);
    return false;
  }
  await dialog.locator('.ant-modal-close, .ant-drawer-close').first().click();
  // A form that asks before throwing away what was typed: leave without keeping it.
  const discard = page.locator('.ant-modal-confirm .ant-btn-primary');
  await Promise.race([dialog.waitFor({ state: 'hidden' }), discard.waitFor()]);
  if (await discard.isVisible()) await discard.click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  return true;
}

async function saveChannel(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Channel' });
  await dialog.getByLabel('Channel name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

async function runSearch(page: Page): Promise<void> {
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { polling: 100 });
}

const change = (before: number, after: number) => (before === 0 ? 0 : (after - before) / before);
const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;

export async function benchSoak(): Promise<string[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    return ['no production build in dist/: run npm run build'];
  const routes = [...new Set(pageRoutes.map((route) => route.path))].filter((route) => !route.includes(':'));
  const bench = await openBenchBrowser();
  try {
    const context = await bench.signedIn();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${bench.url}/#${routes[0]}`);
    await page.locator('main[data-route]').waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    let navigations = 0;
    let modals = 0;
    let saves = 0;
    let searches = 0;
    let atFirstMark: Figures | null = null;
    const started = Date.now();
    const navigate = async (route: string) => {
      await visit(page, route);
      navigations++;
      if (navigations === FIRST_MARK) atFirstMark = await figures(page, cdp);
    };
    for (let index = 0; navigations < NAVIGATIONS; index++) {
      const route = routes[index % routes.length];
      await navigate(route);
      // Each lap of the routes opens each list's add modal once, saves a few channels and runs a few searches.
      if (index < routes.length && (await openAndCloseAddModal(page, route))) modals++;
      if (route === '/vehicle/channel' && saves < SAVES) {
        for (let n = 0; n < 10 && saves < SAVES; n++)
          await saveChannel(page, `Soak ${Date.now()} ${++saves}`);
      }
      if (route === '/coupon/list' && searches < SEARCHES) {
        for (let n = 0; n < 5 && searches < SEARCHES; n++, searches++) await runSearch(page);
      }
    }
    const atEnd = await figures(page, cdp);
    const first = atFirstMark as Figures | null;
    if (!first) throw new Error('the first mark was never reached');
    const heapRatio = atEnd.heap / first.heap;
    const nodeDrift = change(first.nodes, atEnd.nodes);
    const listenerDrift = change(first.listeners, atEnd.listeners);
    const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
    return [
      `one tab: ${navigations} navigations over ${routes.length} routes, ${modals} add modals opened and closed, ` +
        `${saves} saves, ${searches} searches, in ${Math.round((Date.now() - started) / 1000)} s`,
      `  heap after GC: ${kb(first.heap)} after ${FIRST_MARK}, ${kb(atEnd.heap)} after ${navigations}: ` +
        `x${heapRatio.toFixed(2)} (target at most x${HEAP_RATIO_TARGET}: ${verdict(heapRatio <= HEAP_RATIO_TARGET)})`,
      `  DOM nodes: ${first.nodes} -> ${atEnd.nodes} (${percent(nodeDrift)}; target within 10 %: ${verdict(
        Math.abs(nodeDrift) <= DRIFT_TARGET,
      )})`,
      `  listeners on window and document: ${first.listeners} -> ${atEnd.listeners} (${percent(
        listenerDrift,
      )}; target within 10 %: ${verdict(Math.abs(listenerDrift) <= DRIFT_TARGET)})`,
      `  console errors: ${errors.length}${errors.length ? ` (first: ${errors[0].slice(0, 160)})` : ''} (target 0: ${verdict(
        errors.length === 0,
      )})`,
    ];
  } finally {
    await bench.close();
  }
}

runAlone(module, benchSoak);
