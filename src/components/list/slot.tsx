import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

interface Slot {
  subscribe: (listener: () => void) => () => void;
  get: () => ReactNode;
}

/**
 * A place inside a kept element (the list's table) that shows what its page gives now: the page's buttons and
 * header are new at each of its renders, and drawing them must not draw the table again.
 */
export function useSlot(content: ReactNode): Slot {
  const [slot] = useState(() => {
    let value: ReactNode = content;
    const listeners = new Set<() => void>();
    return {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      get: () => value,
      set: (next: ReactNode) => {
        value = next;
        listeners.forEach((listener) => listener());
      },
    };
  });
  // Before the browser paints: the slot shows what this render gave.
  useLayoutEffect(() => slot.set(content));
  return slot;
}

export function SlotContent({ slot }: { slot: Slot }) {
  return <>{useSyncExternalStore(slot.subscribe, slot.get)}</>;
}
