import { useCallback, useMemo } from 'react';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { IMPORT_KINDS, type ImportKindName } from 'config/sheetImport/kinds';
import { countRows, type CheckedRow } from 'config/sheetImport/rules';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { columnTitle, describeProblem } from './problems';

/** The reference-data import's preview: the kind's columns, and whether a valid row creates or updates. */
export function ImportPreview({ kind, rows }: { kind: ImportKindName; rows: readonly CheckedRow[] }) {
  const intl = useIntl();
  const columns = useMemo(
    () =>
      IMPORT_KINDS[kind].columns.map((column): PreviewColumn<CheckedRow> => ({
        key: column.key,
        title: columnTitle(column, intl.locale),
        render: (row) => row.cells[column.key],
      })),
    [kind, intl.locale],
  );
  const problemsOf = useCallback(
    (row: CheckedRow) => row.problems.map((problem) => describeProblem(intl, kind, row.row, problem)),
    [intl, kind],
  );
  return (
    <PreviewTable
      rows={rows}
      columns={columns}
      problemsOf={problemsOf}
      outcomeOf={(row) => (
        <Tag color={row.exists ? 'blue' : 'green'}>
          {intl.formatMessage({
            id: row.exists ? 'sheetImport.outcome.update' : 'sheetImport.outcome.create',
          })}
        </Tag>
      )}
      summary={intl.formatMessage({ id: 'sheetImport.counts' }, countRows(rows))}
    />
  );
}
