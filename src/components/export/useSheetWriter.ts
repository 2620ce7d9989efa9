import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ApiErrorInfo } from 'src-services/errors';
import type { SheetColumn } from './sheetCells';

interface Sheet<Row> {
  name: string;
  columns: readonly SheetColumn<Row>[];
}

/**
 * Writes the rows an export fetched to an .xlsx in the browser, once per set of rows (xlsx loads on the first
 * export), and says how it went; the outcome is reported even if the operator left meanwhile, so the model never
 * stays busy. A form's fields may make more columns than the analytics exports' 26.
 *
 * `rows`: the rows to write now, null while there are none.
 */
export function useSheetWriter<Row>(
  rows: readonly Row[] | null,
  sheet: () => Sheet<Row>,
  done: (failure: ApiErrorInfo | null) => void,
): void {
  const written = useRef<unknown>(null);
  const latest = useRef({ sheet, done });
  useLayoutEffect(() => {
    latest.current = { sheet, done };
  });

  useEffect(() => {
    if (!rows || written.current === rows) return;
    written.current = rows;
    const { name, columns } = latest.current.sheet();
    import('src/components/export/exportSheet')
      .then(({ exportSheet }) => exportSheet(name, columns, rows, { maxColumns: columns.length }))
      .then(
        () => latest.current.done(null),
        (error: unknown) =>
          latest.current.done({ code: -1, msg: error instanceof Error ? error.message : '' }),
      );
  }, [rows]);
}
