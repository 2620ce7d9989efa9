import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { downloadsDir, errorsOf, newPage, signIn } from './harness';

/** The content of the selected dashboard tab (the others are not mounted). */
const activePane = (page: Page) => page.locator('.ant-tabs-tabpane-active').first();

/** Pixels that are neither transparent nor near-white in an image drawn onto a 2D canvas. */
function countInk(canvas: HTMLCanvasElement, screenshot: string | null): Promise<number> {
  const count = (image: CanvasImageSource, width: number, height: number) => {
    const copy = document.createElement('canvas');
    copy.width = width;
    copy.height = height;
    const context = copy.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, width, height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 0 && (data[i] < 235 || data[i + 1] < 235 || data[i + 2] < 235)) ink += 1;
    }
    return ink;
  };
  if (!screenshot) return Promise.resolve(count(canvas, canvas.width, canvas.height));
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(count(image, image.width, image.height));
    image.onerror = reject;
    image.src = screenshot;
  });
}

/**
 * The most inked pixels of any canvas in the area: a chart that really drew. A 2D canvas is read directly; a
 * WebGL one (the L7 map) keeps no drawing buffer to read, so what the screen shows of it is read instead.
 */
async function canvasInk(area: Locator): Promise<number> {
  const canvases = area.locator('canvas');
  let best = 0;
  for (let i = 0; i < (await canvases.count()); i++) {
    const canvas = canvases.nth(i);
    const kind = await canvas.evaluate((element: HTMLCanvasElement) =>
      !element.width || !element.height ? 'empty' : element.getContext('2d') ? '2d' : 'webgl',
    );
    if (kind === 'empty') continue;
    const screenshot =
      kind === 'webgl' ? `data:image/png;base64,${(await canvas.screenshot()).toString('base64')}` : null;
    best = Math.max(best, await canvas.evaluate(countInk, screenshot));
  }
  return best;
}

/**
 * Where on the page a drawn graph shows a person: the middle of the first strongly coloured spot of its
 * canvases (a node; edges are grey), the spot being the coloured pixels that touch each other there.
 */
function personSpot(canvases: HTMLCanvasElement[]): { x: number; y: number } | null {
  for (const canvas of canvases) {
    const context = canvas.getContext('2d');
    if (!context || !canvas.width) continue;
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const coloured = (pixel: number) => {
      const [red, green, blue, alpha] = data.slice(4 * pixel, 4 * pixel + 4);
      return alpha > 200 && Math.max(red, green, blue) - Math.min(red, green, blue) > 80;
    };
    let first = -1;
    for (let pixel = 0; pixel < width * height && first < 0; pixel++) if (coloured(pixel)) first = pixel;
    if (first < 0) continue;
    const spot = new Set([first]);
    for (const pixel of spot) {
      const [x, y] = [pixel % width, Math.floor(pixel / width)];
      const around = [x > 0 && pixel - 1, x < width - 1 && pixel + 1, y > 0 && pixel - width, pixel + width];
      for (const next of around)
        if (next !== false && next < width * height && !spot.has(next) && coloured(next)) spot.add(next);
    }
    const pixels = [...spot];
    const box = canvas.getBoundingClientRect();
    const scale = box.width / canvas.width;
    const mean = (of: (pixel: number) => number) =>
      pixels.reduce((sum, pixel) => sum + of(pixel), 0) / pixels.length;
    return {
      x: box.left + (mean((pixel) => pixel % width) + 0.5) * scale,
      y: box.top + (mean((pixel) => Math.floor(pixel / width)) + 0.5) * scale,
    };
  }
  return null;
}

/** A short digest of what the canvases show, to tell whether the picture changed. */
function canvasDigest(canvases: HTMLCanvasElement[]): string {
  return canvases
    .map((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || !canvas.width) return '';
      let hash = 0;
      for (const value of context.getImageData(0, 0, canvas.width, canvas.height).data)
        hash = (hash * 31 + value) | 0;
      return hash.toString(16);
    })
    .join(':');
}

/** Waits until `read` gives a value that passes `check`, and returns it (the last one on time out). */
async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    value = await read();
  }
  return value;
}

async function expectChartDrawn(area: Locator) {
  expect(
    await eventually(
      () => canvasInk(area),
      (ink) => ink > 2000,
    ),
  ).toBeGreaterThan(2000);
}

