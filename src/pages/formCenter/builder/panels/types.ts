import type { FieldProblem } from 'config/formCenter/rules';
import type { FormField } from 'config/formFields';

/** What every property panel receives: the selected field, its problems, and where its edits go. */
export interface PanelProps {
  field: FormField;
  problems: readonly FieldProblem[];
  onChange: (field: FormField) => void;
  canEditInvisible: boolean;
}
