import fs from 'node:fs';
import path from 'node:path';
import { pageModuleOf } from 'test/pageModule';
import { areas } from 'src/routes';
import { pagesInAreaSource, preloadScript, type PreloadManifest } from './firstScreenPreload';

const manifest: PreloadManifest = {
  session: { url: '/api/v1/manager/me', headers: { via: 'backoffice' } },
  chunk: '/js/#.abcd1234.js',
  shell: [7, 8],
  stylesheet: '/css/antd.1.css',
  routes: [
    ['/coupon/list', [1, 2]],
    ['/coupon/activity/create', [3]],
    ['/coupon/activity/:id', [4]],
  ],
};

/** The preload script run at an address (its hash route) as the browser runs it: the links it adds, the calls it sends. */
function runAt(hash: string) {
  const links: { rel: string; as: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', as: '', href: '' }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  const calls: [string, RequestInit][] = [];
  const answer = Promise.resolve(new Response('{}'));
  const fetch = (url: string, init: RequestInit) => calls.push([url, init]) && answer;
  const window: { firstScreenAnswers?: Record<string, Promise<Response>> } = {};
  new Function('location', 'document', 'fetch', 'window', preloadScript(manifest))(
    { hash },
    document,
    fetch,
    window,
  );
  return {
    preloads: links.map((link) => `${link.rel} ${link.as} ${link.href}`),
    calls,
    answers: window.firstScreenAnswers,
    answer,
  };
}

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

  it('asks who is signed in at once, at every address, and leaves the answer to the app', () => {
    for (const hash of ['#/coupon/list', '#/login', '']) {
      const { calls, answers, answer } = runAt(hash);
      expect(calls).toEqual([
        ['/api/v1/manager/me', { credentials: 'include', headers: { via: 'backoffice' } }],
      ]);
      expect(answers).toEqual({ '/api/v1/manager/me': answer });
    }
  });

  it("reads every page of every area's route file, with the module its page imports", () => {
    for (const [name, area] of Object.entries(areas)) {
      const source = fs.readFileSync(path.join(__dirname, '../../src/routes/areas', `${name}.ts`), 'utf8');
      const declared = area.pages.map((page) => ({ path: page.path, page: pageModuleOf(page) }));
      expect({ name, pages: pagesInAreaSource(source) }).toEqual({ name, pages: declared });
    }
  });
});
