/* eslint-disable @typescript-eslint/no-require-imports -- jest loads its runtime as CommonJS */
/**
 * jest's runtime, made cheaper in two places (both projects use it).
 *
 * V8's code cache for the pre-built vendor file (test/vendorBundle.ts): jest compiles every
 * module again for each test file, and the 10 MB of antd and pro-components cost a jsdom file some 0.9 s to parse
 * and compile, before its first case. Here the first file of a worker compiles it, hands V8's compiled code
 * (the functions its tests ran included) to the files after it and to the next run, through a file beside the
 * bundle; they only load it. A cache that V8 refuses is compiled anew, as before.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const CACHED = /[\\/]jest-vendor[\\/]vendor\.cjs$/;

/**
 * Each cached file's code cache, in this worker, by file. V8 checks a cache against the source's length only, so
 * its file is named by the source's hash: a bundle built again never meets the code of the one before.
 */
const compiled = new Map();

function cacheOf(filename, source) {
  let cache = compiled.get(filename);
  if (!cache) {
    const hash = crypto.createHash('sha1').update(source).digest('hex').slice(0, 16);
    const file = `${filename}.${hash}.${process.versions.v8}.v8cache`;
    cache = { file, data: fs.existsSync(file) ? fs.readFileSync(file) : undefined };
    compiled.set(filename, cache);
  }
  return cache;
}

class TestRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    /** The scripts this file compiled without a usable cache: their code is cached at its end. */
    this.uncachedScripts = [];
    const executor = this.executor;
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) =>
      CACHED.test(filename) ? this.compileCached(executor, source, filename) : compile(source, filename);
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
      },
    );
    if (!cache.data || script.cachedDataRejected) this.uncachedScripts.push({ cache, script });
    return script.runInContext(context);
  }

  /**
   * The coverage counters a test file hands back (every module of ours it loaded, with its maps), detached from
   * the file's context. jest copies them with its generic deepCyclicCopy, some 0.35 s a page file; they are plain
   * JSON (istanbul's format), which V8 copies natively in a tenth of that.
   */
  getAllCoverageInfoCopy() {
    const coverage = this._environment.global.__coverage__;
    return coverage === undefined ? undefined : JSON.parse(JSON.stringify(coverage));
  }

  teardown() {
    for (const { cache, script } of this.uncachedScripts.splice(0)) {
      cache.data = script.createCachedData();
      // Written aside and renamed: a worker starting meanwhile never reads half a cache.
      const pending = `${cache.file}.${process.pid}`;
      fs.writeFileSync(pending, cache.data);
      fs.renameSync(pending, cache.file);
    }
    super.teardown();
  }
}

module.exports = TestRuntime;
