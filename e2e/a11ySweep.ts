/**
 * The accessibility sweep (issue 10 §7), one test file per language (a11y.<locale>.e2e.ts, which run side by
 * side): axe finds no serious or critical violation on the login page and on every page
 * the admin can open, in both languages; and at 1440 and 1280 px no page scrolls sideways and no text wraps a
 * character or two a line (issue 33 §4). The pages come from the route table, so a new area's routes are
 * checked as soon as they are listed; `:id` routes open a real record of the mock, found through the page.
 * Besides the routes: each tab of the tracking dashboards, the coupon create modal and the filter panel's
 * Saved Filters tab, the import dialog and its preview, and the shell on a test-environment host (its red header).
 */
import type { Locator, Page } from 'playwright-core';
import { areas, pageRoutes, type PageRoute } from 'src/routes';
import { SEEDED_POLICY_IDS } from '../mock/db/config';
import { can } from 'src-models/session/permissions';
import { platformMessages } from 'src-locales/index';
import { areaMessages } from 'test/allMessages';
import { DEFAULT_TAB, VARIANT_TABS } from 'src/pages/tracking/useDashboardQuery';
import {
  appUrl,
  type AxeFinding,
  baseUrl,
  callInPage,
  firstFound,
  GATEWAY_HEADERS,
  newPage,
  seriousFindings,
  type SignedIn,
  signedInSession,
  resetMock,
} from './harness';
import { EXPERIMENTAL_WCAG_RULES, RULES_BELOW_SERIOUS } from './axeRules';

type Locale = 'zh-CN' | 'en-US';

const text = (locale: Locale, id: string): string => {
  const found = areaMessages[locale][id] ?? platformMessages[locale][id];
  if (!found) throw new Error(`No ${locale} message ${id}`);
  return found;
};

/** Real ids for the `:id` routes, asked of the mock through the page (the signed-in session). */
/** The id of the first record a search answers. */
const firstId = async (page: Page, path: string, body: object = {}) =>
  (await firstFound<{ id: string }>(page, path, body)).id;

/** The seeded form 'Test ride sign-up' (one field of each of the eighteen types), found by the form search. */
const formWithEveryType = (page: Page) =>
  firstId(page, '/api/v1/form-center-api/form/search', {
    query: [{ k: 'name', op: 'eq', v: 'Test ride sign-up' }],
  });

/** A render floor (its type and id), found by the floor search: its detail opens with every setting filled. */
const renderFloor = async (page: Page) => ({
  type: 'render',
  id: await firstId(page, '/api/v1/floor-center/floor/render/search'),
});

/** The first club of the DOC list, as the list orders it. */
const firstClub = (page: Page) => firstId(page, '/api/v1/scrm/doc/search', { order: '-weight,-updated_at' });

/** An id, for a route with one parameter, or each parameter by name. */
const ID_SOURCES: Record<string, (page: Page) => Promise<string | Record<string, string>>> = {
  '/coupon/activity/:id': (page) => firstId(page, '/api/v1/scrm/activity/search'),
  // The store of the seeded clerks: a staff page with rows to check.
  '/store/:id': async (page) =>
    (
      await firstFound<{ store_id: string }>(page, '/api/v1/scrm/member/search', {
        query: [{ k: 'is_clerk', op: 'eq', v: true }],
      })
    ).store_id,
  // A member with coupons and a mini-program profile: both panels and the coupon list drawn.
  '/user/:id': (page) => firstId(page, '/api/v1/scrm/member/search', { order: 'created_at' }),
  // The mock has no policy search: its first seeded policy, checked to load.
  '/reservation-center/policy/:id': async (page) =>
    (await callInPage<{ id: string }>(page, `/api/v1/reservation-center/policy/${SEEDED_POLICY_IDS[0]}`)).id,
  // A seeded activity has a hero banner and a carousel: the Layout's editors are drawn (in their hidden tab).
  '/promote/activity/:id': (page) => firstId(page, '/api/v1/scrm/promote/activity/search'),
  // The form with one field of every type: its editor lists them all, its records page has a column each.
  '/form-center/form/:id': (page) => formWithEveryType(page),
  '/form-center/form/:id/records': (page) => formWithEveryType(page),
  '/floor/tabs/:type': (page) => renderFloor(page),
  '/floor/tabs/:type/create': (page) => renderFloor(page),
  '/floor/tabs/:type/:id': (page) => renderFloor(page),
  '/floor/render/:id': async (page) => (await renderFloor(page)).id,
  // The most starred post on the first page: a star list with rows to check.
  '/post/:id/star/list': (page) =>
    firstId(page, '/api/v1/scrm/post/search', {
      order: '-star_count',
      query: [{ k: 'deleted', op: 'ne', v: true }],
    }),
  // The first club of the DOC list: its editor (both tabs drawn) and its applications.
  '/doc/:id': (page) => firstClub(page),
  '/doc/:id/application/list': (page) => firstClub(page),
  // The activity that already sends a message: its template, every field and the phone preview drawn.
  '/subscribe-msg-center/actionDetail/:id': (page) =>
    firstId(page, '/api/v1/subscribe_msg/activity/search', {
      query: [{ k: 'name', op: 'eq', v: 'Spring ride reminder' }],
    }),
};

