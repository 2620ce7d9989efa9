import { useNavigate } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { formFields, formList } from 'src-models/formCenter';
import { selectCan } from 'src-models/session';
import type { FormCenterForm } from 'src-services/formCenter';
import { CrudList } from 'src/components/list';
import { linkTo } from 'src/routes/links';
import { useAppSelector } from 'src/store/hooks';

/** The forms (issue 15): name, remark, last change; create, and per form its editor and its records. */
export default function FormListPage() {
  const navigate = useNavigate();
  const canReadRecords = useAppSelector((state) => selectCan(state, [PRIVILEGES.formCenterSearchRecord]));
  return (
    <CrudList<FormCenterForm, never>
      model={formList}
      fields={formFields}
      rowKey="id"
      editPage={{
        link: (form) => linkTo('/form-center/form/:id', { id: form.id }),
        requirement: [PRIVILEGES.formCenterUpdateForm],
        create: {
          labelKey: 'formCenter.create',
          link: linkTo('/form-center/form/create'),
          requirement: [PRIVILEGES.formCenterCreateForm],
        },
      }}
      rowActions={[
        {
          key: 'records',
          labelKey: 'formCenter.records',
          allowed: canReadRecords,
          run: (form) => navigate(linkTo('/form-center/form/:id/records', { id: form.id })),
        },
      ]}
      remove={{
        requirement: [PRIVILEGES.formCenterUpdateForm],
        titleKey: 'formCenter.delete.confirmTitle',
        contentKey: 'formCenter.delete.confirm',
      }}
    />
  );
}
