import { jobClock } from 'mock/lib/jobClock';

/**
 * Runs the mock's jobs (tagging tasks, large exports) on a clock this test file moves: `advance(ms)` is all the
 * time that passes for them, whatever the machine's pace. Starts at the real time, so the times a job reports read
 * as today's.
 */
export function jobsOnTestClock(): { advance(ms: number): void } {
  let now = 0;
  const real = jobClock.now;
  beforeAll(() => {
    now = Date.now();
    jobClock.now = () => now;
  });
  afterAll(() => {
    jobClock.now = real;
  });
  return {
    advance: (ms) => {
      now += ms;
    },
  };
}
