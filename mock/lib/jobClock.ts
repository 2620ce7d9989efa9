/**
 * The clock of the mock's background jobs (tagging tasks, large exports): the real one, so that they take a while
 * in the app as the backend's do. A test puts a clock of its own in its place (`jobsOnTestClock`,
 * test/mockJobs.ts) and moves it itself: its jobs wait for nothing real.
 */
export const jobClock = { now: (): number => Date.now() };
