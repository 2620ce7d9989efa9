import { useCallback, useRef, useState } from 'react';

/** A column's arrow for the list's order: `title` is ascending, `-title` descending. */
export const orderOf = (key: string, order: string): 'ascend' | 'descend' | null =>
  order === key ? 'ascend' : order === `-${key}` ? 'descend' : null;

/**
 * ProTable draws a column's sort arrow from state of its own, keyed by the column's `dataIndex`, and drops the
 * `sortOrder` a column is given: that state starts from each column's `defaultSortOrder` and follows clicks. So
 * a sortable column names its key as `dataIndex` and the list's order as `defaultSortOrder` (`sortProps`), and
 * when the order changes other than by a click (the back button, a copied link) the table is drawn afresh
 * (`tableKey`) to start from it. A click tells `sortClicked` the order it asks for.
 */
export function useTableSort(order: string) {
  const clicked = useRef(order);
  const [shown, setShown] = useState({ order, tableKey: 0 });
  if (shown.order !== order)
    setShown({ order, tableKey: clicked.current === order ? shown.tableKey : shown.tableKey + 1 });
  const sortProps = useCallback(
    (key: string) => ({ dataIndex: key, sorter: true, defaultSortOrder: orderOf(key, order) }),
    [order],
  );
  return {
    tableKey: shown.tableKey,
    sortProps,
    sortClicked: (next: string) => {
      clicked.current = next;
    },
  };
}
