import { IDLE_AFTER_MS, IDLE_FRAME_MS, frameGate, type FrameGate } from './frameGate';

/** A canvas's endless frame loop, as G runs it: render, then ask for the next frame. */
function canvasLoop(gate: FrameGate) {
  let renders = 0;
  const tick = () => {
    renders += 1;
    gate.requestAnimationFrame(tick);
  };
  gate.requestAnimationFrame(tick);
  return {
    /** Renders during `ms` of the (fake) clock, the browser drawing a frame every 16 ms. */
    rendersIn(ms: number) {
      const before = renders;
      jest.advanceTimersByTime(ms);
      return renders - before;
    },
  };
}

describe('frameGate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives every canvas of the graph every frame while the graph is in use', () => {
    const gate = frameGate();
    const [main, labels] = [canvasLoop(gate), canvasLoop(gate)];
    expect(main.rendersIn(160)).toBeGreaterThanOrEqual(9);
    gate.wake();
    expect(labels.rendersIn(160)).toBeGreaterThanOrEqual(9);
  });

  it('gives no frame while held but one on paintOnce, and every frame again once released', async () => {
    const gate = frameGate();
    const canvas = canvasLoop(gate);
    gate.hold();
    expect(canvas.rendersIn(500)).toBe(0);

    const painted = gate.paintOnce();
    expect(canvas.rendersIn(100)).toBe(1);
    await painted;
    expect(canvas.rendersIn(500)).toBe(0);

    gate.release();
    expect(canvas.rendersIn(160)).toBeGreaterThanOrEqual(9);
  });

  it('slows to a frame every IDLE_FRAME_MS when left alone, and input brings every frame back', () => {
    const gate = frameGate();
    const canvas = canvasLoop(gate);
    canvas.rendersIn(IDLE_AFTER_MS + 100);
    expect(canvas.rendersIn(10 * IDLE_FRAME_MS)).toBeLessThanOrEqual(10);

    gate.wake();
    expect(canvas.rendersIn(160)).toBeGreaterThanOrEqual(9);
  });

  it('forgets a cancelled frame request', () => {
    const gate = frameGate();
    const callback = jest.fn();
    gate.cancelAnimationFrame(gate.requestAnimationFrame(callback));
    jest.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });

  it('leaves no frame behind once stopped, and lets a drawing that waits for a paint go on', async () => {
    const gate = frameGate();
    const canvas = canvasLoop(gate);
    gate.hold();
    const painted = gate.paintOnce();
    gate.stop();
    await painted;
    expect(canvas.rendersIn(1_000)).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
