/**
 * `npm run check:backend` against the mock behind a real HTTP server, as `npm run serve` runs it: every call ok;
 * a server whose answers differ from the product's shapes, each difference named; a wrong password, refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { Reducer } from '@reduxjs/toolkit';
import { serve, type RunningServer } from '../mock/server/serve';
import { createApp } from '../mock/server/standalone';
import { FIXED_NOW } from '../mock/db/core';
import { finishedTagTask, tagTasks } from '../mock/db/memberTags';
import { Random } from '../mock/lib/random';
import { areaDomainTables } from '../test/allDomains';
import { main, USAGE } from './checkBackend';
import { couponList } from '../src-models/coupons';
import { memberList } from '../src-models/members';
import { CHECKS } from './checkBackendCalls';
import { productLists, unnamedLists } from './checkBackendLists';
import { checkBackend } from './checkBackendRun';
import { ask, listOf } from './checkBackendSteps';

const ADMIN = { email: 'admin@moto.example', password: 'admin123' };

let distDir: string;
let mock: RunningServer;
let differing: RunningServer;

/**
 * Only Date is faked, at the small seed's fixed clock: the tracking store is made around "now" and the dashboards
 * ask for the days up to "now", so on the real clock the first event listed (with an openid or not) changed with
 * the hour of the run.
 */
const NOT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

beforeAll(async () => {
  jest.useFakeTimers({ now: FIXED_NOW * 1000, doNotFake: [...NOT_DATE] });
  // The demo seeds finished tagging tasks, the tests' small seed none: one done task, for the task get to read.
  tagTasks().insert(finishedTagTask(new Random('check:backend'), FIXED_NOW - 86400));
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-backend-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  const mockApp = () => createApp({ distDir, buildTrackingStore: false });
  mock = await serve(mockApp());
  // The same mock, but the ride search answers `results` as a string and the terms' content as a number.
  const changed = express();
  changed.post('/api/v1/scrm/ride/search', (_req, res) => {
    res.json({ code: 200, msg: 'ok', data: { results: 'oops', total: 0 } });
  });
  changed.get('/api/v1/scrm/config/tc', (_req, res) => {
    res.json({ code: 200, msg: 'ok', data: { content: 5 } });
  });
  changed.use(mockApp());
  differing = await serve(changed);
});

