import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { reset as resetStyleCacheMap } from '@ant-design/cssinjs/lib/util/cacheMapUtil';

// antd and pro-components query media and computed styles that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

/*
 * jsdom computes a style by matching every CSS-in-JS rule antd injected (hundreds), and role queries ask for the
 * computed style of every ancestor: one getByRole on a page took seconds, a page's tests minutes. Tests read the
 * inline style instead, which is all they rely on (visibility set by antd inline, display: none).
 */
const blankStyle = document.createElement('div').style;
window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? blankStyle;
// A busy machine may take more than a second to show a message after a click.
configure({ asyncUtilTimeout: 5000 });

if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:jsdom';
  URL.revokeObjectURL = () => undefined;
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(window as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;

/*
 * antd computes and injects each component's CSS at its first render (CSS-in-JS), a sixth of a page test's time.
 * Nothing in jsdom reads that CSS (getComputedStyle above reads inline styles), so every component is told its
 * styles are already in a stylesheet, as the production build tells it (config/build/antdStyles.tsx).
 */
resetStyleCacheMap(new Proxy({}, { get: () => 'jsdom' }), true);

/*
 * jsdom draws no canvas (getContext answers null): G2's renderer failed at its first clearRect and every chart
 * of a page test logged 'chart render failed'. A 2D context that draws nothing lets the charts run as in a
 * browser; no test reads their pixels. Text is measured as 6 px a character, which G2 lays labels out by.
 */
const drawsNothing = (canvas: HTMLCanvasElement) => {
  const state: Record<PropertyKey, unknown> = { canvas };
  const answers: Record<string, (text?: unknown) => unknown> = {
    measureText: (text) => ({
      width: String(text).length * 6,
      actualBoundingBoxAscent: 8,
      actualBoundingBoxDescent: 2,
    }),
    getLineDash: () => [],
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    getImageData: () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 }),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
    createPattern: () => ({ setTransform: () => undefined }),
    isPointInPath: () => false,
    isPointInStroke: () => false,
  };
  return new Proxy(state, {
    get: (target, key) =>
      key in target
        ? target[key]
        : typeof key === 'string' && key in answers
          ? answers[key]
          : () => undefined,
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
};
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  return drawsNothing(this);
} as unknown as HTMLCanvasElement['getContext'];
