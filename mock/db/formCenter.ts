/**
 * The form center's action log (issue 15): one entry per form create or update, written by the mock's own
 * saves (`handlers/formCenter.ts`), seeded with the creation of each seeded form.
 */
import type { FormActionLog } from '../../src-services/formCenter';
import { defineCollection } from './db';
import { forms } from './lookups';
import { DEMO_OPERATORS } from './operators';

/** The seeded forms were created by the demo administrator. */
const creator = DEMO_OPERATORS[0];

export const formActionLogs = defineCollection<FormActionLog>('formActionLogs', ({ random, db }) =>
  forms(db)
    .all()
    .map((form) => ({
      id: random.id(),
      form_id: form.id,
      form_name: form.name,
      action: 'create' as const,
      operator_id: creator.id,
      operator_email: creator.email,
      operator_name: creator.name,
      created_at: form.created_at,
      changes: {
        props: ['name', 'remark', 'fields'],
        fields_added: form.fields.map((field) => field.key),
        fields_removed: [],
        fields_changed: [],
      },
    })),
);