async function pathOf(page: Page, route: PageRoute): Promise<string> {
  if (!route.path.includes(':')) return route.path;
  const source = ID_SOURCES[route.path];
  if (!source) throw new Error(`a11ySweep.ts knows no record to open ${route.path}: add it to ID_SOURCES`);
  const id = await source(page);
  if (!id) throw new Error(`The mock has no record for ${route.path}`);
  if (typeof id === 'string') return route.path.replace(/:[^/]+/, encodeURIComponent(id));
  return route.path.replace(/:([^/]+)/g, (_, name: string) => encodeURIComponent(id[name] ?? ''));
}

const BUSY =
  '[data-testid=page-spinner], .ant-spin-spinning, .ant-skeleton-active, .ant-pro-table-list-toolbar-loading';
/**
 * How long the page must stay still once the route is drawn: a page asks for its data in an effect after its first
 * draw, and shows its spinner a moment later.
 */
const QUIET_MS = 200;

/**
 * The page has drawn its content, and the route it is on when `navigated` (the shell marks the route it shows: a
 * navigation keeps the previous page on screen until the next is ready), and stayed so for QUIET_MS: no spinner
 * or skeleton and no CSS motion (a fading modal or a menu redrawn after the route changed would be measured half
 * transparent).
 */
async function settled(page: Page, navigated = false): Promise<string | null> {
  await page.evaluate(() => delete (window as { quietSince?: number }).quietSince);
  try {
    await page.waitForFunction(
      ({ busy, quietMs, navigated }) => {
        // The shell draws the route in the address bar (after a redirect too), not the previous one.
        const drawn = navigated
          ? decodeURI(document.querySelector<HTMLElement>('main[data-route]')?.dataset.route ?? '') ===
            decodeURI(location.hash.slice(1))
          : !!document.querySelector('main, .login-page');
        const still =
          drawn &&
          !document.querySelector(busy) &&
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
            );
        const clock = window as { quietSince?: number };
        if (!still) delete clock.quietSince;
        else clock.quietSince ??= performance.now();
        return still && performance.now() - (clock.quietSince ?? Infinity) >= quietMs;
      },
      { busy: BUSY, quietMs: QUIET_MS, navigated },
      { polling: 50, timeout: 20_000 },
    );
    return null;
  } catch {
    return page.evaluate(
      (busy) =>
        JSON.stringify({
          busy: [...document.querySelectorAll(busy)].map((element) => element.className),
          route: document.querySelector<HTMLElement>('main[data-route]')?.dataset.route ?? null,
          main: !!document.querySelector('main, .login-page'),
          moving: document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
        }),
      BUSY,
    );
  }
}

interface Violation extends AxeFinding {
  page: string;
}

/** Audits what the page shows once settled (on the new route, when `navigated` to it). */
async function audit(page: Page, name: string, found: Violation[], navigated = false): Promise<void> {
  const unsettled = await settled(page, navigated);
  if (unsettled) found.push({ page: name, rule: 'not-settled', impact: '', target: '', summary: unsettled });
  for (const finding of await seriousFindings(page)) found.push({ page: name, ...finding });
}

