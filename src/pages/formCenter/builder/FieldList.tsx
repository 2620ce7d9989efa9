import { Typography } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldProblem } from 'config/formCenter/rules';
import type { FormField } from 'config/formFields';
import { fieldLabel } from 'src-models/formFields';
import { FieldRow, type RowHandlers } from './FieldRow';
import { useIntl } from 'react-intl';
import { useT } from 'src/components/useT';
import { useLatest } from 'src/components/useLatest';

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

const NO_PROBLEMS: readonly FieldProblem[] = [];

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
  // One ref callback per field id, kept: a row is drawn again only when what it shows changes (FieldRow is memo).
  const refs = useRef(new Map<number, (element: HTMLLIElement | null) => void>());
  const refOf = (id: number) => {
    let ref = refs.current.get(id);
    if (!ref) {
      ref = (element) => {
        if (element) rows.current.set(id, element);
        else {
          // The field is gone (a move keeps its element): so is its callback.
          rows.current.delete(id);
          refs.current.delete(id);
        }
      };
      refs.current.set(id, ref);
    }
    return ref;
  };
  const [dragged, setDragged] = useState<number>();
  const [moved, setMoved] = useState<{ id: number; text: string; focus: boolean }>();
  useEffect(() => {
    if (moved?.focus) rows.current.get(moved.id)?.focus();
  }, [moved]);
  const labels = fields.map((field) => fieldLabel(field, { locale }));
  const problemsAt = useMemo(() => {
    const at = new Map<number, FieldProblem[]>();
    for (const problem of problems) at.set(problem.index, [...(at.get(problem.index) ?? []), problem]);
    return at;
  }, [problems]);
  const move = (from: number, to: number, focus: boolean) => {
    if (to < 0 || to >= fields.length) return;
    onMove(from, to);
    const text = t('formBuilder.list.moved', { label: labels[from], position: to + 1 });
    setMoved({ id: ids[from], text, focus });
  };
  // The rows' handlers, the same functions at every render: each row calls them with its place.
  const latest = useLatest({ onSelect, onDuplicate, onRemove, move, dragged });
  const handlers = useMemo(
    (): RowHandlers => ({
      select: (index) => latest.current.onSelect(index),
      move: (index, to, byKeyboard) => latest.current.move(index, to, byKeyboard),
      duplicate: (index) => latest.current.onDuplicate(index),
      remove: (index) => latest.current.onRemove(index),
      dragStart: (index) => setDragged(index),
      drop: (index) => {
        const from = latest.current.dragged;
        if (from !== undefined && from !== index) latest.current.move(from, index, false);
        setDragged(undefined);
      },
    }),
    [latest],
  );
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
            ref={refOf(ids[index])}
            field={field}
            label={labels[index]}
            index={index}
            last={index === fields.length - 1}
            selected={selected === index}
            problems={problemsAt.get(index) ?? NO_PROBLEMS}
            handlers={handlers}
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
