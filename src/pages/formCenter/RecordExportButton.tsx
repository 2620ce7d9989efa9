import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import type { FormCenterForm } from 'src-services/formCenter';
import { formRecordExportActions, selectFormRecordExport } from 'src-models/formCenter';
import { useSheetWriter } from 'src/components/export/useSheetWriter';
import { useFieldWords } from 'src/components/formFields';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { recordSheetColumns, recordsFileName } from './recordColumns';

/**
 * Export of every record of the form that the list's conditions match: the rows arrive through the model and are
 * written here to an .xlsx in the table's words, every text as text (a formula-looking answer never runs).
 */
export function RecordExportButton({ form }: { form: FormCenterForm }) {
  const intl = useIntl();
  const words = useFieldWords(PRIVILEGES.formCenterReadIdentity);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectFormRecordExport);
  const mine = state.formId === form.id;

  useSheetWriter(
    state.status === 'writing' && mine ? state.rows : null,
    () => ({ name: recordsFileName(form.name), columns: recordSheetColumns(form.fields, intl, words) }),
    (failure) =>
      dispatch(
        failure
          ? formRecordExportActions.exportFailed({ error: failure })
          : formRecordExportActions.exportWritten(),
      ),
  );

  return (
    <Button
      icon={<DownloadOutlined />}
      loading={state.status !== 'idle' && mine}
      disabled={state.status !== 'idle' && !mine}
      onClick={() => dispatch(formRecordExportActions.exportRequested({ formId: form.id }))}
    >
      {intl.formatMessage({ id: 'formCenter.export' })}
    </Button>
  );
}
