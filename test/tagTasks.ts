import { TAG_TASK_TIMING } from 'mock/handlers/memberTagTasks';

/** Mock tagging tasks that finish in a fraction of a second in this test file (the real pace is seconds). */
export function shortenTagTasks(pendingMs = 100, runningMs = 300): void {
  const timing = { ...TAG_TASK_TIMING };
  beforeAll(() => Object.assign(TAG_TASK_TIMING, { pendingMs, runningMs }));
  afterAll(() => Object.assign(TAG_TASK_TIMING, timing));
}
