// @antv/g (under G2 and G6) imports html2canvas (440 KB) for one method, `toCanvas()`, that copies a chart's
// HTML overlays into an image; nothing here calls it, yet every first chart compiled it. Its code now loads at
// that call. See webpack.config.ts.
export default function html2canvas(...args) {
  return import(/* webpackChunkName: "html2canvas" */ 'html2canvas/dist/html2canvas.esm.js').then(
    ({ default: render }) => render(...args),
  );
}
