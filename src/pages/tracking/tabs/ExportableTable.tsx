import { Table } from 'antd';
import { ChartsFirst } from 'src/components/charts';
import { ExportButton } from '../ExportButton';
import { tableColumns, type DataColumn } from '../dataColumns';
import { Section } from './Section';

interface ExportableTableProps<Row> {
  title: string;
  /** The export's file name (03 §9). */
  exportName: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: string | ((row: Row) => string);
}

/** The space kept for the table while the tab's charts draw (about ten of its rows). */
const TABLE_HEIGHT = 480;

/** A tab's table in its section, with the Excel export of exactly its columns and rows. */
export function ExportableTable<Row extends object>({
  title,
  exportName,
  columns,
  rows,
  rowKey,
}: ExportableTableProps<Row>) {
  return (
    <Section title={title} extra={<ExportButton name={exportName} columns={columns} rows={rows} />}>
      <ChartsFirst minHeight={TABLE_HEIGHT}>
        <Table<Row>
          size="small"
          rowKey={rowKey}
          columns={tableColumns(columns)}
          dataSource={rows}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        />
      </ChartsFirst>
    </Section>
  );
}
