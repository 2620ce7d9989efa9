/**
 * Area completeness, over the registries an area adds one line to (CONTRIBUTING.md): its route file in
 * config/routes.ts, its messages in both languages in src-locales, the store domains its pages use in
 * src-models/domains.ts, and a mock handler for every call its services make in mock/handlers/index.ts.
 * With fourteen areas, a missing line is easy to miss by eye and costly to find in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { signedInMessages } from 'src-locales/areas';
import { platformMessages } from 'src-locales/index';
import { coreDomains } from 'src-models/coreDomains';
import { domains } from 'src-models/domains';
import { areas, menus, pageRoutes, type MenuEntry } from './routes';

const ROOT = path.resolve(__dirname, '..');
const sourceFiles = (dir: string) =>
  fs.readdirSync(path.join(ROOT, dir)).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
const stem = (file: string) => file.replace(/\.tsx?$/, '');

describe('every area', () => {
  it('has its route file registered in config/routes.ts under its name', () => {
    const files = sourceFiles('config/areas').map(stem).sort();
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
      for (const file of sourceFiles(`src-locales/${locale}`)) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const messages = (require(`src-locales/${locale}/${stem(file)}`) as { default: object }).default;
        expect({ file, registered: signedInMessages[locale] }).toMatchObject({ file, registered: messages });
      }
      expect(signedInMessages[locale]).toMatchObject(platformMessages[locale]);
    }
  });

  it('labels its menu entries and tabs with messages both languages have', () => {
    const menuKeys = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) => [entry.labelKey, ...menuKeys(entry.children ?? [])]);
    const keys = [
      ...menuKeys(menus),
      ...pageRoutes.flatMap((route) => (route.tab ? [route.tab.labelKey] : [])),
    ];
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(keys.filter((key) => !(key in signedInMessages[locale]))).toEqual([]);
    }
  });
});

/** The src-models folders a page reaches, following its imports through src/ (pages, components, app). */
function modelFoldersOf(entry: string): Set<string> {
  const folders = new Set<string>();
  const seen = new Set<string>();
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : path.join(ROOT, specifier);
    const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix);
    return candidates.find((candidate) => fs.existsSync(candidate));
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const model = /^src-models\/([^/]+)/.exec(specifier);
      if (model) folders.add(model[1]);
      else if (specifier.startsWith('.') || specifier.startsWith('src/')) {
        const next = resolve(file, specifier);
        if (next) visit(next);
      }
    }
  };
  visit(path.join(ROOT, `${entry}.tsx`));
  return folders;
}

describe('every area', () => {
  const registered = [...Object.values(domains), ...Object.values(coreDomains)];
  const reducers = new Set<unknown>(registered.map((domain) => domain.reducer));
  const sagas = new Set<unknown>(registered.map((domain) => ('saga' in domain ? domain.saga : undefined)));

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

  it.each(Object.keys(areas))('%s has the store domains its pages use registered', (area) => {
    const source = fs.readFileSync(path.join(ROOT, `config/areas/${area}.ts`), 'utf8');
    const entries = [...source.matchAll(/import\((?:\/\*.*?\*\/\s*)?'(src\/pages\/[^']+)'\)/g)].map(
      (m) => m[1],
    );
    expect(entries).toHaveLength(areas[area as keyof typeof areas].pages.length);
    const folders = new Set(entries.flatMap((entry) => [...modelFoldersOf(entry)]));
    expect(folders.size).toBeGreaterThan(0);
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
