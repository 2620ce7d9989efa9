import { Button, Space, Tag, theme, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import { forwardRef, memo, type DragEvent, type KeyboardEvent } from 'react';
import type { FieldProblem } from 'config/formCenter/rules';
import type { FormField } from 'config/formFields';
import { ProblemText } from './ProblemText';
import { typeLabel } from './useBuilderText';
import { useT } from 'src/components/useT';

/** What a row's actions do, given the row's place: the same functions for every row and render. */
export interface RowHandlers {
  select: (index: number) => void;
  /** `byKeyboard`: the row itself had the focus and keeps it. */
  move: (index: number, to: number, byKeyboard: boolean) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  dragStart: (index: number) => void;
  drop: (index: number) => void;
}

interface Props {
  field: FormField;
  label: string;
  index: number;
  /** The last row: it does not move down. */
  last: boolean;
  selected: boolean;
  problems: readonly FieldProblem[];
  handlers: RowHandlers;
}

/**
 * One field in the list: its label, type and key, what blocks the save, and its actions. It moves by drag, by
 * its up/down buttons, or by Alt+Arrow Up/Down while it has the focus. Drawn again only when what it shows
 * changes: a form of sixty fields redrew every row at each click.
 */
export const FieldRow = memo(
  forwardRef<HTMLLIElement, Props>(function FieldRow(props, ref) {
    const { field, label, index, last, selected, problems, handlers } = props;
    const t = useT();
    const { token } = theme.useToken();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.target !== event.currentTarget) return;
      const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : -1;
      if (to < 0 || (to > index && last)) return;
      event.preventDefault();
      handlers.move(index, to, true);
    };
    const allowDrop = (event: DragEvent) => event.preventDefault();
    return (
      <li
        ref={ref}
        tabIndex={0}
        aria-label={label}
        draggable
        onKeyDown={onKeyDown}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          // Firefox starts a drag only with some data on it.
          event.dataTransfer.setData('text/plain', label);
          handlers.dragStart(index);
        }}
        onDragOver={allowDrop}
        onDrop={(event) => {
          event.preventDefault();
          handlers.drop(index);
        }}
        className={selected ? 'form-builder-row form-builder-row-selected' : 'form-builder-row'}
        style={{
          listStyle: 'none',
          padding: 8,
          marginBottom: 4,
          border: `1px solid ${selected ? token.colorPrimary : token.colorBorder}`,
          borderRadius: 6,
          background: token.colorBgContainer,
        }}
      >
        <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space align="start">
            <HolderOutlined aria-hidden style={{ cursor: 'grab', marginTop: 4 }} />
            <div>
              <Button
                type="link"
                aria-pressed={selected}
                onClick={() => handlers.select(index)}
                style={{ padding: 0, height: 'auto' }}
              >
                {label}
              </Button>
              <div>
                <Typography.Text type="secondary">
                  {typeLabel(t, field.type)} · {field.key}
                </Typography.Text>{' '}
                {field.config?.invisible ? <Tag>{t('formBuilder.list.hidden')}</Tag> : null}
                {field.disable ? <Tag>{t('formBuilder.list.disabled')}</Tag> : null}
              </div>
              {problems.length > 0 ? (
                <>
                  <Tag color="red">{t('formBuilder.list.problems', { count: problems.length })}</Tag>
                  <ProblemText problems={problems} />
                </>
              ) : null}
            </div>
          </Space>
          <Space size={2}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('formBuilder.list.moveUp', { label })}
              disabled={index === 0}
              onClick={() => handlers.move(index, index - 1, false)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('formBuilder.list.moveDown', { label })}
              disabled={last}
              onClick={() => handlers.move(index, index + 1, false)}
            />
            <Button
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('formBuilder.list.duplicate', { label })}
              onClick={() => handlers.duplicate(index)}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('formBuilder.list.remove', { label })}
              onClick={() => handlers.remove(index)}
            />
          </Space>
        </Space>
      </li>
    );
  }),
);
