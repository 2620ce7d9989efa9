import { Button, Input, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { FieldProblem } from 'config/formCenter/rules';
import type { FieldChoice } from 'config/formFields';
import { ProblemText } from '../ProblemText';
import { useT } from 'src/components/useT';

interface Props {
  choice: FieldChoice;
  number: number;
  problems: readonly FieldProblem[];
  onChange: (choice: FieldChoice) => void;
  onRemove: () => void;
}

/** One option: its value and its name in both languages (the description follows the English name). */
export function OptionRow({ choice, number, problems, onChange, onRemove }: Props) {
  const t = useT();
  const named = (language: 'en' | 'zh', name: string): FieldChoice => ({
    ...choice,
    translation: { ...choice.translation, [language]: name },
    ...(language === 'en' ? { description: name } : {}),
  });
  return (
    <div style={{ marginBottom: 8 }}>
      <Space wrap>
        <Input
          aria-label={t('formBuilder.option.value', { number })}
          value={choice.value}
          status={problems.length > 0 ? 'error' : undefined}
          onChange={(event) => onChange({ ...choice, type: 'text', value: event.target.value })}
        />
        <Input
          aria-label={t('formBuilder.option.en', { number })}
          value={choice.translation?.en ?? ''}
          onChange={(event) => onChange(named('en', event.target.value))}
        />
        <Input
          aria-label={t('formBuilder.option.zh', { number })}
          value={choice.translation?.zh ?? ''}
          onChange={(event) => onChange(named('zh', event.target.value))}
        />
        <Button
          icon={<DeleteOutlined />}
          aria-label={t('formBuilder.option.remove', { number })}
          onClick={onRemove}
        />
      </Space>
      <ProblemText problems={problems} />
    </div>
  );
}
