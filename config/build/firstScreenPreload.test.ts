import fs from 'node:fs';
import path from 'node:path';
import { pageModuleOf } from 'test/pageModule';
import { areas } from 'src/routes';
import { pagesInAreaSource, preloadScript, type PreloadManifest } from './firstScreenPreload';

const manifest: PreloadManifest = {
  chunk: '/js/#.abcd1234.js',
  shell: [7, 8],
  stylesheet: '/css/antd.1.css',
  routes: [
    ['/coupon/list', [1, 2]],
    ['/coupon/activity/create', [3]],
    ['/coupon/activity/:id', [4]],
  ],
};

/** The links the preload script adds for an address (its hash route), run as the browser runs it. */
function preloadsAt(hash: string): string[] {
  const links: { rel: string; as: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', as: '', href: '' }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  new Function('location', 'document', preloadScript(manifest))({ hash }, document);
  return links.map((link) => `${link.rel} ${link.as} ${link.href}`);
}

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

  it("reads every page of every area's route file, with the module its page imports", () => {
    for (const [name, area] of Object.entries(areas)) {
      const source = fs.readFileSync(path.join(__dirname, '../../src/routes/areas', `${name}.ts`), 'utf8');
      const declared = area.pages.map((page) => ({ path: page.path, page: pageModuleOf(page) }));
      expect({ name, pages: pagesInAreaSource(source) }).toEqual({ name, pages: declared });
    }
  });
});
