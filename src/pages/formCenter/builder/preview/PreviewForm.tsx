import { Button, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { answerProblems, type AnswerProblem } from 'config/formCenter/answers';
import type { FormField } from 'config/formFields';
import type { FormLanguage } from '../languages';
import { defaultAnswer } from './defaultAnswer';
import { PreviewField } from './PreviewField';
import { useT } from 'src/components/useT';

interface Props {
  fields: readonly FormField[];
  /** The builder's stable id of each field: a field keeps its element when fields move or come before it. */
  ids?: readonly number[];
  language: FormLanguage;
}

/** The visible fields (neither invisible nor disabled), their answers, and what Submit finds wrong with them. */
export function PreviewForm({ fields, ids, language }: Props) {
  const t = useT();
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [problems, setProblems] = useState<Record<string, AnswerProblem>>();
  const shown = fields.filter((field) => field.config?.invisible !== true && field.disable !== true);
  const valueOf = (field: FormField) =>
    Object.prototype.hasOwnProperty.call(answers, field.key) ? answers[field.key] : defaultAnswer(field);
  const submit = () => {
    const found: Record<string, AnswerProblem> = {};
    for (const field of shown) {
      const problem = answerProblems(field, valueOf(field));
      if (problem) found[field.key] = problem;
    }
    setProblems(found);
  };
  const answer = useCallback((key: string, value: unknown) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setProblems((current) => {
      if (!current?.[key]) return current;
      const { [key]: _answered, ...rest } = current;
      return rest;
    });
  }, []);
  const keyOf = (field: FormField) => {
    const at = fields.indexOf(field);
    return ids?.[at] ?? `${field.key}-${at}`;
  };
  const passed = problems !== undefined && Object.keys(problems).length === 0;
  return (
    <div>
      {shown.length === 0 ? (
        <Typography.Paragraph>{t('formBuilder.preview.empty')}</Typography.Paragraph>
      ) : null}
      {shown.map((field) => (
        <PreviewField
          key={keyOf(field)}
          field={field}
          language={language}
          value={valueOf(field)}
          problem={problems?.[field.key]}
          onAnswer={answer}
        />
      ))}
      <Button type="primary" block onClick={submit}>
        {t('formBuilder.preview.submit')}
      </Button>
      <div aria-live="polite" style={{ marginTop: 8 }}>
        {passed ? <Typography.Text strong>{t('formBuilder.preview.passed')}</Typography.Text> : null}
      </div>
    </div>
  );
}
