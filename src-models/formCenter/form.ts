/** The form editor's values (issue 15): what it holds, and the save request it makes. */
import type { FormField } from 'config/formFields';
import type { FormCenterForm, FormSaveRequest } from 'src-services/formCenter';

export interface FormValues {
  name: string;
  remark: string;
  fields: FormField[];
}

export const NEW_FORM: FormValues = { name: '', remark: '', fields: [] };

/** What the editor shows for the form at `id` (none: a new one): the stored form once it is that form. */
export function formValues(form: FormCenterForm | null, id: string | null): FormValues {
  if (!form || !id || form.id !== id) return NEW_FORM;
  return { name: form.name, remark: form.remark ?? '', fields: form.fields };
}

/** A new form is created without an id; an existing one is updated under its own. */
export function formSaveRequest(values: FormValues, id: string | null): FormSaveRequest {
  return {
    ...(id ? { id } : {}),
    form: { name: values.name.trim(), remark: values.remark ?? '', fields: values.fields ?? [] },
  };
}
