/**
 * How the interactions bench times one interaction (issue 36 §1): from the input event to the next paint, as the
 * browser's Event Timing API reports it (`PerformanceEventTiming.duration`, for every input event the gesture
 * sent: pointer, mouse, click, key). The browser reports events from 16 ms on, in steps of 8 ms; an interaction
 * whose events were all quicker reads 0 ("under 16 ms").
 */
import type { Page } from 'playwright-core';
import { median } from './figures';

interface BenchWindow {
  benchEvents?: { start: number; duration: number }[];
}

/** Starts collecting the page's event timings (once per page). */
export async function observeEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as BenchWindow;
    if (target.benchEvents) return;
    const events: { start: number; duration: number }[] = [];
    target.benchEvents = events;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        events.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** Two frames and a moment: the observer has the entries of what was painted. */
const afterPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20))),
      ),
  );

/**
 * The longest input-to-paint duration (ms) of the events `act` sent. `act` performs the gesture and waits for its
 * outcome (rows, a dialog), so the next one starts from a settled page.
 */
export async function timeInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  await observeEvents(page);
  const since = await page.evaluate(() => performance.now());
  await act();
  await afterPaint(page);
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...((window as BenchWindow).benchEvents ?? [])
          .filter((event) => event.start >= from)
          .map((event) => event.duration),
      ),
    since,
  );
}

export interface Timed {
  name: string;
  runs: number[];
}

/** `repeat` timings of one interaction. */
export async function timeRepeated(
  name: string,
  repeat: number,
  page: Page,
  act: (run: number) => Promise<void>,
): Promise<Timed> {
  const runs: number[] = [];
  for (let run = 0; run < repeat; run++) runs.push(await timeInteraction(page, () => act(run)));
  return { name, runs };
}

const ms = (value: number) => (value === 0 ? 'under 16 ms' : `${Math.round(value)} ms`);

/** One line: the interaction, its median and worst, and whether the worst meets `targetMs`. */
export function timedLine({ name, runs }: Timed, targetMs: number): string {
  const worst = Math.max(...runs);
  return `  ${name.padEnd(46)}median ${ms(median(runs)).padEnd(13)}worst ${ms(worst).padEnd(13)}${
    worst <= targetMs ? 'met' : 'NOT MET'
  }`;
}
