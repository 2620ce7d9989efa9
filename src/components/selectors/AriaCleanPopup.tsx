import { useEffect, useRef, type ReactNode } from 'react';

/** Where ARIA allows `aria-selected`: an option (the roles of grids, rows and tabs are not in a select's list). */
const MISPLACED = '[aria-selected]:not([role=option])';

/**
 * A select's open list without the `aria-selected` ARIA does not allow (axe: aria-allowed-attr). rc-select 14.16
 * draws a virtual list's visible options as plain divs carrying it, and a group's title in the hidden listbox a
 * screen reader reads as role=presentation with it too. The hidden listbox's options keep theirs: they are what
 * is read.
 */
export function AriaCleanPopup({ children }: { children: ReactNode }) {
  const popup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = popup.current;
    if (!node) return;
    const clean = () =>
      node.querySelectorAll(MISPLACED).forEach((item) => item.removeAttribute('aria-selected'));
    clean();
    // The list draws other options as it scrolls or narrows with the search, and marks the chosen ones.
    const observer = new MutationObserver(clean);
    observer.observe(node, { subtree: true, childList: true, attributeFilter: ['aria-selected'] });
    return () => observer.disconnect();
  }, []);
  return <div ref={popup}>{children}</div>;
}
