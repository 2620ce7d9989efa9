/**
 * Charts draw one at a time, in the order they mount, each painted before the next starts: G2 does a chart's
 * work in one go, so a tab of five charts showed none of them until all five were done (issue 10 §6: the
 * first chart within 1.5 s). A draw that fails, or takes longer than LONGEST_TURN_MS, does not hold up the next.
 */
export const LONGEST_TURN_MS = 3_000;

let queue: Promise<void> = Promise.resolve();

/** Runs `draw` once the charts before it have drawn and been painted; resolves with what it gives. */
export function inTurn<T>(draw: () => Promise<T>): Promise<T> {
  const turn = queue.then(draw);
  const over = new Promise((resolve) => setTimeout(resolve, LONGEST_TURN_MS));
  queue = Promise.race([turn, over]).then(afterPaint, afterPaint);
  return turn;
}

/** After the browser has painted what was drawn: the frame, then the task that follows it. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(next);
    else next();
  });
}
