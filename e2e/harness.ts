/**
 * What every browser test needs: Debian's Chromium (never a downloaded browser), a fresh context per test
 * with its locale, sign-in as a demo operator, downloads, and the page errors seen on the way.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Locator, Page, Response } from 'playwright-core';
import { launchChromium } from './chromium';
import AxeBuilder from '@axe-core/playwright';
import { AXE_RULES } from './axeRules';
import { env } from 'config/env';

export type DemoRole = 'admin' | 'club' | 'viewer' | 'clubAdmin';

export const DEMO_PASSWORDS: Record<DemoRole, { email: string; password: string }> = {
  admin: { email: 'admin@moto.example', password: 'admin123' },
  club: { email: 'club@moto.example', password: 'club123' },
  viewer: { email: 'viewer@moto.example', password: 'viewer123' },
  clubAdmin: { email: 'clubadmin@moto.example', password: 'clubadmin123' },
};

let browser: Browser | null = null;
const contexts: BrowserContext[] = [];
/** The last calls each page made, with what they answered: printed when its test fails. */
const recentCalls = new WeakMap<Page, Response[]>();
const RECENT_CALLS_KEPT = 6;
const pageErrors = new WeakMap<Page, string[]>();

/**
 * Where this worker's tests open the app: its own server (globalSetup.ts starts one per worker), unless a file
 * puts another origin in front of it (E2E_BASE_URL: nginx.e2e.ts).
 */
export function baseUrl(): string {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL;
  return serverOfThisWorker();
}

export function serverOfThisWorker(): string {
  const urls = (process.env.E2E_SERVER_URLS ?? '').split(',').filter(Boolean);
  if (!urls.length) throw new Error('No test server: run the browser tests through jest.e2e.config.ts');
  return urls[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % urls.length];
}

/** The app at a hash route: appUrl('/coupon/list') is BASE/#/coupon/list. */
export function appUrl(route = '/'): string {
  return `${baseUrl()}/#${route}`;
}

export async function launchBrowser(): Promise<Browser> {
  if (!browser) browser = await launchChromium();
  return browser;
}

export function downloadsDir(): string {
  const dir = path.join(os.tmpdir(), 'backoffice-e2e-downloads');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A new browser context (cookies, storage and language of its own) and a page in it. Its system asks for reduced
 * motion, as an operator may: the app's popups and dialogs then open and close at once (src/app/AntdLocale.tsx),
 * and no click lands on a control that is still zooming in (the flakes of every motion ever seen in CI).
 */
export async function newPage(
  options: { locale?: 'en-US' | 'zh-CN'; signedInAs?: SignedIn } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await (
    await launchBrowser()
  ).newContext({
    locale: options.locale ?? 'en-US',
    storageState: options.signedInAs,
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  const calls: Response[] = [];
  recentCalls.set(page, calls);
  page.on('response', (response) => {
    if (!['fetch', 'xhr'].includes(response.request().resourceType())) return;
    calls.push(response);
    if (calls.length > RECENT_CALLS_KEPT) calls.shift();
  });
  // What the server's Content-Security-Policy blocked (an inline script, an eval) counts as an error too, and a
  // chart that could not draw (src/components/charts logs "chart ... failed").
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      (text.includes('Content Security Policy') || /^chart .*failed/.test(text))
    )
      errors.push(text);
  });
  return { page, context };
}

/** Uncaught errors the page threw so far. */
export function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/** Every Content-Security-Policy violation the page reports, by event, console or page error. */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
        report(`${event.violatedDirective} refused ${event.blockedURI || 'an inline resource'}`);
      },
      true,
    );
  });
  const mentionsCsp = (text: string) => /Content[- ]Security[- ]Policy/i.test(text);
  page.on('console', (message) => {
    if (mentionsCsp(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (mentionsCsp(error.message)) violations.push(error.message);
  });
  return violations;
}

/**
 * A POST to the mock's own controls (/__mock/...), on a connection of its own: Node's fetch reuses a kept-alive
 * one, which the server may close at the very moment of reuse on a loaded machine ("other side closed").
 */
function mockControl(control: 'reset' | 'sessions/expire'): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl()}/__mock/${control}`,
      { method: 'POST', agent: false },
      (answer) => {
        answer.resume();
        answer.on('end', () =>
          answer.statusCode === 200
            ? resolve()
            : reject(new Error(`/__mock/${control}: ${answer.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Puts this worker's mock back to its seeded data (and ends its sessions): each suite starts from the seed. */
export const resetMock = () => mockControl('reset');

/** Ends every session of this worker's mock, as an expiry would. */
export const expireSessions = () => mockControl('sessions/expire');

/** The headers the app's request client sends every call (src-services/request.ts). */
export const GATEWAY_HEADERS = { 'content-type': 'application/json', ...env.gatewayHeaders };

/**
 * A call of the spec made in the signed-in page, with its cookie: a POST of `body`, or a GET without one. Its
 * data, or an error naming the call and the envelope's code and message.
 */
export function callInPage<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([url, payload, headers]) => {
      const answer = await fetch(
        url,
        payload === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(payload) },
      );
      const envelope = (await answer.json()) as { code: number; msg: string; data: unknown };
      if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
      return envelope.data;
    },
    [path, body, GATEWAY_HEADERS] as const,
  ) as Promise<T>;
}

