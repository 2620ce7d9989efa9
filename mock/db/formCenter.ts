/**
 * The form center's action log (issue 15): one entry per form create or update, written by the mock's own
 * saves (`handlers/formCenter.ts`), seeded with the creation of each seeded form, by the demo administrator.
 */
import type { FormActionLog } from '../../src-services/formCenter';
import { defineCollection } from './db';
import { forms } from './lookups';
import { DEMO_ADMIN } from './operators';

export const formActionLogs = defineCollection<FormActionLog>('formActionLogs', ({ random, db }) =>
  forms(db)
    .all()
    .map((form) => ({
      id: random.id(),
      form_id: form.id,
      form_name: form.name,
      action: 'create' as const,
      operator_id: DEMO_ADMIN.id,
      operator_email: DEMO_ADMIN.email,
      operator_name: DEMO_ADMIN.name,
      created_at: form.created_at,
      changes: {
        props: ['name', 'remark', 'fields'],
        fields_added: form.fields.map((field) => field.key),
        fields_removed: [],
        fields_changed: [],
      },
    })),
);
