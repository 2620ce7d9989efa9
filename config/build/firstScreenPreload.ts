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
import { FIRST_GETS, SESSION_CHECK_PATH, type FirstGet } from '../apiPath';

/**
 * What the preload script knows: chunk ids, the address of a chunk (`#` for its id), what each page needs, and the
 * session check every address makes first (its URL and the gateway headers).
 */
export interface PreloadManifest {
  session: { url: string; headers: Readonly<Record<string, string>> };
  chunk: string;
  shell: (string | number)[];
  stylesheet: string | null;
  /**
   * Route path (react-router's, `:param` for a segment), the chunks of its area's models and its page, and the
   * GETs its first screen starts with (their answers count once the session check says someone is signed in).
   */
  routes: [string, (string | number)[], string[]][];
}

export interface AreaSourcePage {
  path: string;
  /** The module its page imports. */
  page: string;
  /** The GETs its first screen reads first (`PageRoute.firstGets`). */
  firstGets: FirstGet[];
}

/** The pages of an area's route file, in its order. */
export function pagesInAreaSource(source: string): AreaSourcePage[] {
  const starts = [
    ...source.matchAll(
      /path: '([^']+)',\s*app: '[^']+',\s*page: \(\) =>\s*import\((?:\/\*[^*]*\*\/\s*)?'([^']+)'\)/g,
    ),
  ];
  return starts.map(([, path, page], at) => {
    // The route's own text: up to the next route's path.
    const text = source.slice(starts[at].index, starts[at + 1]?.index);
    const named = /\bfirstGets: \[([^\]]*)\]/.exec(text)?.[1] ?? '';
    return { path, page, firstGets: [...named.matchAll(/'(\w+)'/g)].map(([, name]) => name as FirstGet) };
  });
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

/** How long the answers of a route's first GETs wait to be taken: a first screen takes them within seconds. */
export const FIRST_GET_KEPT_MS = 30_000;

/**
 * The preload script. It asks who is signed in at once, for every address (the app's first call, which it would
 * send only once its main bundle has run: src-services/request.ts takes the answer, `firstScreenAnswers`), and
 * from the address (the hash route) adds the links to preload.
 */
export function preloadScript(manifest: PreloadManifest): string {
  return `(function (m) {
  const init = { credentials: 'include', headers: m.session.headers };
  // Each answer's body read as it arrives (src-services/request.ts's EarlyResponse): the app takes it at once, not
  // a task or two after asking for it.
  const read = function (response) {
    const answer = function (data) {
      return { ok: response.ok, status: response.status, statusText: response.statusText, data: data };
    };
    return response.json().then(answer, function () { return answer(undefined); });
  };
  const session = fetch(m.session.url, init).then(read);
  session.catch(function () {});
  window.firstScreenAnswers = { [m.session.url]: session };
  const match = ${matchRoute.toString()};
  const address = location.hash.slice(1).split('?')[0];
  if (!address || address.startsWith('/login')) return;
  const route = match(m.routes, address);
  // Asked beside the session check; the answer counts only when that check says someone is signed in (the
  // envelope's code 200). Otherwise it comes to nothing, and the app asks itself once someone has signed in.
  const signedIn = session.then(
    function (answer) { return answer.data != null && answer.data.code === 200; },
    function () { return false; },
  );
  for (const url of route ? route[2] : []) {
    const asked = fetch(url, init).then(read);
    const answer = signedIn.then(function (yes) { return yes ? asked : undefined; });
    asked.catch(function () {});
    answer.catch(function () {});
    window.firstScreenAnswers[url] = answer;
    // One the first screen did not take (its page said 403) is dropped: a later GET asks afresh, and the config
    // page never edits a copy from when the app opened.
    setTimeout(function () { delete window.firstScreenAnswers[url]; }, ${FIRST_GET_KEPT_MS});
  }
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
    for (const { path, page, firstGets } of pagesInAreaSource(fs.readFileSync(resource, 'utf8')))
      routes.push([
        path,
        [...new Set([...models, ...(groups.get(page) ?? [])])],
        firstGets.map((name) => FIRST_GETS[name]),
      ]);
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
