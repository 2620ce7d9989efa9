import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { SheetColumn, SheetValue } from 'src/components/export/sheetCells';

/**
 * One column of a tab's table and of its Excel export: the same value goes to both, so the exported rows are
 * the rows on screen.
 */
export interface DataColumn<Row> {
  key: string;
  title: string;
  value: (row: Row) => SheetValue;
  /** What the table shows, when it is more than the value (an avatar, a bar). */
  render?: (row: Row) => ReactNode;
  /** Numeric sort in the table. */
  sortBy?: (row: Row) => number;
  width?: number;
}

export function tableColumns<Row>(columns: readonly DataColumn<Row>[]): ColumnsType<Row> {
  return columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width ? column.width * 8 : undefined,
    render: (_: unknown, row: Row) => (column.render ? column.render(row) : column.value(row)),
    ...(column.sortBy
      ? {
          sorter: (a: Row, b: Row) => column.sortBy!(a) - column.sortBy!(b),
          sortDirections: ['descend', 'ascend'] as const,
        }
      : {}),
  })) as ColumnsType<Row>;
}

export function sheetColumns<Row>(columns: readonly DataColumn<Row>[]): SheetColumn<Row>[] {
  return columns.map(({ title, value, width }) => ({ title, value, width }));
}