/** The first record a search of the spec answers (page 0, size 1, with the body's query and order). */
export async function firstFound<T>(page: Page, path: string, body: object = {}): Promise<T> {
  const { results } = await callInPage<{ results: T[] }>(page, path, { page: 0, size: 1, ...body });
  return results[0];
}

/**
 * Opens the app at `route` signed in as `role`: the page's context makes the login call itself (its session
 * cookie is then the context's), so a journey pays for one page load, not the login page's as well. The login
 * page is walked in the platform journey and after each expiry (`signInAfterExpiry`).
 */
export async function signIn(page: Page, role: DemoRole = 'admin', route = '/'): Promise<void> {
  const answer = await page.context().request.post(`${baseUrl()}/api/v1/manager/login`, {
    headers: GATEWAY_HEADERS,
    data: DEMO_PASSWORDS[role],
  });
  const { code, msg } = (await answer.json()) as { code: number; msg: string };
  if (code !== 200) throw new Error(`The demo ${role} could not sign in: ${code} ${msg}`);
  // A page already showing the app would only change its hash, and keep the session it read: load it anew.
  if (page.url().startsWith(baseUrl())) await page.goto('about:blank');
  await page.goto(appUrl(route));
  await page.locator('.ant-layout-header').waitFor();
}

/** Signs in through the login page, as an operator would (the login call itself is what the test watches). */
export async function signInThroughLoginPage(
  page: Page,
  role: DemoRole = 'admin',
  route = '/',
): Promise<void> {
  await page.goto(appUrl(route === '/' ? '/login' : `/login?redirect=${encodeURIComponent(route)}`));
  await submitLogin(page, role);
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  await page.locator('.ant-layout-header').waitFor();
}

/** A signed-in session (its cookies), for tests that open many pages each in a context of its own. */
export type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function signedInSession(role: DemoRole = 'admin'): Promise<SignedIn> {
  const { page, context } = await newPage();
  await signIn(page, role);
  return context.storageState();
}

/** After the session expired: the login page says so, and signing in again returns to `route`. */
export async function signInAfterExpiry(page: Page, route: string, role: DemoRole = 'admin'): Promise<void> {
  await page.waitForURL((url) => url.hash.startsWith('#/login'));
  await page.getByText('Your session has expired').waitFor();
  await submitLogin(page, role);
  await page.waitForURL((url) => url.hash.startsWith(`#${route}`));
}

async function submitLogin(page: Page, role: DemoRole) {
  const { email, password } = DEMO_PASSWORDS[role];
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
}

/**
 * What a page showed when its test failed: the route, the form errors, the messages and the dialogs. A CI log is
 * all there is of a failing run, and a timeout alone does not say why the awaited text never came.
 */
async function reportPage(page: Page): Promise<string> {
  const shown = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()).filter(Boolean))
      .catch(() => []);
  const [formErrors, messages, dialogs] = await Promise.all([
    shown('.ant-form-item-explain-error'),
    shown('.ant-message-notice, .ant-notification-notice'),
    shown('.ant-modal-title'),
  ]);
  const calls = await Promise.all(
    (recentCalls.get(page) ?? []).map(async (response) => {
      const body = await response.text().catch(() => '(body gone)');
      const { pathname } = new URL(response.url());
      return `    ${response.request().method()} ${pathname} ${response.status()} ${body.slice(0, 160)}`;
    }),
  );
  return [
    `page ${page.url()}`,
    `  last calls:\n${calls.join('\n')}`,
    `  form errors: ${JSON.stringify(formErrors)}`,
    `  messages: ${JSON.stringify(messages)}`,
    `  dialogs: ${JSON.stringify(dialogs)}`,
    `  page errors: ${JSON.stringify(errorsOf(page))}`,
  ].join('\n');
}

