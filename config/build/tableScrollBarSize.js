// rc-table measures its body's scrollbar when it mounts: a measuring element added to the page and read, which
// lays out the whole page in the middle of the first screen's commit (~25 ms on a list's first screen, measured).
// The width pads a fixed header or a sticky scrollbar only, and a table has either only when its body scrolls by
// itself (`.ant-table-body`); every other body (`.ant-table-content`) reads no scrollbar, so none is measured.
// See webpack.config.ts (IMPORT_SWAPS).
import getScrollBarSize, { getTargetScrollBarSize as measure } from 'rc-util/es/getScrollBarSize';

export default getScrollBarSize;

export function getTargetScrollBarSize(target) {
  if (target?.classList?.contains('ant-table-content')) return { width: 0, height: 0 };
  return measure(target);
}
