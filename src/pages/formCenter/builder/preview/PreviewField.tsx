import { Typography } from 'antd';
import { memo, useId } from 'react';
import type { AnswerProblem } from 'config/formCenter/answers';
import type { FormField } from 'config/formFields';
import type { FormLanguage } from '../languages';
import { ANSWER_INPUTS, TEXT_INPUT } from './answerInputs';
import { useT } from 'src/components/useT';

interface Props {
  field: FormField;
  language: FormLanguage;
  value: unknown;
  problem: AnswerProblem | undefined;
  /** The field's answer by its key: the same function for every field, so a field unchanged is not drawn again. */
  onAnswer: (key: string, value: unknown) => void;
}

/** A field's label in the preview's language, the other language, else its key. */
function labelIn(field: FormField, language: FormLanguage) {
  const translation = field.config?.translation;
  const other = language === 'en' ? translation?.zh : translation?.en;
  return translation?.[language] || other || field.key;
}

/** One question as the mini-program asks it: its label (starred when required), its input, and its error. */
export const PreviewField = memo(function PreviewField({ field, language, value, problem, onAnswer }: Props) {
  const onChange = (answer: unknown) => onAnswer(field.key, answer);
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const label = labelIn(field, language);
  const input = ANSWER_INPUTS[field.type] ?? TEXT_INPUT;
  const title = (
    <>
      {field.config?.required ? <span aria-hidden>* </span> : null}
      {label}
    </>
  );
  const control = input.render({
    field,
    value,
    onChange,
    id,
    label,
    t,
    language,
    describedBy: problem ? errorId : undefined,
  });
  return (
    <div style={{ marginBottom: 16 }}>
      {input.grouped ? (
        <div id={labelId}>{title}</div>
      ) : (
        <label id={labelId} htmlFor={id} style={{ display: 'block' }}>
          {title}
        </label>
      )}
      {input.grouped ? (
        <div role="group" aria-labelledby={labelId} aria-describedby={problem ? errorId : undefined}>
          {control}
        </div>
      ) : (
        control
      )}
      {problem ? (
        <Typography.Text id={errorId} type="danger" style={{ display: 'block' }}>
          {problem.message ?? t(`formBuilder.answer.${problem.rule}`, problem.params)}
        </Typography.Text>
      ) : null}
    </div>
  );
});
