// antd's table imports its column filter dropdown (Tree, Menu, Checkbox, search box) for every table, yet it is
// drawn only for a column that declares `filters`; the lists here filter in their side panel. So the dropdown's
// code loads the first time one is drawn. See webpack.config.ts.
import { createElement, lazy, Suspense } from 'react';

const RealFilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown.js?eager'));

/** The column's title stays on screen while the dropdown's code arrives. */
export default function FilterDropdown(props) {
  return createElement(Suspense, { fallback: props.children }, createElement(RealFilterDropdown, props));
}

/** antd's own helper, imported beside the dropdown by the table's filter hook. */
export function flattenKeys(filters) {
  return (filters || []).flatMap(({ value, children }) =>
    children ? [value, ...flattenKeys(children)] : [value],
  );
}
