/**
 * The form center (issue 15): the forms list, one form edited on its own page, one form's records (the form is
 * the list's scope) and the action log. No HTTP path here: the services hold them.
 */
import {
  FORM_SCOPE_KEY,
  formActionLogListService,
  formCenterService,
  formListService,
  formRecordListService,
  type FormActionLog,
  type FormCenterForm,
  type FormCenterRecord,
  type FormSaveRequest,
} from 'src-services/formCenter';
import type { QueryItem } from 'src-services/types';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';

export const formList = createListModel<FormCenterForm, FormCenterForm, 'formCenterForms'>({
  name: 'formCenterForms',
  service: formListService,
  defaultOrder: '-updated_at',
  selectId: (form) => form.id,
  messages: { searchFailed: 'formCenter.searchFailed' },
});

/** One form: loaded by id (the editor, and the records page for its fields), created or updated. */
export const formDocument = createDocumentModel<FormCenterForm, FormSaveRequest, 'formCenterForm'>({
  name: 'formCenterForm',
  load: (id, options) => formCenterService.get(id ?? '', options),
  save: ({ id, form }, options) =>
    id ? formCenterService.update(id, form, options) : formCenterService.create(form, options),
  selectId: (form) => form.id,
  messages: {
    saveSucceeded: { create: 'list.created', update: 'list.updated' },
    saveFailed: { create: 'error.createFailed', update: 'error.updateFailed' },
  },
});

export const formActions = formDocument.actions;
export const formSelectors = formDocument.selectors;

export const formRecordList = createListModel<FormCenterRecord, FormCenterRecord, 'formCenterRecords'>({
  name: 'formCenterRecords',
  service: formRecordListService,
  defaultOrder: '-created_at',
  selectId: (record) => record.id,
  messages: { searchFailed: 'formCenter.records.searchFailed' },
});

/** The scope of one form's records. */
export const formRecordScope = (formId: string): QueryItem[] => [{ k: FORM_SCOPE_KEY, op: 'eq', v: formId }];

export const actionLogList = createListModel<FormActionLog, FormActionLog, 'formCenterActionLogs'>({
  name: 'formCenterActionLogs',
  service: formActionLogListService,
  defaultOrder: '-created_at',
  selectId: (entry) => entry.id,
  messages: { searchFailed: 'formCenter.log.searchFailed' },
});