/** The rows a table shows, as text, header first. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.evaluate((element) => [
    [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '').filter(Boolean),
    ...[...element.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
      [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim() ?? ''),
    ),
  ]);
}

/** Clicks the tab's Excel export and reads the file back: its name, sheet names and rows as displayed text. */
async function exportFrom(page: Page, area: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    area.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  const file = path.join(downloadsDir(), `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const book = XLSX.readFile(file);
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
  return { name: download.suggestedFilename(), sheets: book.SheetNames, rows };
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  // The tab's own spinner, then each chart's while its module loads: wait until none is left.
  const spinners = () => activePane(page).locator('.ant-spin-spinning').count();
  expect(await eventually(spinners, (count) => count === 0)).toBe(0);
}

describe('the tracking dashboard in Chromium', () => {
  it('draws every tab of the page-view dashboard, follows the date range and exports what the table shows', async () => {
    const { page } = await newPage({ locale: 'en-US' });
    await signIn(page, 'club', '/tracking');
    await page.getByRole('menuitem', { name: 'Analytics' }).waitFor();

    // PV/UV is the default tab: chart and table.
    const pvuv = activePane(page);
    await pvuv.locator('table').waitFor({ timeout: 30_000 });
    await expectChartDrawn(pvuv);
    expect(await pvuv.locator('tbody tr.ant-table-row').count()).toBe(7);
    // G2's tooltip (the chart library registers only what the charts use: src/components/charts/g2Library.ts).
    const chart = (await pvuv.locator('[data-chart] canvas').first().boundingBox())!;
    await page.mouse.move(chart.x + chart.width / 2, chart.y + chart.height / 2);
    const tooltips = () => page.locator('.g2-tooltip').filter({ visible: true }).count();
    expect(await eventually(tooltips, (count) => count === 1)).toBe(1);

    // A preset of 03 §2.5: the URL and the table follow.
    await page.locator('.ant-picker-range').click();
    await page.locator('.ant-picker-presets').getByText('Last 15 days').click();
    await page.waitForURL(/from=\d{4}-\d{2}-\d{2}/);
    const rows = () => pvuv.locator('tbody tr.ant-table-row').count();
    expect(await eventually(rows, (count) => count === 15)).toBe(15);
    const from = new URL(page.url().replace('#/', '')).searchParams.get('from');
    expect((await tableRows(pvuv.locator('table')))[1][0]).toBe(from);

    // The export holds the rows of the table, in the sheet of 03 §9.
    const table = await tableRows(pvuv.locator('table'));
    const exported = await exportFrom(page, pvuv);
    expect(exported.name).toBe('PU_UV.xlsx');
    expect(exported.sheets).toEqual(['mySheet']);
    expect(exported.rows).toEqual(table);

    await openTab(page, 'Launch Scene');
    await expectChartDrawn(activePane(page));
    const scenes = await exportFrom(page, activePane(page));
    expect(scenes.name).toBe('scene.xlsx');
    const firstPage = await tableRows(activePane(page).locator('table'));
    expect(scenes.rows.slice(0, firstPage.length)).toEqual(firstPage);

    await openTab(page, 'Area');
    await expectChartDrawn(activePane(page));
    const provinces = activePane(page).locator('table').first();
    const provinceExport = await exportFrom(page, activePane(page));
    expect(provinceExport.name).toBe('provicePercentPv.xlsx');
    const shownProvinces = await tableRows(provinces);
    expect(provinceExport.rows.slice(0, shownProvinces.length)).toEqual(shownProvinces);

    await openTab(page, 'Device');
    await expectChartDrawn(activePane(page));
    expect((await exportFrom(page, activePane(page))).name).toBe('device.xlsx');

    await openTab(page, 'System');
    await expectChartDrawn(activePane(page));

    await openTab(page, 'User');
    const events = activePane(page).locator('table');
    await events.waitFor();
    expect(await events.locator('tbody tr.ant-table-row').count()).toBe(20);
    expect(errorsOf(page)).toEqual([]);
  });

  it('draws the referral graph and the user map of the launch variant', async () => {
    const { page } = await newPage({ locale: 'en-US' });
    await signIn(page, 'club', '/tracking/launch?tab=referer');
    const referer = activePane(page);
    await referer.locator('table').waitFor({ timeout: 30_000 });
    const [header] = await tableRows(referer.locator('table'));
    expect(header).toEqual(['Inviter', 'Invitee', 'Count']);

    await page.getByRole('tab', { name: 'Referer Graph' }).click();
    await expectChartDrawn(referer);

    // Left alone, the graph slows its frames down (frameGate); input on it is still answered.
    await referer.locator('[data-drawn=true]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(2_000);
    const canvases = referer.locator('canvas');
    const spot = (await canvases.evaluateAll(personSpot))!;
    await page.mouse.move(spot.x - 2, spot.y - 2);
    await page.mouse.move(spot.x, spot.y);
    const card = page.locator('.tooltip').filter({ visible: true });
    expect((await card.innerText({ timeout: 5_000 })).trim()).not.toBe('');
    const before = await canvases.evaluateAll(canvasDigest);
    await page.mouse.wheel(0, -300);
    expect(
      await eventually(
        () => canvases.evaluateAll(canvasDigest),
        (now) => now !== before,
        2_000,
      ),
    ).not.toBe(before);

    await openTab(page, 'User Map');
    await expectChartDrawn(activePane(page));
    expect(errorsOf(page)).toEqual([]);
  });
});
