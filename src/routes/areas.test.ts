/**
 * Area completeness (CONTRIBUTING.md): its route file in src/routes/index.ts, its messages in both languages in
 * src-locales, the store domains its pages use in its table (src-models/domains.ts), and a mock handler
 * for every call its services make (mock/handlers).
 * With fourteen areas, a missing line is easy to miss by eye and costly to find in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { installMockBackend } from 'mock/node';
import { pageModuleOf } from 'test/pageModule';
import { signIn } from 'test/signIn';
import { areaMessageFiles, signedInMessages } from 'test/allMessages';
import { platformMessages, type Messages } from 'src-locales/index';
import type { AreaMessageFile } from 'src-locales/signedIn';

import enShared from 'src-locales/en-US/shared';
import zhShared from 'src-locales/zh-CN/shared';
import { coreDomains, type DomainTable } from 'src-models/coreDomains';
import { shellDomains } from 'src-models/shellDomains';
import { areas, menus, pageRoutes, type AreaRoutes, type MenuEntry } from './index';

const ROOT = path.resolve(__dirname, '../..');
const sharedMessages: Messages = { 'en-US': enShared, 'zh-CN': zhShared };
const sourceFiles = (dir: string) =>
  fs.readdirSync(path.join(ROOT, dir)).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
const stem = (file: string) => file.replace(/\.tsx?$/, '');

describe('every area', () => {
  it('has its route file registered in src/routes/index.ts under its name', () => {
    const files = sourceFiles('src/routes/areas').map(stem).sort();
    expect(Object.keys(areas).sort()).toEqual(files);
    for (const name of files) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(`./areas/${name}`) as Record<string, unknown>;
      expect(Object.values(module)).toContain(areas[name as keyof typeof areas]);
    }
  });

  it.each(Object.keys(areas))(
    '%s has its messages in en-US and zh-CN, with the same keys, registered',
    (area) => {
      const load = (locale: string) =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require(`src-locales/${locale}/${area}`) as { default: Record<string, string> }).default;
      const en = load('en-US');
      const zh = load('zh-CN');
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      expect(signedInMessages['en-US']).toMatchObject(en);
      expect(signedInMessages['zh-CN']).toMatchObject(zh);
    },
  );

  it('registers every message file (areas and shared widgets) in both languages', () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      // areas.ts is the table of the area files itself.
      for (const file of sourceFiles(`src-locales/${locale}`).filter((name) => stem(name) !== 'areas')) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const messages = (require(`src-locales/${locale}/${stem(file)}`) as { default: object }).default;
        expect({ file, registered: signedInMessages[locale] }).toMatchObject({ file, registered: messages });
      }
      expect(signedInMessages[locale]).toMatchObject(platformMessages[locale]);
    }
  });

  it('labels its menu entries with messages the shell loads, and its tabs with messages both languages have', () => {
    const menuKeys = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) => [entry.labelKey, ...menuKeys(entry.children ?? [])]);
    const tabKeys = pageRoutes.flatMap((route) => (route.tab ? [route.tab.labelKey] : []));
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const shell = { ...platformMessages[locale], ...sharedMessages[locale] };
      expect(menuKeys(menus).filter((key) => !(key in shell))).toEqual([]);
      expect(tabKeys.filter((key) => !(key in signedInMessages[locale]))).toEqual([]);
    }
  });

  it.each(Object.keys(areas))(
    "%s names as a page's own list one of its domains, under the name the list reads its state by",
    async (area) => {
      const own: AreaRoutes = areas[area as keyof typeof areas];
      const domains: DomainTable = (await own.domains?.()) ?? {};
      for (const route of own.pages) {
        const list = await route.list?.();
        // A list the store chooses (by the operator's role) is one of several: each is a domain of its area too.
        if (list && typeof list !== 'function')
          expect({ route: route.path, domain: domains[list.name] }).toEqual({
            route: route.path,
            domain: list,
          });
      }
    },
  );

  it.each(Object.keys(areas))('%s loads the message files its pages show', (area) => {
    const own: AreaRoutes = areas[area as keyof typeof areas];
    const files = new Set([
      `src/routes/areas/${area}.ts`,
      ...own.pages.flatMap((route) => [...reachableFiles(pageModuleOf(route))]),
    ]);
    const needed = new Set([...files].flatMap((file) => messagePrefixesIn(file)));
    expect([...needed].filter((prefix) => !own.messages?.includes(prefix)).sort()).toEqual([]);
  });

  it("keeps the shell and the shared widgets free of the areas' messages", () => {
    const shell = sourceFiles('src/app').map((file) => `src/app/${file}`);
    expect(shell.filter((file) => messagePrefixesIn(file).length > 0)).toEqual([]);
    const ownOfAreas = (file: string) =>
      messagePrefixesIn(file).filter((prefix) => !WIDGET_MESSAGE_FILES.includes(prefix));
    expect(componentFiles().filter((file) => ownOfAreas(file).length > 0)).toEqual([]);
  });
});

/** The files of shared widgets that only some areas show: a widget may show these, and no area's own. */
const WIDGET_MESSAGE_FILES: readonly AreaMessageFile[] = [
  'auditTrail',
  'formField',
  'linkAction',
  'locationPicker',
  'pageBuilder',
  'sheetImport',
  'subscribeMessage',
  'tagging',
];

