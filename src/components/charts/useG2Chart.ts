import { useEffect, useRef } from 'react';
import type { G2Spec } from '@antv/g2';
import { extend, Runtime } from '@antv/g2/esm/api/index';
import { chartLibrary } from './g2Library';
import { inTurn } from './inTurn';

/** G2 with what these charts draw (the package's own `Chart` carries every library it has). */
const Chart = extend(Runtime, chartLibrary);

/**
 * A G2 5 chart in the returned container, drawn again when the spec changes and destroyed on unmount. Only
 * the lazily loaded chart modules of this folder import it, so G2 never enters the first load.
 */
export function useG2Chart(spec: G2Spec, height: number) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return undefined;
    const chart = new Chart({ container: container.current, autoFit: true, height });
    chart.options(withoutAnimation(spec));
    let gone = false;
    // render() is asynchronous: destroy only once it has settled (StrictMode unmounts right after mounting).
    const rendering = inTurn(async () => {
      if (!gone) await chart.render();
    }).catch((error: unknown) => console.error('chart render failed', error));
    return () => {
      gone = true;
      void rendering.then(() => chart.destroy());
    };
  }, [spec, height]);
  return container;
}

/**
 * Charts appear drawn, not growing: animations only delay reading the numbers (and a page of charts in a slow
 * browser animates for seconds). A view passes `animate` to no child, so each mark gets it.
 */
function withoutAnimation(spec: G2Spec): G2Spec {
  const { children } = spec as { children?: G2Spec[] };
  return {
    ...spec,
    animate: false,
    ...(children ? { children: children.map((child) => ({ ...child, animate: false })) } : {}),
  } as G2Spec;
}

/** Legends only for donuts and series with fewer than 11 entries (03-community-analytics §9). */
export const LEGEND_MAX_ENTRIES = 10;
export const showLegend = (entries: number) => entries <= LEGEND_MAX_ENTRIES;
