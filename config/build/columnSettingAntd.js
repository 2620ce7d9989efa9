// pro-table's column setting titles each column of its tree with antd's Typography.Text and `ellipsis`, which
// measures every title with a forced layout whenever the tree draws (about 17 ms of each column shown or hidden),
// and gives each column's three pin icons an antd Tooltip, each computing its colours at every draw (about 11 ms).
// Here a title is cut by CSS, and titles and icons say their whole text as the native tooltip. The rest is antd's.
// See webpack.config.ts.
import { cloneElement, createElement, forwardRef, isValidElement } from 'react';

export { Checkbox, ConfigProvider, Popover, Space, Tree } from 'antd';

const CUT = { display: 'inline-block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };

function Text({ ellipsis, style, children }) {
  const tooltip = typeof ellipsis === 'object' ? ellipsis.tooltip : undefined;
  const title = typeof tooltip === 'string' || typeof tooltip === 'number' ? String(tooltip) : undefined;
  return createElement('span', { title, style: { ...CUT, verticalAlign: 'bottom', ...style } }, children);
}

export const Typography = { Text };

// What a popup around it gives (its click handler, its ref) reaches the child, as through antd's Tooltip.
export const Tooltip = forwardRef(function Tooltip({ title, children, ...passed }, ref) {
  if (!isValidElement(children)) return children;
  return cloneElement(children, { ...passed, ...(typeof title === 'string' && { title }), ref });
});
