import { EXPORT_JOB_TIMING } from 'mock/handlers/export';
import { TAG_TASK_TIMING } from 'mock/handlers/memberTagTasks';

/** Sets the mock's job pace for this test file's tests, and puts it back after them. */
function forThisFile<T extends object>(timing: T, shortened: Partial<T>): void {
  const before = { ...timing };
  beforeAll(() => Object.assign(timing, shortened));
  afterAll(() => Object.assign(timing, before));
}

/** Mock tagging tasks that finish in a fraction of a second in this test file (the real pace is seconds). */
export function shortenTagTasks(pendingMs = 100, runningMs = 300): void {
  forThisFile(TAG_TASK_TIMING, { pendingMs, runningMs });
}

/** Mock export jobs at a tenth of their pace in this test file: 600 rows in 0.12 s, not 1.2 s. */
export function shortenExportJobs(msPerRow = 0.2): void {
  forThisFile(EXPORT_JOB_TIMING, { msPerRow });
}