const AREA_MESSAGE_FILES = new Set<string>(areaMessageFiles);

/** The ids of an area message file (en-US; zh-CN has the same, checked above). */
function idsOf(file: AreaMessageFile): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return Object.keys((require(`src-locales/en-US/${file}`) as { default: object }).default);
}

/**
 * The area message files a source file shows messages of: a literal that is one of a file's ids, a template
 * (`coupon.status.${…}`) or catalogue name (`defineCatalogue('coupon'`) that begins some of them. A literal
 * that only looks like one (`'config.options'`, a path) names nothing.
 */
function messagePrefixesIn(file: string): AreaMessageFile[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const literals = [
    ...[...text.matchAll(/['`]([a-zA-Z]+(?:\.[\w-]+)+)'/g)].map(([, id]) => ({ id, whole: true })),
    ...[...text.matchAll(/`([a-zA-Z]+(?:\.[\w-]+)*\.)\$\{/g)].map(([, id]) => ({ id, whole: false })),
    ...[...text.matchAll(/defineCatalogue\('([\w.]+)'/g)].map(([, id]) => ({
      id: `${id}.field.`,
      whole: false,
    })),
  ];
  const files = literals.flatMap(({ id, whole }) => {
    const file = id.split('.')[0];
    if (!AREA_MESSAGE_FILES.has(file)) return [];
    const ids = idsOf(file as AreaMessageFile);
    return (whole ? ids.includes(id) : ids.some((each) => each.startsWith(id)))
      ? [file as AreaMessageFile]
      : [];
  });
  return [...new Set(files)];
}

const componentFiles = (): string[] =>
  fs
    .readdirSync(path.join(ROOT, 'src/components'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `src/components/${file}`);

/**
 * The source files a page reaches: through src/ by its imports, and every file of each src-models folder it (or a
 * folder it reaches) imports, where field catalogues and messages of sagas live.
 */
function reachableFiles(entry: string): Set<string> {
  const files = new Set<string>();
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('.')
      ? path.resolve(path.dirname(path.join(ROOT, from)), specifier)
      : path.join(ROOT, specifier);
    const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix);
    const found = candidates.find((candidate) => fs.existsSync(candidate));
    return found && path.relative(ROOT, found);
  };
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    // Value imports only (a type import brings no code), static and dynamic.
    const specifiers = [
      ...[...text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm)]
        .filter(([, typeOnly]) => !typeOnly)
        .map(([, , specifier]) => specifier),
      ...[...text.matchAll(/import\((?:\s*\/\*.*?\*\/)?\s*'([^']+)'\)/g)].map(([, specifier]) => specifier),
    ];
    for (const specifier of specifiers) {
      const folder = /^src-models\/([^/]+)$/.exec(specifier)?.[1];
      if (
        folder &&
        fs.statSync(path.join(ROOT, 'src-models', folder), { throwIfNoEntry: false })?.isDirectory()
      ) {
        for (const name of sourceFiles(`src-models/${folder}`)) visit(`src-models/${folder}/${name}`);
      } else if (/^(\.|src\/|src-models\/)/.test(specifier)) {
        const next = resolve(file, specifier);
        if (next) visit(next);
      }
    }
  };
  visit(`${entry}.tsx`);
  return files;
}

/** What carries no state: a field catalogue (`xxxFields`) or a constant (`MAX_FEED_TAGS`). */
const STATELESS = /Fields$|^[A-Z][A-Z0-9_]*$/;

/**
 * The src-models folders whose state a page reaches, following its imports through src/ (pages, components,
 * app): a folder counts unless all the page takes from it is types, field catalogues or constants.
 */
function modelFoldersOf(entry: string): Set<string> {
  const stateful = (names: string) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0])
      .some((name) => name && !name.startsWith('type ') && !STATELESS.test(name));
  const folders = new Set<string>();
  for (const file of reachableFiles(entry)) {
    if (!file.startsWith('src/')) continue;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, typeOnly, names, folder] of text.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'src-models\/([^/']+)'/g,
    ))
      if (!typeOnly && stateful(names)) folders.add(folder);
  }
  return folders;
}

describe('every area', () => {
  /** What is in the store when one of the area's pages renders: the core, the shell's and the area's domains. */
  async function registeredFor(area: keyof typeof areas) {
    const own: AreaRoutes = areas[area];
    const registered = [coreDomains, shellDomains, (await own.domains?.()) ?? {}].flatMap((table) =>
      Object.values(table as DomainTable),
    );
    return {
      reducers: new Set<unknown>(registered.map((domain) => domain.reducer)),
      sagas: new Set<unknown>(registered.map((domain) => domain.saga)),
    };
  }

  /** The reducers and root sagas a src-models folder exports: by name (`xxxReducer`, `xxxSaga`) or as a model. */
  function domainParts(folder: string) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(`src-models/${folder}`) as Record<string, unknown>;
    return Object.entries(module).flatMap(([name, value]) => {
      if (typeof value === 'function' && /Reducer$/.test(name))
        return [{ name, part: value, kind: 'reducer' }];
      if (typeof value === 'function' && /^[a-z]\w*Saga$/.test(name))
        return [{ name, part: value, kind: 'saga' }];
      const model = value as { reducer?: unknown; saga?: unknown } | null;
      if (
        typeof model === 'object' &&
        model &&
        typeof model.reducer === 'function' &&
        typeof model.saga === 'function'
      )
        return [
          { name: `${name}.reducer`, part: model.reducer, kind: 'reducer' },
          { name: `${name}.saga`, part: model.saga, kind: 'saga' },
        ];
      return [];
    });
  }

  it.each(Object.keys(areas))('%s brings the store domains its pages use', async (area) => {
    const entries = areas[area as keyof typeof areas].pages.map(pageModuleOf);
    const folders = new Set(entries.flatMap((entry) => [...modelFoldersOf(entry)]));
    expect(folders.size).toBeGreaterThan(0);
    const { reducers, sagas } = await registeredFor(area as keyof typeof areas);
    const missing = [...folders].flatMap((folder) =>
      domainParts(folder)
        .filter(({ part, kind }) => !(kind === 'reducer' ? reducers : sagas).has(part))
        .map(({ name }) => `src-models/${folder}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});

/**
 * Every function of every service (listService.ts holds the helpers that build them), called as the app would (arguments: a blob, which serves as an id, a body
 * and a file alike; a saved-filter base is a list's search path), signed in as admin so no guard answers first:
 * a call no handler knows reaches the fallback, which answers "Unknown endpoint".
 */
describe('the services', () => {
  const server = installMockBackend();
  const SERVICE_FILES = sourceFiles('src-services').filter(
    (file) => !/^(request|types|errors|listService|shape)\./.test(file),
  );
  const unknown: string[] = [];

  beforeAll(() =>
    server.events.on('response:mocked', async ({ request, response }) => {
      const { msg } = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { msg?: string };
      if (msg?.startsWith('Unknown endpoint'))
        unknown.push(`${request.method} ${new URL(request.url).pathname}`);
    }),
  );

  it.each(SERVICE_FILES.map(stem))('%s calls only paths the mock answers', async (file) => {
    await signIn('admin');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(`src-services/${file}`) as Record<string, unknown>;
    const functions = Object.entries(module).flatMap(([service, value]) =>
      typeof value === 'object' && value
        ? Object.entries(value).flatMap(([name, fn]) =>
            typeof fn === 'function'
              ? [{ name: `${service}.${name}`, fn: fn as (...args: unknown[]) => unknown }]
              : [],
          )
        : [],
    );
    expect(functions.length).toBeGreaterThan(0);
    unknown.length = 0;
    for (const { name, fn } of functions) {
      const args = name.startsWith('savedFilterService.')
        ? ['/api/v1/coupon-center/coupon/search', new Blob(['x']), new Blob(['x'])]
        : Array.from({ length: Math.max(fn.length, 1) }, () => new Blob(['x']));
      await Promise.resolve(fn(...args)).catch(() => undefined);
    }
    // The events are told after the answer: let them all arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unknown).toEqual([]);
  });
});
