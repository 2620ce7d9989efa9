/**
 * The form center's own calls (issue 15): a form by id, create (FormCenterCreateForm) and update
 * (FormCenterUpdateForm), each checked by `formBodyProblem` and written to the action log with what changed, and
 * the action-log search (FormCenterSearchActionLog). The form search is the selectors' (`lookups.ts`), the record
 * search the complaints' (`vehicles.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { HttpHandler } from 'msw';
import type { FormField } from '../../config/formFields';
import { PRIVILEGES } from '../../config/privileges';
import type { FormAction, FormChanges } from '../../src-services/formCenter';
import type { OperatorRecord } from '../db/collections';
import { formActionLogs } from '../db/formCenter';
import { forms, type FormRecord } from '../db/lookups';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { formBodyProblem } from './formCenterRules';

const API = '/api/v1/form-center-api';
const newId = () => randomUUID().replace(/-/g, '').slice(0, 24);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const byKey = (fields: readonly FormField[]) => new Map(fields.map((field) => [field.key, field]));

type FormProps = Pick<FormRecord, 'name' | 'remark' | 'fields'>;

const EMPTY_FORM: FormProps = { name: '', remark: '', fields: [] };

/** What a save changed: the top-level props that differ, and the fields added, removed or changed by key. */
export function formChanges(before: FormProps | null, after: FormProps): FormChanges {
  const old = before ?? EMPTY_FORM;
  const oldFields = byKey(old.fields);
  const newFields = byKey(after.fields);
  return {
    props: (['name', 'remark', 'fields'] as const).filter(
      (prop) => !same(old[prop] ?? '', after[prop] ?? ''),
    ),
    fields_added: [...newFields.keys()].filter((key) => !oldFields.has(key)),
    fields_removed: [...oldFields.keys()].filter((key) => !newFields.has(key)),
    fields_changed: [...newFields.keys()].filter(
      (key) => oldFields.has(key) && !same(oldFields.get(key), newFields.get(key)),
    ),
  };
}

function logAction(operator: OperatorRecord, action: FormAction, form: FormRecord, changes: FormChanges) {
  formActionLogs().insert({
    id: newId(),
    form_id: form.id,
    form_name: form.name,
    action,
    operator_id: operator.id,
    operator_email: operator.email,
    operator_name: operator.name,
    created_at: form.updated_at,
    changes,
  });
}

/** The saved props of a body `formBodyProblem` accepted. */
async function readForm(request: Request): Promise<FormProps & { account_ids?: string[] }> {
  const body = await readJsonObject(request);
  const problem = formBodyProblem(body);
  if (problem) throw badRequest(problem);
  const accounts = Array.isArray(body.account_ids)
    ? body.account_ids.filter((id): id is string => typeof id === 'string')
    : undefined;
  return {
    name: (body.name as string).trim(),
    remark: typeof body.remark === 'string' ? body.remark : '',
    fields: body.fields as FormField[],
    ...(accounts ? { account_ids: accounts } : {}),
  };
}

export function formCenterHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${API}/action-log/search`, () => formActionLogs().all(), {
      privilege: PRIVILEGES.formCenterSearchActionLog,
      defaultOrder: '-created_at',
    }),
    endpoint('get', `${API}/form/:id`, (context) => {
      requireOperator(context, [
        PRIVILEGES.formCenterUpdateForm,
        PRIVILEGES.formCenterCreateForm,
        PRIVILEGES.formCenterSearchRecord,
      ]);
      const form = forms().get(context.params.id);
      if (!form) throw notFound('Form not found');
      return ok(form);
    }),
    endpoint(
      'post',
      `${API}/form`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.formCenterCreateForm);
        const input = await readForm(context.request);
        const now = nowSeconds();
        const form = forms().insert({
          account_ids: [],
          ...input,
          id: newId(),
          created_at: now,
          updated_at: now,
          created_by: operator.email,
          updated_by: operator.email,
        });
        logAction(operator, 'create', form, formChanges(null, form));
        return ok(form);
      }),
    ),
    endpoint(
      'put',
      `${API}/form/:id`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.formCenterUpdateForm);
        const before = forms().get(context.params.id);
        if (!before) throw notFound('Form not found');
        const input = await readForm(context.request);
        // An update that changes nothing writes nothing, and leaves no empty entry in the action log.
        const changes = formChanges(before, { ...before, ...input });
        const accountsKept =
          input.account_ids === undefined || same(input.account_ids, before.account_ids ?? []);
        if (changes.props.length === 0 && accountsKept) return ok(before);
        const form = forms().update(before.id, {
          ...input,
          updated_at: nowSeconds(),
          updated_by: operator.email,
        });
        if (!form) throw notFound('Form not found');
        logAction(operator, 'update', form, changes);
        return ok(form);
      }),
    ),
    endpoint('delete', `${API}/form/:id`, (context) => {
      const operator = requireOperator(context, PRIVILEGES.formCenterUpdateForm);
      const form = forms().get(context.params.id);
      if (!form) throw notFound('Form not found');
      forms().remove(form.id);
      // Its records stay, as answers given; the log lists what went with it.
      logAction(operator, 'delete', { ...form, updated_at: nowSeconds() }, formChanges(form, EMPTY_FORM));
      return ok({ id: form.id });
    }),
  ];
}
