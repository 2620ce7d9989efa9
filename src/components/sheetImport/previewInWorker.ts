import type { PreviewRequest, SheetPreview } from 'config/sheetImport/preview';

export interface RunningPreview {
  done: Promise<SheetPreview>;
  stop: () => void;
}

/**
 * Reads and checks a file in a worker (xlsx loads there, never on the page). Jest has no Worker: its
 * moduleNameMapper runs `previewInThread.ts` instead, the same function without the thread.
 */
export function previewInWorker(request: PreviewRequest): RunningPreview {
  const worker = new Worker(new URL('./sheetPreview.worker.ts', import.meta.url));
  const done = new Promise<SheetPreview>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<SheetPreview>) => {
      resolve(data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message));
      worker.terminate();
    };
  });
  worker.postMessage(request, [request.bytes]);
  return { done, stop: () => worker.terminate() };
}
