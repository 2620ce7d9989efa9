import { useMemo } from 'react';
import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { formFields, formList } from 'src-models/formCenter';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import type { FormCenterForm } from 'src-services/formCenter';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { linkTo } from 'src/routes/links';
import { useT } from 'src/components/useT';

/** The forms (issue 15): name, remark, last change; create, and per form its editor and its records. */
export default function FormListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const canCreate = useAppSelector((state) => selectCan(state, [PRIVILEGES.formCenterCreateForm]));
  const canEdit = useAppSelector((state) => selectCan(state, [PRIVILEGES.formCenterUpdateForm]));
  const canRead = useAppSelector((state) => selectCan(state, [PRIVILEGES.formCenterSearchRecord]));
  const t = useT();
  const confirm = useConfirmedAction();

  const columns = useMemo(
    () =>
      catalogueColumns<FormCenterForm>(formFields, intl, {}, [
        {
          key: 'actions',
          titleKey: 'formCenter.actions',
          fixed: 'right',
          render: (_, form) => (
            <Space size={0}>
              {canEdit ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => navigate(linkTo('/form-center/form/:id', { id: form.id }))}
                >
                  {intl.formatMessage({ id: 'formCenter.edit' })}
                </Button>
              ) : null}
              {canEdit ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    confirm({
                      titleKey: 'formCenter.delete.confirmTitle',
                      contentKey: 'formCenter.delete.confirm',
                      okKey: 'formCenter.delete',
                      values: { name: form.name },
                      danger: true,
                      action: formList.actions.removeRequested({ requestId: newRequestId(), id: form.id }),
                    })
                  }
                >
                  {intl.formatMessage({ id: 'formCenter.delete' })}
                </Button>
              ) : null}
              {canRead ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => navigate(linkTo('/form-center/form/:id/records', { id: form.id }))}
                >
                  {intl.formatMessage({ id: 'formCenter.records' })}
                </Button>
              ) : null}
            </Space>
          ),
        },
      ]),
    [intl, canEdit, canRead, navigate, confirm],
  );

  return (
    <ListContainer<FormCenterForm>
      model={formList}
      columns={columns}
      filterFields={formFields.filterFields}
      rowKey="id"
      toolbar={
        canCreate
          ? [
              <CreateButton
                key="create"
                label={t('formCenter.create')}
                onClick={() => navigate(linkTo('/form-center/form/create'))}
              />,
            ]
          : []
      }
    />
  );
}
