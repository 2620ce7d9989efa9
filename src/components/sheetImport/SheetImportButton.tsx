import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { ImportKindName } from 'config/sheetImport/kinds';

// The dialog (upload, preview table) loads on the first click; xlsx only ever loads in its worker.
const SheetImportDialog = lazy(() =>
  import(/* webpackChunkName: "sheet-import" */ './SheetImportDialog').then((module) => ({
    default: module.SheetImportDialog,
  })),
);

interface Props {
  kind: ImportKindName;
  /** Records were written: search the list again. */
  onImported: () => void;
}

/** A list's Import button (issue 13) and its dialog. */
export function SheetImportButton({ kind, onImported }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'sheetImport.button' })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SheetImportDialog kind={kind} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
