import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { sheetColumns, type DataColumn } from './dataColumns';

interface ExportButtonProps<Row> {
  /** The file name of 03 §9 (device, provicePercentPv, scene, PU/UV). */
  name: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
}

/** Excel export of a tab's table, written in the browser; xlsx loads on the first click. */
export function ExportButton<Row>({ name, columns, rows }: ExportButtonProps<Row>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { exportSheet } = await import('src/components/export/exportSheet');
      await exportSheet(name, sheetColumns(columns), rows);
    } catch (error) {
      console.error('export failed', error);
      void message.error(<FormattedMessage id="tracking.export.failed" />);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} disabled={!rows.length}>
      <FormattedMessage id="tracking.export" />
    </Button>
  );
}
