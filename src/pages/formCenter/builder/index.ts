/** The form center's form builder (issue 15): a Form.Item control over a form's fields, and the rules it shows. */
export { FormBuilder } from './FormBuilder';
export { formProblems } from 'config/formCenter/rules';
