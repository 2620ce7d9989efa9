/* eslint-disable @typescript-eslint/no-require-imports -- jest loads its reporters as CommonJS */
/**
 * A covered run's coverage, summed as it comes. By default each test file hands the parent every module it loaded
 * with its maps (where each statement, function and branch is: some 1.5 MB a page file), which istanbul merges
 * item by item, matching the maps by location. A module's maps never change in a run, so a worker hands them over
 * once and then only the module's counters (test/jestRuntime.cjs), and this reporter, which jest calls before its
 * coverage reporter, adds them into the copy it passed on first: the one jest's coverage map holds.
 */
const path = require('node:path');

const countersOnly = (data) => data.statementMap === undefined;

class CoverageCounters {
  /** Whether this run's parent has this reporter, so its workers may send counters alone. */
  static isIn(globalConfig) {
    return (globalConfig.reporters ?? []).some(
      (reporter) =>
        path.basename(Array.isArray(reporter) ? reporter[0] : reporter) === 'coverageCounters.cjs',
    );
  }

  /** A module's coverage, told apart by path and instrumentation hash (one module may be instrumented twice). */
  static keyOf(file, data) {
    return `${file}:${data.hash}`;
  }

  /** The counters of a module without its maps, as a worker sends them after the first time. */
  static countersOf(data) {
    return { path: data.path, hash: data.hash, s: data.s, f: data.f, b: data.b };
  }

  constructor() {
    /** Each module's coverage as first passed on to jest, by path and instrumentation hash. */
    this.first = new Map();
  }

  onTestResult(_test, result) {
    const coverage = result.coverage;
    if (!coverage) return;
    for (const [file, data] of Object.entries(coverage)) {
      const key = CoverageCounters.keyOf(file, data);
      const first = this.first.get(key);
      if (!first) {
        if (countersOnly(data)) throw new Error(`Coverage counters of ${file} came before its maps`);
        this.first.set(key, data);
        continue;
      }
      addCounters(first, data);
      delete coverage[file];
    }
  }
}

function addCounters(into, from) {
  for (const id of Object.keys(from.s)) into.s[id] += from.s[id];
  for (const id of Object.keys(from.f)) into.f[id] += from.f[id];
  for (const id of Object.keys(from.b)) {
    const hits = into.b[id];
    from.b[id].forEach((count, branch) => (hits[branch] += count));
  }
}

module.exports = CoverageCounters;