/**
 * The widths of an operator's screen (issue 33 §4): a page opens at the first, then the window is widened (a
 * window narrowed would catch the charts before they follow it, which they do a moment later).
 */
const WIDTHS = [1280, 1440] as const;

/**
 * What breaks the layout: a page wider than the window (it scrolls sideways), or a text of three or more
 * characters wrapped at most two characters a line ('共 3,000 条' over six lines).
 */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth)
      faults.push(`the page scrolls sideways: ${scrollWidth} px in ${clientWidth}`);
    const range = document.createRange();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const characters = [...(node.textContent ?? '').trim()].length;
      if (characters < 3) continue;
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      ).size;
      if (lines >= 2 && characters / lines <= 2) {
        const where = node.parentElement!;
        faults.push(
          `'${node.textContent!.trim().slice(0, 24)}' over ${lines} lines in ${where.tagName.toLowerCase()}.${[...where.classList].join('.')}`,
        );
      }
    }
    return faults;
  });
}

/** Audits the page at the narrower width, then checks its layout at each width. */
async function visit(page: Page, route: string, name: string, found: Violation[]) {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(appUrl(route));
  await audit(page, name, found, route !== '/login');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Laid out again, and what measures itself (the folding toolbars) drawn again.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    for (const fault of await layoutFaults(page))
      found.push({ page: `${name} at ${width} px`, rule: 'layout', impact: '', target: '', summary: fault });
  }
}

function report(found: Violation[]): string {
  return found.map((v) => `${v.page}  ${v.rule} (${v.impact})  ${v.target}  ${v.summary}`).join('\n');
}

/** A page of its own (signed in when a session is given), its findings checked at the end of the test. */
async function auditing(locale: Locale, session?: SignedIn) {
  const { page } = await newPage({ locale, signedInAs: session });
  return { page, found: [] as Violation[] };
}

function expectNone(found: Violation[]): void {
  if (found.length) console.log(report(found));
  expect(report(found)).toBe('');
}

/** The admin's privileges, as the mock grants them (asked with the session's cookies, no page opened). */
async function privilegesOf(session: SignedIn): Promise<string[]> {
  const { context } = await newPage({ signedInAs: session });
  const answer = await context.request.get(`${baseUrl()}/api/v1/manager/me`, { headers: GATEWAY_HEADERS });
  return ((await answer.json()) as { data: { privileges: string[] } }).data.privileges;
}

/** A list page with one of its dialogs opened by its button, checked as it first shows. */
async function auditDialog(page: Page, route: string, button: string, found: Violation[]): Promise<Locator> {
  await page.goto(appUrl(route));
  await settled(page, true);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await audit(page, `${route} ${button} dialog`, found);
  return dialog;
}

/** Each area is a test of its own: the whole app in one test would outgrow any timeout as areas are added. */
const AREAS = Object.keys(areas) as (keyof typeof areas)[];
const routesOf = (area: keyof typeof areas, privileges: string[]): PageRoute[] =>
  pageRoutes.filter(
    (route) =>
      areas[area].pages.some((page) => page.path === route.path) && can(privileges, route.requirement),
  );