/** Closes the pages opened since the last call; a failed test's pages are reported and pictured first. */
export async function closeContexts(): Promise<void> {
  const closing = contexts.splice(0);
  if (globalThis.__E2E_TEST_FAILED__) {
    const name = expect.getState().currentTestName ?? 'test';
    const pages = closing.flatMap((context) => context.pages());
    const reports = await Promise.all(pages.map(reportPage));
    // A picture too, for a failure on this machine (a CI log keeps the text only).
    const shots = path.resolve(__dirname, '../test-results');
    fs.mkdirSync(shots, { recursive: true });
    await Promise.all(
      pages.map((page, index) =>
        page
          .screenshot({ path: path.join(shots, `${name.replace(/\W+/g, '-')}-${index}.png`), fullPage: true })
          .catch(() => undefined),
      ),
    );
    console.log(`${name} failed; what its pages showed (pictures in test-results/):\n${reports.join('\n')}`);
  }
  await Promise.all(closing.map((context) => context.close()));
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

// Under jest, each test's pages close after it and the browser after the file; a script calls both itself.
if (typeof afterEach === 'function') {
  afterEach(closeContexts);
  afterAll(closeBrowser);
}

/** The options of an open antd select (its dropdown is rendered apart, named by the select's id). */
export async function optionsOf(page: Page, select: Locator): Promise<Locator> {
  const id = await select.getAttribute('id');
  return page.locator(`.ant-select-dropdown:has([id="${id}_list"]) .ant-select-item-option`);
}

/**
 * Waits until an open select's dropdown stands still: aligned to its select, its opening motion over, and (after
 * `typed` went into its search) listing only what matches. Until then it moves and resizes, a dropdown above its
 * select with every keystroke, and a click aimed at an option can land beside it: the option lights up under the
 * pointer and is not chosen.
 */
async function untilDropdownSettles(select: Locator, typed = ''): Promise<void> {
  const id = await select.getAttribute('id');
  await select.page().waitForFunction(
    ([listId, text]) => {
      const dropdown = document.getElementById(listId)?.closest('.ant-select-dropdown');
      if (!dropdown || dropdown.classList.contains('ant-select-dropdown-hidden')) return false;
      if (/-(appear|enter|leave)\b/.test(dropdown.className)) return false;
      if (dropdown.getBoundingClientRect().left < 0) return false;
      const options = Array.from(dropdown.querySelectorAll('.ant-select-item-option'));
      return !text || (options.length > 0 && options.every((option) => option.textContent?.includes(text)));
    },
    [`${id}_list`, typed],
  );
}

/**
 * Waits until an antd popup (popover, dropdown, modal) has finished its opening motion: until then it zooms or
 * slides, and a click aimed at a control inside can land beside it (a radio of the channel's download chooser
 * stayed unchosen under load).
 */
export async function untilStill(popup: Locator): Promise<void> {
  const element = await popup.elementHandle();
  await popup.page().waitForFunction((shown) => !/-(appear|enter|leave)\b/.test(shown!.className), element);
}

/** Clicks a button of a dialog (a modal or a confirm) once the dialog stands still (`untilStill`). */
export async function clickInDialog(dialog: Locator, name: string, options: { exact?: boolean } = {}) {
  await untilStill(dialog);
  await dialog.getByRole('button', { name, exact: options.exact }).click();
}

/**
 * The first braft editor inside `scope`, woken (a rich text shows its text until the operator edits: its Edit
 * button loads the editor, which takes the focus) and ready for typing.
 */
export async function wakeRichText(scope: Locator): Promise<Locator> {
  const content = scope.locator('.public-DraftEditor-content[contenteditable=true]').first();
  const edit = scope.locator('.rich-text-dormant-bar button').first();
  // A page drawn again (a saved document at its new address) draws its editor dormant again, maybe just after
  // its Edit was clicked: click the one there is, until an editor takes input.
  for (;;) {
    await content.or(edit).first().waitFor();
    if (await content.isVisible()) return content;
    await edit.click({ timeout: 1000 }).catch(() => undefined);
    await content.waitFor({ timeout: 2000 }).catch(() => undefined);
  }
}

/** Opens an antd select by clicking its box (the search input under it is not what takes the click). */
export async function openSelect(select: Locator): Promise<void> {
  await select.locator('xpath=ancestor::div[contains(@class, "ant-select-selector")][1]').click();
  await untilDropdownSettles(select);
}

/**
 * Opens a select and clicks the first option whose text contains `text` (or is exactly `text`). A single select
 * has closed when this returns: the next dropdown opened while this one still moves loses its click.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  text: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<void> {
  await openSelect(select);
  const wanted = exact ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text;
  await (await optionsOf(page, select)).filter({ hasText: wanted }).first().click();
  const box = select.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  if (!((await box.getAttribute('class')) ?? '').includes('ant-select-multiple')) {
    const id = await select.getAttribute('id');
    await page.waitForFunction((listId) => {
      const dropdown = document.getElementById(listId)?.closest('.ant-select-dropdown');
      return !dropdown || dropdown.classList.contains('ant-select-dropdown-hidden');
    }, `${id}_list`);
  }
}

/** In an open select, types `name` into its search and clicks the option named exactly that. */
export async function searchAndChoose(page: Page, select: Locator, name: string): Promise<void> {
  await page.keyboard.type(name);
  await untilDropdownSettles(select, name);
  await (await optionsOf(page, select)).filter({ hasText: new RegExp(`^${name}$`) }).click();
}

/** The antd card whose title is exactly `title`. */
export const cardTitled = (page: Page, title: string): Locator =>
  page
    .locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) })
    .locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-card ")][1]');

