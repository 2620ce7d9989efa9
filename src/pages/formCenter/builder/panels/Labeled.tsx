import { useId, type ReactNode } from 'react';
import type { FieldProblem } from 'config/formCenter/rules';
import { ProblemText } from '../ProblemText';

interface Props {
  label: string;
  problems?: readonly FieldProblem[];
  hint?: ReactNode;
  /** Several controls (radio buttons, checkboxes, a range's handles) named together by the label. */
  group?: boolean;
  /** Draws the control with the id its label points at and the id of its problems. */
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

/** One setting: its label, its control, a hint, and the problems of the rules at it, next to the input. */
export function Labeled({ label, problems = [], hint, group = false, children }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const problemsId = `${id}-problems`;
  const describedBy = problems.length > 0 ? problemsId : undefined;
  return (
    <div className="form-builder-setting" style={{ marginBottom: 12 }}>
      {group ? (
        <div id={labelId} style={{ marginBottom: 4 }}>
          {label}
        </div>
      ) : (
        <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
          {label}
        </label>
      )}
      {group ? (
        <div role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
          {children(id, describedBy)}
        </div>
      ) : (
        children(id, describedBy)
      )}
      {hint ? <div className="form-builder-hint">{hint}</div> : null}
      <ProblemText problems={problems} id={problemsId} />
    </div>
  );
}
