import { useCallback, useState } from 'react';
import { useLatest } from './useLatest';

/**
 * Runs `work` once the browser has painted what the current event changed (a highlighted menu item, a pressed
 * page number): a click whose consequence is a long render shows its feedback first, instead of after that render.
 * Answers a function that cancels the work if it has not run yet (an effect's cleanup).
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame's callback runs before its paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A choice shown at once and acted on after the paint: `[shown, choose]`, where `shown` is the value just chosen
 * until `current` (what the owner holds: the page, group or range of the store or the URL) has moved from what it
 * was when chosen, and `current` after. Not until `act` has run: an owner may take the choice a render later (a
 * React Router navigation is a transition), and showing the old value between the two made the range picker send
 * it again, which undid the choice.
 */
export function useChoiceAfterPaint<T>(current: T, act: (value: T) => void): [T, (value: T) => void] {
  const [chosen, setChosen] = useState<{ value: T; over: T } | null>(null);
  const latestAct = useLatest(act);
  const latestCurrent = useLatest(current);
  const choose = useCallback(
    (value: T) => {
      setChosen({ value, over: latestCurrent.current });
      afterPaint(() => latestAct.current(value));
    },
    [latestAct, latestCurrent],
  );
  const waiting = chosen !== null && Object.is(chosen.over, current);
  // The owner has moved on: the choice is spent (a page reset to 1 by a new search must not bring it back).
  if (chosen && !waiting) setChosen(null);
  return [waiting ? chosen.value : current, choose];
}
