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
 * until `act` has run, and `current` after (the page, group or range the store or URL then holds).
 */
export function useChoiceAfterPaint<T>(current: T, act: (value: T) => void): [T, (value: T) => void] {
  const [chosen, setChosen] = useState<{ value: T } | null>(null);
  const latestAct = useLatest(act);
  const choose = useCallback(
    (value: T) => {
      setChosen({ value });
      afterPaint(() => {
        latestAct.current(value);
        setChosen(null);
      });
    },
    [latestAct],
  );
  return [chosen ? chosen.value : current, choose];
}
