// Every browser the back office supports has ResizeObserver; rc-resize-observer imports a polyfill anyway.
export default globalThis.ResizeObserver;
