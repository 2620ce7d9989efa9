import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What a view shows beside its charts (a table), rendered one step after them, at transition priority: the
 * charts' first render and drawing go first (issue 10 §6: the first chart within 1.5 s; a tab's table took
 * ~100 ms of that). Until then an empty block of `minHeight` holds its place.
 */
export function ChartsFirst({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : <div style={{ minHeight }} />;
}
