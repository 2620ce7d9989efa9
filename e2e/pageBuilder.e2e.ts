/**
 * The page builder in Chromium (issue 16): a floor's page built from five block types, a hot zone drawn with the
 * mouse on an uploaded image, three steps undone and one redone, the page exported as JSON and imported back in
 * append mode, saved, and found again after a reload; a block framed (margin, border), its colour picked, a zone drawn
 * on a carousel slide, all kept through a save. axe finds no serious or critical violation in the builder, its
 * colour picker open included.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { wxaCodePng } from '../mock/lib/wxaCode';
import { chooseOption, errorsOf, newPage, seriousViolations, signIn, resetMock } from './harness';

beforeEach(resetMock);

const canvas = (page: Page) => page.getByRole('region', { name: 'Page', exact: true });
const blocks = (page: Page) => canvas(page).locator('.page-builder-block-select');
const panel = (page: Page) => page.getByRole('region', { name: /^Properties/ });

/** Until the canvas draws the block at `index` with a 12 px top margin, a dashed border and a red background. */
const framed = (page: Page, index: number) =>
  page.waitForFunction((at) => {
    const frame = document.querySelectorAll('.page-builder-block-picture')[at]?.firstElementChild;
    if (!frame?.firstElementChild) return false;
    const style = getComputedStyle(frame);
    const inside = getComputedStyle(frame.firstElementChild);
    return (
      style.marginTop === '12px' &&
      style.borderTopStyle === 'dashed' &&
      inside.backgroundColor === 'rgb(255, 0, 0)'
    );
  }, index);

async function add(page: Page, name: string, tab: 'Components' | 'Elements' = 'Components') {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

/** Opens the Layout tab of the floor at `url` (reloaded) and waits for the builder. */
async function openLayout(page: Page, url: string) {
  await page.goto(url);
  await page.reload();
  await page.getByRole('tab', { name: 'Layout' }).click();
  await page.getByRole('heading', { name: 'Component library' }).waitFor();
}

/** Signs in, opens the first home floor's editor: its address and how many blocks its page has. */
async function openFirstFloor(page: Page): Promise<{ floorUrl: string; before: number }> {
  await signIn(page, 'admin', '/floor/tabs/home');
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await page.waitForURL(/#\/floor\/tabs\/home\/[0-9a-f]+$/);
  const floorUrl = page.url();
  await page.getByRole('tab', { name: 'Layout' }).click();
  await page.getByRole('heading', { name: 'Component library' }).waitFor();
  return { floorUrl, before: await blocks(page).count() };
}

/**
 * The part of `target` one can point at, once nothing moves it any more: a picture loading above it (the slide's
 * own) or in it (the area takes its picture's height) moves or sizes it, and the panel it scrolls in hides its
 * bottom; a drag measured before, or reaching below the panel's edge, would end outside it.
 */
async function steadyVisibleBox(page: Page, target: Locator) {
  await page
    .locator('img')
    .evaluateAll((images) =>
      Promise.all(images.map((image) => (image as HTMLImageElement).decode().catch(() => undefined))),
    );
  const visibleBox = () =>
    target.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      let bottom = window.innerHeight;
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowY !== 'visible')
          bottom = Math.min(bottom, parent.getBoundingClientRect().bottom);
      return { x, y, width, height: Math.min(height, bottom - y) };
    });
  const twoFrames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let box = await visibleBox();
  for (let frames = 0; frames < 60; frames++) {
    await twoFrames();
    const next = await visibleBox();
    if (JSON.stringify(next) === JSON.stringify(box)) return next;
    box = next;
  }
  throw new Error(`${String(target)} kept moving: ${JSON.stringify(box)}`);
}

/** Uploads an image in `where` (a hot zone block's panel, a slide's card) and draws a zone on it with the mouse. */
async function drawZone(page: Page, where: Locator, name: string) {
  await where
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: wxaCodePng(name, 'release', 300) });
  const drawing = where.locator('.page-builder-hotzone');
  await drawing.waitFor();
  await drawing.scrollIntoViewIfNeeded();
  const box = await steadyVisibleBox(page, drawing);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 5 });
  await page.mouse.up();
  await where.getByRole('button', { name: 'Zone 1', exact: true }).waitFor();
}

