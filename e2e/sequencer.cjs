/* eslint-disable @typescript-eslint/no-require-imports -- jest loads its sequencer as CommonJS */
/**
 * The accessibility sweeps (a11y.<locale>.e2e.ts) are by far the longest browser files: they start first, and the
 * other worker runs the journeys around them. Without this a fresh clone (no timings yet) runs files largest
 * first, and the sweeps' files are the smallest: they would start last, on an otherwise finished run.
 */
const Sequencer = require('@jest/test-sequencer').default;

const isSweep = (test) => /a11y\.[^/]+\.e2e\.ts$/.test(test.path);

class SweepsFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter(isSweep), ...sorted.filter((test) => !isSweep(test))];
  }
}

module.exports = SweepsFirst;
