import { useMemo, useState, type ReactNode } from 'react';
import { Space, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from 'src/components/useT';

const PAGE_SIZE = 10;

/** A sheet row as the preview shows it: its number in the sheet, and what is wrong with it (none if valid). */
export interface PreviewRow {
  row: number;
}

export interface PreviewColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
}

interface Props<Row extends PreviewRow> {
  rows: readonly Row[];
  columns: readonly PreviewColumn<Row>[];
  /** What is wrong with a row, in words; a row without problems is valid. */
  problemsOf: (row: Row) => readonly string[];
  /** What will happen to a valid row (created, updated ...). */
  outcomeOf: (row: Row) => ReactNode;
  /** The counts above the table. */
  summary: ReactNode;
}

/**
 * The checked rows of a spreadsheet before anything is written (the reference-data import, the channels' bulk
 * upload): each row as the file has it with what will happen to it or what is wrong with it, and a switch to see
 * only the rows with errors. One page of rows is drawn at a time, so a file of thousands of rows draws as fast
 * as one of ten.
 */
export function PreviewTable<Row extends PreviewRow>({
  rows,
  columns,
  problemsOf,
  outcomeOf,
  summary,
}: Props<Row>) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const withErrors = useMemo(() => rows.filter((row) => problemsOf(row).length > 0), [rows, problemsOf]);
  const t = useT();

  const tableColumns: ColumnsType<Row> = [
    { title: t('sheetImport.column.row'), dataIndex: 'row', width: 72 },
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      render: (_: unknown, row: Row) => column.render(row),
    })),
    {
      key: 'outcome',
      title: t('sheetImport.column.outcome'),
      render: (_, row) => {
        const problems = problemsOf(row);
        return problems.length > 0 ? (
          <Space direction="vertical" size={0}>
            {problems.map((problem) => (
              <Typography.Text type="danger" key={problem}>
                {problem}
              </Typography.Text>
            ))}
          </Space>
        ) : (
          outcomeOf(row)
        );
      },
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text role="status">{summary}</Typography.Text>
        <Space>
          <Switch
            id="sheet-import-only-errors"
            size="small"
            checked={onlyErrors}
            disabled={withErrors.length === 0}
            onChange={setOnlyErrors}
          />
          <label htmlFor="sheet-import-only-errors">{t('sheetImport.onlyErrors')}</label>
        </Space>
      </Space>
      <Table<Row>
        size="small"
        rowKey="row"
        columns={tableColumns}
        dataSource={(onlyErrors ? withErrors : rows) as Row[]}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </>
  );
}
