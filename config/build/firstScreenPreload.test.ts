import fs from 'node:fs';
import path from 'node:path';
import { pageModuleOf } from 'test/pageModule';
import { areas } from 'src/routes';
import type { EarlyResponse } from 'src-services/request';
import {
  FIRST_GET_KEPT_MS,
  pagesInAreaSource,
  preloadScript,
  type PreloadManifest,
} from './firstScreenPreload';

const manifest: PreloadManifest = {
  session: { url: '/api/v1/manager/me', headers: { via: 'backoffice' } },
  chunk: '/js/#.abcd1234.js',
  shell: [7, 8],
  stylesheet: '/css/antd.1.css',
  routes: [
    ['/coupon/list', [1, 2], []],
    ['/coupon/activity/create', [3], []],
    ['/coupon/activity/:id', [4], []],
    ['/reservation/list/has-dealer', [5], ['/api/v1/scrm/config/back']],
  ],
};

const SIGNED_IN = { code: 200, msg: '', data: { name: 'Admin' } };

/**
 * The preload script run at an address (its hash route) as the browser runs it, the session check answering
 * `session`: the links it adds, the calls it sends, the answers it leaves to the app.
 */
function runAt(hash: string, session: unknown = SIGNED_IN) {
  const links: { rel: string; as: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', as: '', href: '' }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  const calls: [string, RequestInit][] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return Response.json(url === manifest.session.url ? session : { code: 200, msg: '', data: url });
  };
  const window: { firstScreenAnswers?: Record<string, Promise<EarlyResponse | undefined>> } = {};
  const timers: [() => void, number][] = [];
  const setTimeout = (run: () => void, ms: number) => timers.push([run, ms]);
  new Function('location', 'document', 'fetch', 'window', 'setTimeout', preloadScript(manifest))(
    { hash },
    document,
    fetch,
    window,
    setTimeout,
  );
  return {
    preloads: links.map((link) => `${link.rel} ${link.as} ${link.href}`),
    calls,
    answers: window.firstScreenAnswers ?? {},
    /** Runs the timers due after `ms`. */
    after: (ms: number) => timers.filter(([, due]) => due <= ms).forEach(([run]) => run()),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const preloadsAt = (hash: string) => runAt(hash).preloads;

describe("the first screen's preload script", () => {
  it("preloads the shell, the page's chunks and the antd stylesheet for the address's page", () => {
    expect(preloadsAt('#/coupon/list?page=2')).toEqual([
      'preload script /js/7.abcd1234.js',
      'preload script /js/8.abcd1234.js',
      'preload script /js/1.abcd1234.js',
      'preload script /js/2.abcd1234.js',
      'preload style /css/antd.1.css',
    ]);
  });

  it('ranks a fixed segment over a parameter, and takes a parameter for any other', () => {
    expect(preloadsAt('#/coupon/activity/create')).toContain('preload script /js/3.abcd1234.js');
    expect(preloadsAt('#/coupon/activity/create')).not.toContain('preload script /js/4.abcd1234.js');
    expect(preloadsAt('#/coupon/activity/42')).toContain('preload script /js/4.abcd1234.js');
  });

  it('preloads only the shell for an address of no page, and nothing for the login page or a bare address', () => {
    expect(preloadsAt('#/nowhere')).toEqual([
      'preload script /js/7.abcd1234.js',
      'preload script /js/8.abcd1234.js',
      'preload style /css/antd.1.css',
    ]);
    expect(preloadsAt('#/login?redirect=%2Fcoupon%2Flist')).toEqual([]);
    expect(preloadsAt('')).toEqual([]);
  });

  it('asks who is signed in at once, at every address, and leaves the answer to the app', async () => {
    for (const hash of ['#/coupon/list', '#/login', '']) {
      const { calls, answers } = runAt(hash);
      await settled();
      expect(calls).toEqual([
        ['/api/v1/manager/me', { credentials: 'include', headers: { via: 'backoffice' } }],
      ]);
      expect(Object.keys(answers)).toEqual(['/api/v1/manager/me']);
      expect((await answers['/api/v1/manager/me'])?.data).toEqual(SIGNED_IN);
    }
  });

  it("asks a page's first GETs (the config) beside the session check, for the app to take", async () => {
    const { calls, answers } = runAt('#/reservation/list/has-dealer?page=2');
    await settled();
    expect(calls).toEqual([
      ['/api/v1/manager/me', { credentials: 'include', headers: { via: 'backoffice' } }],
      ['/api/v1/scrm/config/back', { credentials: 'include', headers: { via: 'backoffice' } }],
    ]);
    expect(await answers['/api/v1/scrm/config/back']).toEqual({
      ok: true,
      status: 200,
      statusText: '',
      data: { code: 200, msg: '', data: '/api/v1/scrm/config/back' },
    });
    expect(Object.keys(runAt('#/coupon/list').answers)).toEqual(['/api/v1/manager/me']);
  });

  it('drops an answer the first screen did not take, so that a later GET asks afresh', () => {
    const { answers, after } = runAt('#/reservation/list/has-dealer');
    after(FIRST_GET_KEPT_MS - 1);
    expect(Object.keys(answers)).toContain('/api/v1/scrm/config/back');
    after(FIRST_GET_KEPT_MS);
    expect(Object.keys(answers)).toEqual(['/api/v1/manager/me']);
  });

  it('leaves no answer of them when nobody is signed in: the app asks itself once someone has', async () => {
    const refused = { code: 401, msg: 'expired', data: null };
    expect(
      await runAt('#/reservation/list/has-dealer', refused).answers['/api/v1/scrm/config/back'],
    ).toBeUndefined();
    const notAnEnvelope = runAt('#/reservation/list/has-dealer', '<html>');
    expect(await notAnEnvelope.answers['/api/v1/scrm/config/back']).toBeUndefined();
  });

  it("reads every page of every area's route file, with the module its page imports and the GETs its first screen reads first", () => {
    for (const [name, area] of Object.entries(areas)) {
      const source = fs.readFileSync(path.join(__dirname, '../../src/routes/areas', `${name}.ts`), 'utf8');
      const declared = area.pages.map((page) => ({
        path: page.path,
        page: pageModuleOf(page),
        firstGets: page.firstGets ?? [],
      }));
      expect({ name, pages: pagesInAreaSource(source) }).toEqual({ name, pages: declared });
    }
  });
});
