import { Button, DatePicker, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { FieldProblem } from 'config/formCenter/rules';
import { SlotListEditor, type Slot } from './SlotListEditor';
import { problemsAt } from './useConfigEditor';
import { ProblemText } from '../ProblemText';
import { useT } from 'src/components/useT';

interface SpecialCase {
  date?: string;
  slots?: Slot[];
  enable?: boolean;
}

interface Props {
  cases: readonly SpecialCase[];
  problems: readonly FieldProblem[];
  onChange: (cases: SpecialCase[]) => void;
}

/** Days that differ from the usual slots (a holiday closed, a launch day with more): by date, open or not. */
export function SpecialCasesEditor({ cases, problems, onChange }: Props) {
  const t = useT();
  const replace = (index: number, next: SpecialCase) =>
    onChange(cases.map((each, at) => (at === index ? next : each)));
  return (
    <fieldset className="form-builder-group">
      <legend>{t('formBuilder.slot.specialCases')}</legend>
      {cases.map((entry, index) => {
        const number = index + 1;
        return (
          <div key={index} style={{ marginBottom: 12 }}>
            <Space wrap>
              <DatePicker
                aria-label={t('formBuilder.slot.caseDate', { number })}
                value={entry.date ? dayjs(entry.date) : null}
                onChange={(value) =>
                  replace(index, { ...entry, date: value ? value.format('YYYY-MM-DD') : '' })
                }
              />
              <Switch
                size="small"
                aria-label={t('formBuilder.slot.caseEnable', { number })}
                checked={entry.enable !== false}
                onChange={(enable) => replace(index, { ...entry, enable })}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('formBuilder.slot.removeCase', { number })}
                onClick={() => onChange(cases.filter((_, at) => at !== index))}
              />
            </Space>
            <ProblemText problems={problemsAt(problems, ['config', 'special_cases', index, 'date'])} />
            {entry.enable !== false ? (
              <SlotListEditor
                legend={t('formBuilder.slot.caseSlots', { date: entry.date || '-' })}
                slots={entry.slots ?? []}
                path={['config', 'special_cases', index, 'slots']}
                problems={problems}
                onChange={(slots) => replace(index, { ...entry, slots })}
              />
            ) : null}
          </div>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange([...cases, { date: '', slots: [], enable: true }])}
      >
        {t('formBuilder.slot.addCase')}
      </Button>
    </fieldset>
  );
}
