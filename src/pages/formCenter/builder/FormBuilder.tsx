import { Col, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formProblems } from 'config/formCenter/rules';
import type { FormField, FormFieldType } from 'config/formFields';
import { duplicateField, moveField, newField, removeAt } from './fieldOps';
import { FieldList } from './FieldList';
import { Palette } from './Palette';
import { PhonePreview } from './preview/PhonePreview';
import { PropertyPanel } from './PropertyPanel';
import { useFieldIds } from './useFieldIds';
import { defaultTranslation } from './languages';
import { useT } from 'src/components/useT';

export interface FormBuilderProps {
  value?: FormField[];
  onChange?: (fields: FormField[]) => void;
  /** Whether the operator holds the privilege that makes a field invisible (01-platform §3). */
  canEditInvisible: boolean;
}

const NO_FIELDS: FormField[] = [];

/**
 * The form center's form builder (issue 15), an antd Form.Item control over a form's fields: a palette of the
 * eighteen types, the field list (select, move, duplicate, delete, each field's problems), the selected field's
 * settings, and the form as the mini-program shows it in a phone-sized preview.
 */
export function FormBuilder({ value = NO_FIELDS, onChange, canEditInvisible }: FormBuilderProps) {
  const t = useT();
  const { ids, apply } = useFieldIds(value.length);
  // The selection follows its field through moves, copies and deletions: it is the field's id, not its place.
  const [selectedId, setSelectedId] = useState<number>();
  const found = selectedId === undefined ? -1 : ids.indexOf(selectedId);
  const selected = found < 0 ? undefined : found;
  const problems = useMemo(() => formProblems(value), [value]);
  const change = (fields: FormField[]) => onChange?.(fields);

  const add = (type: FormFieldType) => {
    const next = apply((current) => [...current, undefined]);
    change([...value, newField(type, value, defaultTranslation(type))]);
    setSelectedId(next[next.length - 1]);
  };
  const duplicate = (index: number) => {
    const next = apply((current) => [...current.slice(0, index + 1), undefined, ...current.slice(index + 1)]);
    change(duplicateField(value, index));
    setSelectedId(next[index + 1]);
  };
  const move = (from: number, to: number) => {
    apply((current) => moveField(current, from, to));
    change(moveField(value, from, to));
  };
  const remove = (index: number) => {
    apply((current) => removeAt(current, index));
    change(removeAt(value, index));
  };
  const field = selected === undefined ? undefined : value[selected];

  return (
    <Row gutter={16} className="form-builder">
      <Col flex="1 1 320px">
        <Palette onAdd={add} />
        <FieldList
          fields={value}
          ids={ids}
          selected={selected}
          problems={problems}
          onSelect={(index) => setSelectedId(ids[index])}
          onMove={move}
          onDuplicate={duplicate}
          onRemove={remove}
        />
      </Col>
      <Col flex="1 1 360px">
        <section aria-label={t('formBuilder.props.title')}>
          <Typography.Title level={5}>{t('formBuilder.props.title')}</Typography.Title>
          {field && selected !== undefined ? (
            <PropertyPanel
              key={ids[selected]}
              field={field}
              problems={problems.filter((problem) => problem.index === selected)}
              canEditInvisible={canEditInvisible}
              onChange={(next) => change(value.map((each, at) => (at === selected ? next : each)))}
            />
          ) : (
            <Typography.Paragraph>{t('formBuilder.props.none')}</Typography.Paragraph>
          )}
        </section>
      </Col>
      <Col flex="0 0 400px">
        <PhonePreview fields={value} ids={ids} />
      </Col>
    </Row>
  );
}
