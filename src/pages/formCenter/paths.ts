/** The form center's addresses (src/routes/areas/formCenter.ts), for the pages' own links. */
export const FORMS_PATH = '/form-center/form';
export const NEW_FORM_PATH = `${FORMS_PATH}/create`;
export const formPath = (id: string) => `${FORMS_PATH}/${encodeURIComponent(id)}`;
export const recordsPath = (id: string) => `${formPath(id)}/records`;
