/**
 * The first screen's code asked for at once (issue 10 §6). Without this the browser asks in stages, each waiting
 * for the one before: the main bundle, then the signed-in shell (once it runs), then the page the address names
 * (once the shell's route table is there). A small script, run first by index.html, reads the address and
 * preloads the shell, the antd stylesheet, and that page's chunks with its area's models: they download while the
 * main bundle runs. Not for the login page or a bare address, whose visitor may not be signed in.
 *
 * An external file, not inline code: the Content-Security-Policy allows scripts of the site only.
 */
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compilation, type Compiler } from 'webpack';
import { env } from '../env';
import { SESSION_CHECK_PATH } from '../apiPath';

/**
 * What the preload script knows: chunk ids, the address of a chunk (`#` for its id), what each page needs, and the
 * session check every address makes first (its URL and the gateway headers).
 */
export interface PreloadManifest {
  session: { url: string; headers: Readonly<Record<string, string>> };
  chunk: string;
  shell: (string | number)[];
  stylesheet: string | null;
  /** Route path (react-router's, `:param` for a segment) and the chunks of its area's models and its page. */
  routes: [string, (string | number)[]][];
}

/** The pages of an area's route file: each route's path and the module its page imports. */
export function pagesInAreaSource(source: string): { path: string; page: string }[] {
  const pages: { path: string; page: string }[] = [];
  for (const [, path, page] of source.matchAll(
    /path: '([^']+)',\s*app: '[^']+',\s*page: \(\) =>\s*import\((?:\/\*[^*]*\*\/\s*)?'([^']+)'\)/g,
  ))
    pages.push({ path, page });
  return pages;
}

/**
 * The route whose path matches the address best (a fixed segment ranks over a parameter), null when none does.
 * It runs in the browser as its source text: no helpers, no closures over this module.
 */
function matchRoute(routes: PreloadManifest['routes'], address: string) {
  const parts = address.split('/');
  let best: PreloadManifest['routes'][number] | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const pattern = route[0].split('/');
    if (pattern.length !== parts.length) continue;
    let score = 0;
    for (let at = 0; at < pattern.length && score >= 0; at++) {
      if (pattern[at].startsWith(':')) score += 1;
      else score = pattern[at] === parts[at] ? score + 2 : -1;
    }
    if (score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The preload script. It asks who is signed in at once, for every address (the app's first call, which it would
 * send only once its main bundle has run: src-services/request.ts takes the answer, `firstScreenAnswers`), and
 * from the address (the hash route) adds the links to preload.
 */
export function preloadScript(manifest: PreloadManifest): string {
  return `(function (m) {
  const session = fetch(m.session.url, { credentials: 'include', headers: m.session.headers });
  session.catch(function () {});
  window.firstScreenAnswers = { [m.session.url]: session };
  const match = ${matchRoute.toString()};
  const address = location.hash.slice(1).split('?')[0];
  if (!address || address.startsWith('/login')) return;
  const route = match(m.routes, address);
  const add = (href, as) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.appendChild(link);
  };
  for (const id of [...m.shell, ...(route ? route[1] : [])]) add(m.chunk.replace('#', id), 'script');
  if (m.stylesheet) add(m.stylesheet, 'style');
})(${JSON.stringify(manifest)});
`;
}

const NAME = 'FirstScreenPreload';
const AREA_FILE = /[\\/]src[\\/]routes[\\/]areas[\\/]\w+\.ts$/;

function chunkIdsOf(group: webpack.ChunkGroup | undefined): (string | number)[] {
  return group ? group.chunks.flatMap((chunk) => (chunk.id === null ? [] : [chunk.id])) : [];
}

/** The preload script's file in the build, before its content hash (`js/first-screen.<hash>.js`). */
export const PRELOAD_FILE_PREFIX = 'js/first-screen.';

const publicPathOf = (compilation: Compilation) => String(compilation.outputOptions.publicPath ?? '/');

function manifestOf(compilation: Compilation, stylesheet: string | null): PreloadManifest {
  const routes: PreloadManifest['routes'] = [];
  for (const module of compilation.modules) {
    const resource = (module as webpack.NormalModule).resource;
    if (!resource || !AREA_FILE.test(resource)) continue;
    const groups = new Map<string, (string | number)[]>();
    for (const block of module.blocks) {
      const request = (block.dependencies[0] as { request?: string } | undefined)?.request;
      if (request)
        groups.set(request, chunkIdsOf(compilation.chunkGraph.getBlockChunkGroup(block) ?? undefined));
    }
    const models = [...groups].flatMap(([request, ids]) => (request.startsWith('src-models/') ? ids : []));
    for (const { path, page } of pagesInAreaSource(fs.readFileSync(resource, 'utf8')))
      routes.push([path, [...new Set([...models, ...(groups.get(page) ?? [])])]]);
  }
  const publicPath = publicPathOf(compilation);
  const chunk =
    publicPath +
    String(compilation.outputOptions.chunkFilename)
      .replace('[id]', '#')
      .replace(/\[fullhash(?::(\d+))?\]/, (_, length?: string) =>
        (compilation.hash ?? '').slice(0, length ? Number(length) : undefined),
      );
  return {
    session: { url: SESSION_CHECK_PATH, headers: env.gatewayHeaders },
    chunk,
    shell: chunkIdsOf(compilation.namedChunkGroups.get('shell')),
    stylesheet: stylesheet && publicPath + stylesheet,
    // In path order: the order webpack lists the modules in varies from build to build; the script must not.
    routes: routes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

/** Emits the preload script and runs it first from index.html. `stylesheet`: the antd sheet's file, if any. */
export class FirstScreenPreload {
  constructor(private readonly stylesheet: string | null) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const source = preloadScript(manifestOf(compilation, this.stylesheet));
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        const file = `${PRELOAD_FILE_PREFIX}${hash}.js`;
        // A content hash of its own: webpack hashes it again as written (the chunks' names in it are final by
        // then) and renames it, in index.html too, as it does the chunks.
        compilation.emitAsset(file, new webpack.sources.RawSource(source), {
          contenthash: hash,
          immutable: true,
        });
        const src = publicPathOf(compilation) + file;
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { src }));
        return data;
      });
    });
  }
}
