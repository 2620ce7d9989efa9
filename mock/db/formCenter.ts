/**
 * The form center's action log (issue 15): one entry per form create or update, written by the mock's own
 * saves (`handlers/formCenter.ts`), seeded with the creation of each seeded form.
 */
import type { FormActionLog } from '../../src-services/formCenter';
import { defineCollection } from './db';
import { forms } from './lookups';

export const formActionLogs = defineCollection<FormActionLog>('formActionLogs', ({ random, db }) =>
  forms(db)
    .all()
    .map((form) => ({
      id: random.id(),
      form_id: form.id,
      form_name: form.name,
      action: 'create' as const,
      operator_id: 'op-admin',
      operator_email: 'admin@moto.example',
      operator_name: 'Admin',
      created_at: form.created_at,
      changes: {
        props: ['name', 'remark', 'fields'],
        fields_added: form.fields.map((field) => field.key),
        fields_removed: [],
        fields_changed: [],
      },
    })),
);
