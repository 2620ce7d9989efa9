/**
 * Prints the run's ten slowest files, so the next slow file is seen the day it arrives, and the counts as one plain
 * line, `jest: N passed, N failed, N skipped`, which CI reads as the closing line of the run (jest's own summary is
 * in a format it does not know). `JEST_TIMES=path` also writes every file's time there as JSON.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- jest loads its reporters as CommonJS */
const fs = require('node:fs');
const path = require('node:path');

const SLOWEST_SHOWN = 10;

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.times = [];
  }

  onTestResult(_test, result) {
    const { start, end } = result.perfStats;
    this.times.push({ file: path.relative(this.rootDir, result.testFilePath), ms: end - start });
  }

  onRunComplete(_contexts, results) {
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms);
    if (process.env.JEST_TIMES) fs.writeFileSync(process.env.JEST_TIMES, JSON.stringify(slowest, null, 1));
    const lines = slowest
      .slice(0, SLOWEST_SHOWN)
      .map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    if (lines.length > 1) process.stdout.write(`\nslowest test files:\n${lines.join('\n')}\n`);
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `\njest: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`,
    );
  }
}

module.exports = SummaryReporter;
