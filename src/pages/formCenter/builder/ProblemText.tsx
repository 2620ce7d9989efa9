import { Typography } from 'antd';
import type { FieldProblem } from 'config/formCenter/rules';
import { ruleMessage } from './useBuilderText';
import { useT } from 'src/components/useT';

interface Props {
  problems: readonly FieldProblem[];
  id?: string;
}

/** What blocks the save, in red words under what it is about (nothing when all is well). */
export function ProblemText({ problems, id }: Props) {
  const t = useT();
  if (problems.length === 0) return null;
  const messages = Array.from(new Set(problems.map((problem) => ruleMessage(t, problem))));
  return (
    <div id={id} className="form-builder-problems">
      {messages.map((message) => (
        <Typography.Text key={message} type="danger" style={{ display: 'block' }}>
          {message}
        </Typography.Text>
      ))}
    </div>
  );
}
