import { Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { FieldProblem } from 'config/formCenter/rules';
import type { FormField } from 'config/formFields';
import { fieldLabel } from 'src-models/formFields';
import { FieldRow } from './FieldRow';
import { useIntl } from 'react-intl';
import { useT } from 'src/components/useT';

interface Props {
  fields: readonly FormField[];
  /** A stable id per field (keys may repeat while the operator types), so a moved row keeps its focus. */
  ids: readonly number[];
  selected: number | undefined;
  problems: readonly FieldProblem[];
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The form's fields in order, each with its problems; a moved field keeps the focus and is announced. */
export function FieldList({
  fields,
  ids,
  selected,
  problems,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: Props) {
  const t = useT();
  const { locale } = useIntl();
  const titleId = useId();
  const rows = useRef(new Map<number, HTMLLIElement>());
  const [dragged, setDragged] = useState<number>();
  const [moved, setMoved] = useState<{ id: number; text: string; focus: boolean }>();
  useEffect(() => {
    if (moved?.focus) rows.current.get(moved.id)?.focus();
  }, [moved]);
  const labels = fields.map((field) => fieldLabel(field, { locale }));
  const move = (from: number, to: number, focus: boolean) => {
    onMove(from, to);
    const text = t('formBuilder.list.moved', { label: labels[from], position: to + 1 });
    setMoved({ id: ids[from], text, focus });
  };
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId}>
        {t('formBuilder.list.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('formBuilder.list.hint')}</Typography.Paragraph>
      {fields.length === 0 ? (
        <Typography.Paragraph>{t('formBuilder.list.empty')}</Typography.Paragraph>
      ) : null}
      <ul aria-labelledby={titleId} style={{ padding: 0, margin: 0 }}>
        {fields.map((field, index) => (
          <FieldRow
            key={ids[index]}
            ref={(element) => {
              if (element) rows.current.set(ids[index], element);
              else rows.current.delete(ids[index]);
            }}
            field={field}
            label={labels[index]}
            index={index}
            count={fields.length}
            selected={selected === index}
            problems={problems.filter((problem) => problem.index === index)}
            onSelect={() => onSelect(index)}
            onMove={(to, byKeyboard) => move(index, to, byKeyboard === true)}
            onDuplicate={() => onDuplicate(index)}
            onRemove={() => onRemove(index)}
            onDragStart={() => setDragged(index)}
            onDrop={() => {
              if (dragged !== undefined && dragged !== index) move(dragged, index, false);
              setDragged(undefined);
            }}
          />
        ))}
      </ul>
      <div
        aria-live="polite"
        className="form-builder-announcement"
        style={{ position: 'absolute', left: -9999 }}
      >
        {moved?.text}
      </div>
    </section>
  );
}
