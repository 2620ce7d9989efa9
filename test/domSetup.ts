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
