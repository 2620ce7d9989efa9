import { previewSheet, type PreviewRequest } from 'config/sheetImport/preview';
import type { RunningPreview } from './previewInWorker';

/** `previewInWorker` for jest (jsdom has no Worker): the same preview, on the test's own thread. */
export function previewInWorker(request: PreviewRequest): RunningPreview {
  let stopped = false;
  const done = Promise.resolve().then(() => {
    if (stopped) throw new Error('stopped');
    return previewSheet(request);
  });
  return { done, stop: () => (stopped = true) };
}
