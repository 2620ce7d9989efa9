/**
 * The form center (issue 15; 01-platform §3, 03-community-analytics §6, §7): forms (a name, a remark and the
 * dynamic fields of 01 §3), the records the mini-program sends for them, and the log of who created or changed
 * which form. Paths the spec does not give are the mock's (docs/areas/formCenter.md).
 */
import type { FormField } from 'config/formFields';
import { genericListService, type ListSearchRequest } from './listService';
import { del, get, post, put, type CallOptions } from './request';
import {
  anything,
  arrayOf,
  nonEmptyString,
  number,
  object,
  oneOf,
  recordOf,
  string,
  type Shape,
} from './shape';

export interface FormCenterForm {
  id: string;
  name: string;
  remark?: string;
  fields: FormField[];
  account_ids?: string[];
  created_at: number;
  updated_at: number;
  created_by?: string;
  updated_by?: string;
}

/** What a create or an update sends. */
export interface FormInput {
  name: string;
  remark: string;
  fields: FormField[];
}

/** A save: a new form without an id, an existing one under its id. */
export interface FormSaveRequest {
  id?: string;
  form: FormInput;
}

/** One answer to a form: its values keyed by the form's field keys. */
export interface FormCenterRecord {
  id: string;
  form_id: string;
  created_at: number;
  updated_at?: number;
  form_data: Record<string, unknown>;
  metadata?: { nickname?: string; [key: string]: unknown };
  mini_profile?: { openid?: string; unionid?: string };
}

export const FORM_ACTIONS = ['create', 'update', 'delete'] as const;
export type FormAction = (typeof FORM_ACTIONS)[number];

/** What one create or update changed: the top-level props, and the fields by key. */
export interface FormChanges {
  props: string[];
  fields_added: string[];
  fields_removed: string[];
  fields_changed: string[];
}

/** One entry of the action log: who did what to which form, when, and what changed. */
export interface FormActionLog {
  id: string;
  form_id: string;
  form_name: string;
  action: FormAction;
  operator_id: string;
  operator_email: string;
  operator_name: string;
  created_at: number;
  changes: FormChanges;
}

const fieldShape: Shape<FormField> = object({ type: string, key: string });

const formShape: Shape<FormCenterForm> = object({
  id: nonEmptyString,
  name: string,
  fields: arrayOf(fieldShape),
  created_at: number,
  updated_at: number,
});

const recordShape: Shape<FormCenterRecord> = object({
  id: nonEmptyString,
  form_id: string,
  created_at: number,
  form_data: recordOf(anything),
});

const actionLogShape: Shape<FormActionLog> = object({
  id: nonEmptyString,
  form_id: string,
  form_name: string,
  action: oneOf(...FORM_ACTIONS),
  operator_id: string,
  operator_email: string,
  operator_name: string,
  created_at: number,
  changes: object({
    props: arrayOf(string),
    fields_added: arrayOf(string),
    fields_removed: arrayOf(string),
    fields_changed: arrayOf(string),
  }),
});

const API = '/api/v1/form-center-api';
const FORM = `${API}/form`;

/** The forms, newest change first (03 §7: the form search). */
export const formListService = genericListService<FormCenterForm>({
  searchPath: `${FORM}/search`,
  row: formShape,
  // Not in the spec, as the form read and write calls: see docs/areas/formCenter.md.
  remove: (id, options) => del(`${FORM}/${encodeURIComponent(id)}`, anything, options),
});

/** The scope item naming the form whose records a search lists (02-operations §7: filter by form_id). */
export const FORM_SCOPE_KEY = 'form_id';

/** One form's records: the page passes the form as the list's scope. */
export const formRecordListService = genericListService<FormCenterRecord>({
  searchPath: `${API}/record/search`,
  row: recordShape,
});

export const formActionLogListService = genericListService<FormActionLog>({
  searchPath: `${API}/action-log/search`,
  row: actionLogShape,
});

export const formCenterService = {
  get: (id: string, options?: CallOptions) => get(`${FORM}/${encodeURIComponent(id)}`, formShape, options),
  create: (form: FormInput, options?: CallOptions) => post(FORM, form, formShape, options),
  update: (id: string, form: FormInput, options?: CallOptions) =>
    put(`${FORM}/${encodeURIComponent(id)}`, form, formShape, options),
  /** Every record of a form that meets the conditions, for the export (the list's own search, one big page). */
  records: (request: ListSearchRequest, options?: CallOptions) =>
    formRecordListService.search(request, options ?? {}),
};
