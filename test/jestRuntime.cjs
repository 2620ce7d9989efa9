/* eslint-disable @typescript-eslint/no-require-imports -- jest loads its runtime as CommonJS */
/**
 * jest's runtime, made cheaper in two places (both projects use it), and given webpack's `require.context`.
 *
 * V8's code cache for every module: jest compiles each module again for each test file (the 10 MB of antd and
 * pro-components in the pre-built vendor file, test/vendorBundle.ts, alone cost a jsdom file 0.9 s). Here the
 * first file of a worker that loads a module compiles it and, at its end, hands V8's compiled code (the functions
 * its tests ran included) to the files after it, which only load it. The vendor file's code is also kept in a
 * file beside the bundle, for the next run. A cache that V8 refuses is compiled anew, as before.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;
const CoverageCounters = require('./coverageCounters.cjs');

const KEPT_ON_DISK = /[\\/]jest-vendor[\\/]vendor\.cjs$/;

/**
 * Each module's code caches in this worker, by file, each with the source it was compiled from: V8 checks a cache
 * against the source's length only, and the same file may reach a worker transformed for either project. (Sources
 * are compared, not hashed: a string equal to the one kept compares at memory speed, ten times faster than sha1.)
 */
const compiled = new Map();

function cacheOf(filename, source) {
  const caches = compiled.get(filename) ?? [];
  let cache = caches.find((candidate) => candidate.source === source);
  if (!cache) {
    const hash = crypto.createHash('sha1').update(source).digest('hex').slice(0, 16);
    const file = KEPT_ON_DISK.test(filename) ? `${filename}.${hash}.${process.versions.v8}.v8cache` : null;
    cache = { source, file, data: file && fs.existsSync(file) ? fs.readFileSync(file) : undefined };
    compiled.set(filename, [...caches, cache]);
  }
  return cache;
}

/** The modules whose coverage maps this worker has handed over, by path and instrumentation hash. */
const mapsHandedOver = new Set();

/** The files of `folder` (and its subfolders with `deep`), as webpack names a context's keys: `./sub/name.ts`. */
function filesOf(folder, deep, prefix = '.') {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const key = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return deep ? filesOf(path.join(folder, entry.name), deep, key) : [];
    return [key];
  });
}

/**
 * webpack's `require.context(folder, deep, pattern)` on a module's `require`, so a module that finds its siblings by
 * their files (src-locales' menus) runs in a test as in the build.
 */
function withContext(moduleRequire, filename) {
  moduleRequire.context = (folder, deep = true, pattern = /^\.\/.*$/) => {
    const base = path.resolve(path.dirname(filename), folder);
    const keys = filesOf(base, deep).filter((key) => pattern.test(key));
    const context = (key) => moduleRequire(path.join(base, key));
    context.keys = () => keys;
    context.resolve = (key) => path.join(base, key);
    context.id = base;
    return context;
  };
  return moduleRequire;
}

class TestRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const globalConfig = args[7];
    this.countersOnly = CoverageCounters.isIn(globalConfig);
    /** The scripts this file compiled without a usable cache: their code is cached at its end. */
    this.uncachedScripts = [];
    const executor = this.executor;
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) =>
      path.isAbsolute(filename) ? this.compileCached(executor, source, filename) : compile(source, filename);
    const requireFor = this.requireBuilder.for.bind(this.requireBuilder);
    this.requireBuilder.for = (from, options) => withContext(requireFor(from, options), from.filename);
  }

  compileCached(executor, source, filename) {
    const context = executor.environment.getVmContext();
    if (!context) return null;
    const cache = cacheOf(filename, source);
    // The module wrapper jest's own compile gives (compileFunction), as one script: only a script's code can be
    // cached after it ran.
    const script = new vm.Script(
      `(function (${executor.injectedModuleParameters.join(', ')}) {${source}\n})`,
      {
        filename,
        cachedData: cache.data,
        importModuleDynamically: (specifier, _script, attributes, ...rest) =>
          executor.dynamicImport(specifier, filename, context, attributes, rest[0]),
      },
    );
    if (!cache.data || script.cachedDataRejected) this.uncachedScripts.push({ cache, script });
    return script.runInContext(context);
  }

  /**
   * The coverage a test file hands back (every module of ours it loaded), detached from the file's context: a
   * module's maps the first time this worker hands it over, then its counters alone (test/coverageCounters.cjs).
   * It is plain JSON (istanbul's format), which V8 copies natively, ten times faster than jest's deepCyclicCopy.
   */
  getAllCoverageInfoCopy() {
    const coverage = this._environment.global.__coverage__;
    if (coverage === undefined) return undefined;
    if (!this.countersOnly) return JSON.parse(JSON.stringify(coverage));
    const handed = {};
    for (const [file, data] of Object.entries(coverage)) {
      const key = CoverageCounters.keyOf(file, data);
      handed[file] = mapsHandedOver.has(key) ? CoverageCounters.countersOf(data) : data;
      mapsHandedOver.add(key);
    }
    return JSON.parse(JSON.stringify(handed));
  }

  teardown() {
    for (const { cache, script } of this.uncachedScripts.splice(0)) {
      cache.data = script.createCachedData();
      if (!cache.file) continue;
      // Written aside and renamed: a worker starting meanwhile never reads half a cache.
      const pending = `${cache.file}.${process.pid}`;
      fs.writeFileSync(pending, cache.data);
      fs.renameSync(pending, cache.file);
    }
    super.teardown();
  }
}

module.exports = TestRuntime;
