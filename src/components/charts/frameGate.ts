/**
 * The animation frames a graph's G canvases render in (their `requestAnimationFrame` option). G renders in an
 * endless frame loop, and each frame walks every shape even when nothing changed (antvis/G#1626): a graph of
 * 5,000 nodes kept the main thread busy all the time, and one drawn in batches was repainted whole after each.
 * So the gate lets frames through only when they can matter:
 * - while held (the graph being drawn batch by batch) none run, except one asked for with `paintOnce`;
 * - once nobody has touched the graph for a while (`wake` is input), a few a second are enough to show a
 *   late change, such as an avatar that has loaded;
 * - input brings every frame back at once.
 * One gate serves all the canvases of a graph (G6 draws its layers on several), each with its own frame loop.
 */
export interface FrameGate {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
  hold(): void;
  release(): void;
  /** Lets one frame through while held, resolving after it. */
  paintOnce(): Promise<void>;
  /** Input or a change: every frame again, until the graph has been left alone for a while. */
  wake(): void;
  /** No frame or timer left behind. */
  stop(): void;
}

/** After this long without input the canvases get only a frame every IDLE_FRAME_MS. */
export const IDLE_AFTER_MS = 1_000;
export const IDLE_FRAME_MS = 250;

export function frameGate(): FrameGate {
  const waiting = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  let held = false;
  let stopped = false;
  let lastWake = performance.now();
  let frame: number | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let afterPaint: (() => void) | null = null;

  const runFrame = (time: number) => {
    frame = null;
    const painted = afterPaint;
    afterPaint = null;
    if (held && !painted) return;
    const callbacks = [...waiting.values()];
    waiting.clear();
    // While held, the canvases' requests for their next frame wait here again.
    for (const callback of callbacks) callback(time);
    if (painted) setTimeout(painted, 0);
  };

  const schedule = () => {
    if (stopped || frame !== null || idleTimer !== null) return;
    const frameWanted = afterPaint !== null || (!held && waiting.size > 0);
    if (!frameWanted) return;
    if (afterPaint || performance.now() - lastWake <= IDLE_AFTER_MS) {
      frame = window.requestAnimationFrame(runFrame);
      return;
    }
    idleTimer = setTimeout(() => {
      idleTimer = null;
      frame = window.requestAnimationFrame(runFrame);
    }, IDLE_FRAME_MS);
  };

  const wake = () => {
    lastWake = performance.now();
    if (idleTimer !== null) {
      clearTimeout(idleTimer);
      idleTimer = null;
    }
    schedule();
  };

  return {
    requestAnimationFrame(callback) {
      const id = nextId++;
      waiting.set(id, callback);
      schedule();
      return id;
    },
    cancelAnimationFrame(id) {
      waiting.delete(id);
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
      wake();
    },
    paintOnce() {
      if (stopped) return Promise.resolve();
      return new Promise((resolve) => {
        afterPaint = resolve;
        wake();
      });
    },
    wake,
    stop() {
      stopped = true;
      if (frame !== null) window.cancelAnimationFrame(frame);
      if (idleTimer !== null) clearTimeout(idleTimer);
      frame = null;
      idleTimer = null;
      waiting.clear();
      // A drawing loop waiting for a paint goes on, sees it was cancelled and ends.
      afterPaint?.();
      afterPaint = null;
    },
  };
}