afterAll(async () => {
  jest.useRealTimers();
  await Promise.all([mock.close(), differing.close()]);
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** The check's output, line by line, and its exit code. */
async function check(server: RunningServer, account = ADMIN) {
  const lines: string[] = [];
  const code = await checkBackend({
    target: new URL(server.url),
    ...account,
    print: (line) => lines.push(line),
  });
  return { code, lines };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line of one call: `ok  Coupons · coupon list  POST /api/v1/...`. */
const lineOf = (lines: readonly string[], label: string) =>
  lines.find((line) => new RegExp(`^\\S+ +${escapeRegex(label)}( {2}|$)`).test(line));

const callLabels = Object.entries(CHECKS).flatMap(([area, calls]) =>
  calls.map(({ name }) => `${area} · ${name}`),
);

describe('npm run check:backend', () => {
  it('finds every call of the product answered as the product expects by the mock', async () => {
    const { code, lines } = await check(mock);
    expect(code).toBe(0);
    expect(lines[0]).toBe(
      `Checking ${mock.url} as admin@moto.example: ${callLabels.length + 1} calls, reads only.`,
    );
    expect(lineOf(lines, 'Session · sign in')).toMatch(
      /^ok +Session · sign in +POST \/api\/v1\/manager\/login$/,
    );
    for (const label of callLabels) {
      const line = lineOf(lines, label);
      // Each line names the requests of its own call: a source is asked first by its own line.
      expect(line).toMatch(/^ok +\S.* (GET|POST) \/api\//);
    }
    expect(lines.at(-1)).toBe(
      `${callLabels.length + 1} calls: ${callLabels.length + 1} ok. Every answer is what the product expects.`,
    );
  });

  it('names the first difference of each answer from what the product expects, and fails', async () => {
    const { code, lines } = await check(differing);
    expect(code).toBe(1);
    expect(lineOf(lines, 'Riding · regular ride list')).toMatch(
      /^differs +Riding · regular ride list +POST \/api\/v1\/scrm\/ride\/search — data\.results: expected an array$/,
    );
    expect(lineOf(lines, 'Global config · user terms')).toMatch(
      /^differs +Global config · user terms +GET \/api\/v1\/scrm\/config\/tc — data\.content: expected a string$/,
    );
    // What needs a ride is not asked for; everything else is still checked.
    expect(lineOf(lines, 'Riding · moderation trail of a ride')).toMatch(
      /^skipped +Riding · moderation trail of a ride +the regular ride list failed$/,
    );
    expect(lineOf(lines, 'Coupons · coupon list')).toMatch(/^ok /);
    expect(lines.at(-1)).toBe(
      `${callLabels.length + 1} calls: ${callLabels.length - 2} ok, 2 differs, 1 skipped.`,
    );
  });

  it("stops at a refused sign-in with the backend's code and message", async () => {
    const { code, lines } = await check(mock, { ...ADMIN, password: 'wrong' });
    expect(code).toBe(1);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^refused +Session · sign in +POST \/api\/v1\/manager\/login — code 401: Email or password is wrong$/,
      ),
      `The other ${callLabels.length} calls need a session: not made.`,
    ]);
  });

  it('says why it cannot run, with the usage, and exits with 2', async () => {
    const errors: string[] = [];
    const run = (argv: string[], target?: string) =>
      main(
        argv,
        target,
        () => undefined,
        (line) => errors.push(line),
      );
    await expect(run(['--email', 'a@b.example', '--password', 'x'])).resolves.toBe(2);
    expect(errors.pop()).toBe(
      `API_TARGET must name the backend, such as https://backoffice-api.example\n\n${USAGE}`,
    );
    await expect(run(['--email', 'a@b.example'], mock.url)).resolves.toBe(2);
    expect(errors.pop()).toMatch(/^Both --email and --password are needed\n/);
    await expect(run(['--email', '--password', 'x'], mock.url)).resolves.toBe(2);
    expect(errors.pop()).toMatch(/^--email needs a value\n/);
    await expect(run(['--user', 'a'], mock.url)).resolves.toBe(2);
    expect(errors.pop()).toMatch(/^Unknown argument: --user\n/);
    await expect(run(['--email=a@b.example', '--password=x'], 'ftp://backend.example')).resolves.toBe(2);
    expect(errors.pop()).toMatch(/^API_TARGET must be an http\(s\) URL, got "ftp:\/\/backend.example"\n/);
  });

  it("finds every list of the product among the domains' exports, and searches each", () => {
    const isList = (reducer: Reducer) => {
      const state = (reducer as { getInitialState?: () => unknown }).getInitialState?.();
      return typeof state === 'object' && state !== null && 'query' in state && 'selection' in state;
    };
    const storeLists = Object.values(areaDomainTables).flatMap((table) =>
      Object.entries(table).flatMap(([name, { reducer }]) => (isList(reducer) ? [name] : [])),
    );
    const found = productLists().map((list) => list.name);
    expect(storeLists.length).toBeGreaterThan(30);
    expect(storeLists.filter((name) => !found.includes(name))).toEqual([]);
    const searched = new Set(
      Object.values(CHECKS).flatMap((calls) => calls.flatMap((call) => call.lists ?? [])),
    );
    expect(found.filter((name) => !searched.has(name))).toEqual([]);
  });

  it('gives a list that no line names a line of its own: its first page', () => {
    const named = { Coupons: [ask('coupon list', listOf('the coupon list', couponList))] };
    const lines = unnamedLists(named, [couponList, memberList]);
    expect(lines.map(({ name, lists }) => ({ name, lists }))).toEqual([
      { name: 'members: first page', lists: ['members'] },
    ]);
  });
});
