/**
 * `npm run screenshots`: the README's four pictures (docs/screenshots/), taken from the production build as the
 * browser tests see it (`npm run build:e2e` first): the same server in a child process (e2e/serverProcess.ts),
 * Debian's Chromium through the harness's contexts (English, 1440x900, reduced motion) and its sign-in as the
 * admin demo account. Each picture waits until its page has drawn everything (below), never for a fixed time.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newBlock, type BlockData, type BlockType, type PageElement } from '../config/pageBuilder/blocks';
import { demoBannerUrl } from '../mock/db/core';
import { E2E_FRAME_ANCESTORS } from '../e2e/globalSetup';
import { startServerProcess } from '../e2e/serverProcess';
import * as harness from '../e2e/harness';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'docs/screenshots');

const BUSY =
  '[data-testid=page-spinner], .ant-spin-spinning, .ant-skeleton-active, .ant-pro-table-list-toolbar-loading';
/** How long the page must look the same (no spinner, no motion, the same chart pixels) before it is taken. */
const QUIET_MS = 400;

/**
 * Waits until the shell shows the route in the address bar, with no spinner or skeleton, every image loaded,
 * every chart canvas painted (`charts`: at least one), no CSS motion, and its canvases unchanged for QUIET_MS
 * (a chart's entry animation is over).
 */
async function drawn(page: Page, { charts = false } = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    ({ busy, quietMs, charts }) => {
      const state = window as { quiet?: { since: number; look: string } };
      const route = document.querySelector<HTMLElement>('main[data-route]')?.dataset.route ?? '';
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-chart] canvas')];
      const look = canvases
        .map((canvas) => {
          const pixels =
            canvas.width && canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
          if (!pixels) return '';
          let sum = 0;
          for (let i = 3; i < pixels.data.length; i += 4 * 7) sum = (sum * 31 + pixels.data[i]) % 1e9;
          return String(sum);
        })
        .join(':');
      const ready =
        decodeURI(route) === decodeURI(location.hash.slice(1)) &&
        !document.querySelector(busy) &&
        [...document.images].every((image) => image.complete) &&
        (!charts || (canvases.length > 0 && look.split(':').every((sum) => sum !== '' && sum !== '0'))) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          );
      if (!ready || state.quiet?.look !== look) {
        state.quiet = ready ? { since: performance.now(), look } : undefined;
        return false;
      }
      return performance.now() - state.quiet.since >= quietMs;
    },
    { busy: BUSY, quietMs: QUIET_MS, charts },
    { polling: 100, timeout: 60_000 },
  );
}

async function take(page: Page, file: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(OUT, file) });
  console.log(`  docs/screenshots/${file}: ${Math.round(fs.statSync(path.join(OUT, file)).size / 1024)} KB`);
}

const block = (type: BlockType, id: string, data: BlockData = {}): PageElement => {
  const element = newBlock(type, id);
  return { ...element, data: { ...element.data, ...data } };
};

/** A page for the seeded floor (the seed gives floors none): a header, a banner, a portfolio and products. */
function showcase(productIds: string[]): PageElement[] {
  const image = newBlock('CImage', 'x').data.image as BlockData;
  const portfolio = newBlock('CImagePortfolio', 'x').data.portfolio as BlockData;
  return [
    block('CMiniHeader', 'header', { title: 'Spring season' }),
    block('CImage', 'banner', { image: { ...image, url: demoBannerUrl(215) } }),
    block('CSpace', 'space'),
    block('CImagePortfolio', 'portfolio', {
      portfolio: {
        ...portfolio,
        mainImage: { url: demoBannerUrl(20), action: null },
        secondaryImages: [demoBannerUrl(140), demoBannerUrl(280)].map((url) => ({ url, action: null })),
        title: { ...(portfolio.title as BlockData), text: 'New models' },
      },
    }),
    block('CProductList', 'products', {
      products: {
        items: productIds.map((id) => ({
          id,
          showTitle: true,
          showPrice: true,
          priceType: 'auto',
          customPrice: null,
        })),
      },
    }),
  ];
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/index.html')))
    throw new Error('No production build: run `npm run build:e2e`.');
  fs.mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  const server = await startServerProcess(E2E_FRAME_ANCESTORS);
  // harness.ts opens the app on the server of this worker: the only one.
  process.env.E2E_SERVER_URLS = server.url;
  try {
    const { page } = await harness.newPage({ locale: 'en-US' });

    await harness.signIn(page, 'admin', '/coupon/list');
    await page.getByTestId('list-total').waitFor();
    await drawn(page);
    await take(page, 'coupon-list.png');

    await page.goto(harness.appUrl('/tracking'));
    await page.locator('.ant-tabs-tabpane-active [data-chart] canvas').first().waitFor();
    await drawn(page, { charts: true });
    await take(page, 'tracking-dashboard.png');

    // The first home floor of the list, given a page of five blocks, open on its Layout tab with the banner chosen.
    const floor = await harness.firstFound<BlockData & { id: string }>(
      page,
      '/api/v1/floor-center/floor/home/search',
      { order: '-weight,-updated_at' },
    );
    const { results: products } = await harness.callInPage<{ results: { id: string }[] }>(
      page,
      '/api/v1/products/search',
      { page: 0, size: 4, order: '-created_at' },
    );
    const elements = showcase(products.map((product) => product.id));
    await harness.callInPage(page, '/api/v1/floor-center/floor/update', { ...floor, layout: { elements } });
    await page.goto(harness.appUrl(`/floor/tabs/home/${floor.id}`));
    await page.getByRole('tab', { name: 'Layout' }).click();
    await page.getByRole('heading', { name: 'Component library' }).waitFor();
    const blocks = page
      .getByRole('region', { name: 'Page', exact: true })
      .locator('.page-builder-block-select');
    await page.waitForFunction(
      (count) => document.querySelectorAll('.page-builder-block-select').length === count,
      elements.length,
    );
    await blocks.nth(1).click();
    await drawn(page);
    await take(page, 'page-builder.png');

    // The seeded form with one field of each of the eighteen types: its first field chosen, the preview in English.
    const form = await harness.firstFound<{ id: string }>(page, '/api/v1/form-center-api/form/search', {
      query: [{ k: 'name', op: 'eq', v: 'Test ride sign-up' }],
    });
    await page.goto(harness.appUrl(`/form-center/form/${form.id}`));
    const fields = page.getByRole('region', { name: 'Fields' }).getByRole('listitem');
    await fields.first().locator('button[aria-pressed]').click();
    await page.getByRole('region', { name: 'Field properties' }).getByLabel('Label (English)').waitFor();
    await page.getByRole('group', { name: 'Preview language' }).getByText('English').click();
    await drawn(page);
    await take(page, 'form-builder.png');
  } finally {
    await harness.closeContexts();
    await harness.closeBrowser();
    await server.close();
  }
  console.log(`four pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