export interface AxeFinding {
  rule: string;
  impact: string;
  /** One element's selector. */
  target: string;
  /** The first lines of why it fails. */
  summary: string;
}

/** Each element axe finds a serious or critical violation on, in what the page shows now. */
export async function seriousFindings(page: Page): Promise<AxeFinding[]> {
  // Only violations are read: axe then skips gathering the nodes of every rule that passed (a list page has
  // thousands), much of its time on a large page. Legacy mode runs axe in the page itself: the default opens a
  // blank page per call to merge the results of cross-origin frames (the app has no frames), 2-4 s of each check.
  // The rules that cannot report a serious violation are not run; the experimental WCAG ones are (axeRules.ts).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: AXE_RULES })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact!,
        target: node.target.join(' '),
        summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
      })),
    );
}

/**
 * Clicks a button of a list page where the toolbar line's width put it: on the page, or folded into the list's
 * More (src/components/list/FoldingToolbar.tsx).
 */
export async function clickListButton(page: Page, name: string): Promise<void> {
  // The total drawn first: the line's room is known, and the buttons folded for it.
  await page.getByTestId('list-total').waitFor();
  const shown = page.getByRole('button', { name, exact: true });
  if (await shown.isVisible()) return shown.click();
  await page.locator('.folding-toolbar__more:not(.folding-toolbar__more--idle)').getByRole('button').click();
  await page.locator('.folding-toolbar__menu').getByRole('button', { name, exact: true }).click();
}

/** The serious and critical axe violations of what the page shows now (open popovers and dialogs included). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // What the page shows at rest: a hovered link's lighter colour (mid-transition too) is not what axe should judge.
  // A toast fading out (its text half transparent) is not either: let toasts go and finite animations end.
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(() => document.querySelectorAll('.ant-message-notice').length === 0, null, {
      timeout: 8000,
    })
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settle) => setTimeout(settle, 3000)),
    ]),
  );
  await page.waitForTimeout(100);
  const findings = await seriousFindings(page);
  const byRule = new Map<string, string[]>();
  for (const finding of findings)
    byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding.target]);
  return [...byRule].map(([rule, targets]) => `${rule}: ${targets.join(', ')}`);
}

/** How long `nextDownload` waits: a download that never comes fails its test in seconds, not at jest's limit. */
const DOWNLOAD_LIMIT_MS = 15_000;

/**
 * The file the next click downloads, or opens in a new window with noopener (which Chromium turns into a download);
 * rejected when none came within `limitMs`.
 */
export function nextDownload(
  context: BrowserContext,
  page: Page,
  limitMs = DOWNLOAD_LIMIT_MS,
): Promise<Download> {
  return new Promise((resolve, reject) => {
    const popups: Page[] = [];
    const stop = () => {
      clearTimeout(limit);
      for (const watched of [page, ...popups]) watched.off('download', done);
      context.off('page', watchPopup);
    };
    const done = (download: Download) => {
      stop();
      resolve(download);
    };
    const watchPopup = (popup: Page) => {
      popups.push(popup);
      popup.once('download', done);
    };
    const limit = setTimeout(() => {
      stop();
      reject(new Error(`No download within ${limitMs / 1000} s (nextDownload)`));
    }, limitMs);
    page.once('download', done);
    context.once('page', watchPopup);
  });
}
