import { useEffect, useMemo } from 'react';
import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { useNavigate, useParams } from 'react-router';
import { formActions, formRecordList, formRecordScope, formSelectors } from 'src-models/formCenter';
import type { FormCenterRecord } from 'src-services/formCenter';
import { useFieldWords } from 'src/components/formFields';
import { ListContainer } from 'src/components/list';
import { LoadFailure } from 'src/components/loadFailure';
import { PageSpinner } from 'src/components/PageSpinner';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { recordColumns, recordFilters } from './recordColumns';
import { RecordExportButton } from './RecordExportButton';

/**
 * One form's records (issue 15): titled with the form's name, a column and, where its type has one, a filter per
 * field of the form (shown as the reservation records show them), and the export of every matching record.
 */
export default function FormRecordsPage() {
  const intl = useIntl();
  const words = useFieldWords(PRIVILEGES.formCenterReadIdentity);
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(formSelectors.selectData);
  const load = useAppSelector(formSelectors.selectLoad);
  const form = loaded?.id === id ? loaded : null;

  useEffect(() => {
    dispatch(formActions.loadRequested({ id }));
  }, [id, dispatch]);

  const scope = useMemo(() => formRecordScope(id), [id]);
  const fields = form?.fields;
  const columns = useMemo(() => recordColumns(fields ?? [], words), [fields, words]);
  const filterFields = useMemo(() => recordFilters(fields ?? [], words), [fields, words]);

  const body = () => {
    if (load.status === 'failed' && load.error)
      return (
        <LoadFailure
          titleKey="formCenter.form.loadFailed"
          error={load.error}
          onRetry={() => dispatch(formActions.loadRequested({ id }))}
        />
      );
    if (!form) return <PageSpinner />;
    return (
      <ListContainer<FormCenterRecord>
        model={formRecordList}
        columns={columns}
        filterFields={filterFields}
        rowKey="id"
        scope={scope}
        toolbar={[<RecordExportButton key="export" form={form} />]}
      />
    );
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space>
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label={intl.formatMessage({ id: 'formCenter.back' })}
          onClick={() => navigate(linkTo('/form-center/form'))}
        />
        {form ? (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {form.name}
          </Typography.Title>
        ) : null}
      </Space>
      {body()}
    </Space>
  );
}