describe('the page builder in Chromium', () => {
  it('builds a page, draws a hot zone, undoes and redoes, exports and imports, saves and finds it after a reload', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    const { floorUrl, before } = await openFirstFloor(page);

    await add(page, 'Image');
    await add(page, 'Video');
    await add(page, 'Carousel');
    await add(page, 'Space', 'Elements');
    await add(page, 'Hot zone');
    expect(await blocks(page).count()).toBe(before + 5);

    // The hot zone's image, uploaded, then a zone drawn on it with the mouse.
    await drawZone(page, panel(page), 'zone');
    expect(await seriousViolations(page)).toEqual([]);

    // Undo the zone, the image and the hot zone block; redo the block.
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: /^Undo: / }).click();
    expect(await blocks(page).count()).toBe(before + 4);
    await page.getByRole('button', { name: 'Redo: Added Hot zone' }).click();
    expect(await blocks(page).count()).toBe(before + 5);
    await page.getByRole('button', { name: 'Undo: Added Hot zone' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // In the property panel's global config (02 §11).
      page
        .getByRole('region', { name: 'Global config' })
        .getByRole('button', { name: 'Export JSON' })
        .click(),
    ]);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as unknown[];
    expect(exported).toHaveLength(before + 5);

    await page.getByLabel('JSON file of blocks').setInputFiles({
      name: 'page.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${before + 5} blocks ready to import`, { exact: false }).waitFor();
    await dialog.getByText(`The page will then hold ${2 * (before + 5)} blocks.`).waitFor();
    await dialog.getByRole('button', { name: 'Import' }).click();
    expect(await blocks(page).count()).toBe(2 * (before + 5));

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated successfully').waitFor();

    await openLayout(page, floorUrl);
    await canvas(page)
      .getByRole('button', { name: `${2 * (before + 5)}. Hot zone` })
      .waitFor();
    expect(await blocks(page).count()).toBe(2 * (before + 5));
    expect(errors).toEqual([]);
  });

  it('frames a block, picks its colour, draws a zone on a carousel slide with the mouse, and keeps them through a save', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    const { floorUrl, before } = await openFirstFloor(page);

    // A space with a 12 px top margin, a dashed border and a red background picked with the picker.
    await add(page, 'Space', 'Elements');
    await panel(page)
      .getByRole('button', { name: /Frame$/ })
      .click();
    await panel(page).getByLabel('Top', { exact: true }).first().fill('12');
    await chooseOption(page, panel(page).getByRole('combobox', { name: 'Border style' }), 'Dashed');
    await panel(page).getByRole('button', { name: 'Pick Background colour' }).click();
    const picker = page.locator('.ant-color-picker:visible');
    await picker.getByRole('textbox', { name: 'Hex value' }).fill('ff0000');
    await picker.getByRole('textbox', { name: 'Hex value' }).press('Enter');
    expect(await seriousViolations(page)).toEqual([]);
    // In another notation the panel shows other inputs, named too.
    await chooseOption(page, picker.getByRole('combobox', { name: 'Notation' }), 'RGB');
    await picker.getByRole('spinbutton', { name: 'Red' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await framed(page, before);

    // A carousel slide's image, uploaded, then a zone drawn on it with the mouse.
    await add(page, 'Carousel');
    await panel(page).getByRole('button', { name: 'Add an item' }).click();
    // The slide's card (its zones, drawn, are items of their own inside it).
    const slideCard = () =>
      panel(page)
        .locator('.ant-card')
        .filter({ has: page.locator(':scope > .ant-card-head', { hasText: /^Item 1$/ }) })
        .first();
    await drawZone(page, slideCard(), 'slide');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated successfully').waitFor();
    await openLayout(page, floorUrl);
    await framed(page, before);
    await blocks(page)
      .nth(before + 1)
      .click();
    await slideCard().getByRole('button', { name: 'Zone 1', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
