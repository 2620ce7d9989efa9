import { useMemo, useState } from 'react';
import { Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';
import { IMPORT_KINDS, type ImportKindName } from 'config/sheetImport/kinds';
import { countRows, type CheckedRow } from 'config/sheetImport/rules';
import { columnTitle, describeProblem } from './problems';

const PAGE_SIZE = 10;

interface Props {
  kind: ImportKindName;
  rows: readonly CheckedRow[];
}

/**
 * The checked rows before anything is written: the counts, each row as the file has it with what will happen
 * to it (created, updated) or what is wrong with it, and a switch to see only the rows with errors. One page
 * of rows is drawn at a time, so a file of thousands of rows draws as fast as one of ten.
 */
export function PreviewTable({ kind, rows }: Props) {
  const intl = useIntl();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const counts = useMemo(() => countRows(rows), [rows]);
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => row.problems.length > 0) : rows),
    [rows, onlyErrors],
  );
  const t = (id: string) => intl.formatMessage({ id });

  const columns: ColumnsType<CheckedRow> = [
    { title: t('sheetImport.column.row'), dataIndex: 'row', width: 72 },
    ...IMPORT_KINDS[kind].columns.map((column) => ({
      key: column.key,
      title: columnTitle(column, intl.locale),
      render: (_: unknown, row: CheckedRow) => row.cells[column.key],
    })),
    {
      key: 'outcome',
      title: t('sheetImport.column.outcome'),
      render: (_, row) =>
        row.problems.length > 0 ? (
          <Space direction="vertical" size={0}>
            {row.problems.map((problem) => (
              <Typography.Text type="danger" key={`${problem.column}-${problem.kind}`}>
                {describeProblem(intl, kind, row.row, problem)}
              </Typography.Text>
            ))}
          </Space>
        ) : (
          <Tag color={row.exists ? 'blue' : 'green'}>
            {t(row.exists ? 'sheetImport.outcome.update' : 'sheetImport.outcome.create')}
          </Tag>
        ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text role="status">
          {intl.formatMessage({ id: 'sheetImport.counts' }, counts)}
        </Typography.Text>
        <Space>
          <Switch
            id="sheet-import-only-errors"
            size="small"
            checked={onlyErrors}
            disabled={counts.errors === 0}
            onChange={setOnlyErrors}
          />
          <label htmlFor="sheet-import-only-errors">{t('sheetImport.onlyErrors')}</label>
        </Space>
      </Space>
      <Table<CheckedRow>
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={shown as CheckedRow[]}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </>
  );
}
