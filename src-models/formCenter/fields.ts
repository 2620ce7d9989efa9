import { FORM_ACTIONS } from 'src-services/formCenter';
import { defineCatalogue } from '../list';

/** The forms list (issue 15): name, remark and the last change, newest first (03 §7). */
export const formFields = defineCatalogue('formCenter', [
  { key: 'name', type: 'string', sortable: true },
  { key: 'remark', type: 'string' },
  { key: 'updated_at', type: 'date', sortable: true },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
]);

/** The action log: who did what to which form, when (what changed is the page's own cell). */
export const actionLogFields = defineCatalogue('formCenter.log', [
  { key: 'operator_name', type: 'string' },
  { key: 'operator_email', type: 'string', column: 'hidden' },
  {
    key: 'action',
    type: 'enum',
    options: FORM_ACTIONS.map((action) => ({
      value: action,
      label: `formCenter.log.action.${action}` as const,
    })),
  },
  { key: 'form_name', type: 'string' },
  { key: 'created_at', type: 'date', sortable: true },
]);
