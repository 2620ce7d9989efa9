import { Button, Input, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { FieldProblem } from 'config/formCenter/rules';
import { ProblemText } from '../ProblemText';
import { useT } from 'src/components/useT';

export interface TermsKeyword {
  keyword?: string;
  policy_id?: string;
}

interface Props {
  keyword: TermsKeyword;
  number: number;
  problems: readonly FieldProblem[];
  onChange: (keyword: TermsKeyword) => void;
  onRemove: () => void;
}

/** One clickable part of the terms: the keyword as marked in the text and the policy it opens (required). */
export function KeywordRow({ keyword, number, problems, onChange, onRemove }: Props) {
  const t = useT();
  return (
    <div style={{ marginBottom: 8 }}>
      <Space wrap>
        <Input
          aria-label={t('formBuilder.tc.keyword', { number })}
          value={keyword.keyword ?? ''}
          status={problems.some((problem) => problem.path.endsWith('.keyword')) ? 'error' : undefined}
          onChange={(event) => onChange({ ...keyword, keyword: event.target.value })}
        />
        <Input
          aria-label={t('formBuilder.tc.policyId', { number })}
          aria-required
          value={keyword.policy_id ?? ''}
          status={problems.some((problem) => problem.path.endsWith('.policy_id')) ? 'error' : undefined}
          onChange={(event) => onChange({ ...keyword, policy_id: event.target.value })}
        />
        <Button
          icon={<DeleteOutlined />}
          aria-label={t('formBuilder.tc.remove', { number })}
          onClick={onRemove}
        />
      </Space>
      <ProblemText problems={problems} />
    </div>
  );
}