/** Every route, tab and dialog the admin can open, in one language. */
export function sweepInLocale(locale: Locale): void {
  describe(`accessibility in ${locale} (axe: no serious or critical violation)`, () => {
    beforeAll(resetMock);

    let session: SignedIn;
    let privileges: string[];
    beforeAll(async () => {
      session = await signedInSession('admin');
      privileges = await privilegesOf(session);
    });

    it('the login page', async () => {
      const { page, found } = await auditing(locale);
      await visit(page, '/login', `${locale} /login`, found);
      expectNone(found);
    });

    it.each(AREAS)('every page of the %s area', async (area) => {
      const { page, found } = await auditing(locale, session);
      for (const route of routesOf(area, privileges)) {
        const path = await pathOf(page, route);
        await visit(page, path, `${locale} ${path}`, found);
      }
      expectNone(found);
    });

    it.each([
      ['page', '/tracking'],
      ['launch', '/tracking/launch'],
    ] as const)('each tab of the %s dashboard', async (variant, base) => {
      const { page, found } = await auditing(locale, session);
      // The route itself showed the default tab.
      for (const tab of VARIANT_TABS[variant].filter((key) => key !== DEFAULT_TAB))
        await visit(page, `${base}?tab=${tab}`, `${locale} ${base}?tab=${tab}`, found);
      expectNone(found);
    });

    it("what an operator opens from a list: the create modal and the filter panel's saved filters", async () => {
      const { page, found } = await auditing(locale, session);
      const createModal = await auditDialog(page, '/coupon/list', text(locale, 'coupon.create'), found);
      await page.keyboard.press('Escape');
      await createModal.waitFor({ state: 'hidden' });
      await page
        .getByRole('complementary', { name: text(locale, 'list.filters') })
        .getByRole('tab', { name: text(locale, 'list.filter.tab.saved') })
        .click();
      await audit(page, `${locale} /coupon/list saved filters`, found);
      expectNone(found);
    });

    it('the import dialog, before and after a file with a bad row is previewed', async () => {
      const { page, found } = await auditing(locale, session);
      const importDialog = await auditDialog(
        page,
        '/vehicle/car-brand',
        text(locale, 'sheetImport.button'),
        found,
      );
      await importDialog.locator('input[type=file]').setInputFiles({
        name: 'cars.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Brand,Brand (Chinese),Model,Model (Chinese)\nHonda,,CB400,\nHonda,,,\n'),
      });
      await importDialog.locator('.ant-table-row').first().waitFor();
      await audit(page, `${locale} /vehicle/car-brand import preview`, found);
      expectNone(found);
    });

    it("a failed load's message in place (issue 11): a list's search and a dashboard tab", async () => {
      const found: Violation[] = [];
      const badGateway = { status: 502, body: 'Bad Gateway' };
      // Each in a page of its own: the list's failure toast, still on screen, would fade out during the next
      // page's audit and be measured half transparent.
      for (const [route, call] of [
        ['/coupon/list?page=2', '**/coupon-center/coupon/search'],
        ['/tracking', '**/mini_tracking/aggregate'],
      ] as const) {
        const { page } = await auditing(locale, session);
        await page.route(call, (request) => request.fulfill(badGateway));
        await page.goto(appUrl(route));
        await page.locator('.load-failure').waitFor();
        await audit(page, `${locale} ${route.split('?')[0]} failed load`, found);
      }
      expectNone(found);
    });
  });
}

/** What is checked once, not per language: every area is swept, and the shell on a test host. */
export function sweepOnce(): void {
  describe('accessibility once (axe: no serious or critical violation)', () => {
    it('skips only the rules that cannot report a serious or critical violation', () => {
      expect(RULES_BELOW_SERIOUS).toEqual(
        expect.arrayContaining(['region', 'heading-order', 'landmark-one-main']),
      );
      for (const serious of ['color-contrast', 'label', 'button-name', 'aria-required-children'])
        expect(RULES_BELOW_SERIOUS).not.toContain(serious);
      // WCAG 2.1's 2.5.3 (a control's name holds its visible label) is experimental in axe, and runs.
      expect(EXPERIMENTAL_WCAG_RULES).toContain('label-content-name-mismatch');
    });

    it('the admin can open pages of every area', async () => {
      const privileges = await privilegesOf(await signedInSession('admin'));
      for (const area of AREAS) expect([area, routesOf(area, privileges).length > 0]).toEqual([area, true]);
    });

    it('the shell on a test-environment host (red header)', async () => {
      const { page } = await newPage({ locale: 'en-US' });
      const testHost = baseUrl().replace('127.0.0.1', 'test.localhost');
      await page.goto(`${testHost}/#/login`);
      await page.locator('input[name=email]').fill('admin@moto.example');
      await page.locator('input[name=password]').fill('admin123');
      await page.locator('form button[type=submit]').click();
      await page.locator('.ant-layout-header[data-test-host=true]').waitFor();
      const found: Violation[] = [];
      await page.goto(`${testHost}/#/account`);
      await audit(page, 'test host /account', found);
      expectNone(found);
    });
  });
}
