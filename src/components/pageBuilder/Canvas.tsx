import { memo, useCallback, useId, useState, type DragEvent } from 'react';
import { Button, Segmented, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { isBlockType, type BlockType, type PageElement } from 'config/pageBuilder/blocks';
import { PHONE_WIDTH_PX, SCREENS, type Screen } from 'config/pageBuilder/styles';
import { BlockView, ScreenContext } from './BlockView';
import { LIBRARY_DRAG_TYPE } from './Library';
import { useBlockName } from './useBuilderText';
import { useLatest } from 'src/components/useLatest';
import { useT } from 'src/components/useT';

export interface CanvasActions {
  onSelect: (id: string) => void;
  onMove: (id: string, to: number) => void;
  onDuplicate: (id: string) => void;
  onRemove: (id: string) => void;
  onDropNew: (type: BlockType, index: number) => void;
}

export interface CanvasProps {
  elements: readonly PageElement[];
  selection: string | null;
  /** The same object from render to render: unchanged blocks are not drawn again. */
  actions: CanvasActions;
  readOnly?: boolean;
}

interface BlockProps {
  element: PageElement;
  index: number;
  /** The last block (it cannot move down): a count would draw every block again when one is added or removed. */
  last: boolean;
  selected: boolean;
  readOnly: boolean;
  actions: CanvasActions;
  onDragStart: (id: string) => void;
  onDropAt: (event: DragEvent, index: number) => void;
}

/** One block on the phone; unchanged blocks are not drawn again (a page may hold hundreds). */
const CanvasBlock = memo(function CanvasBlock({
  element,
  index,
  last,
  selected,
  readOnly,
  actions,
  onDragStart,
  onDropAt,
}: BlockProps) {
  const t = useT();
  const name = useBlockName()(element.type);
  return (
    <li
      className={selected ? 'page-builder-block page-builder-block-selected' : 'page-builder-block'}
      data-block-id={element.id}
      draggable={!readOnly}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', name);
        onDragStart(element.id);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => onDropAt(event, index)}
    >
      <button
        type="button"
        className="page-builder-block-select"
        aria-pressed={selected}
        aria-label={`${index + 1}. ${name}`}
        onClick={() => actions.onSelect(element.id)}
      >
        {/* What the phone shows is a picture of the block: the button is named by its place and kind only. */}
        <div className="page-builder-block-picture" aria-hidden="true">
          <BlockView element={element} />
        </div>
      </button>
      {selected && !readOnly ? (
        <Space size={2} className="page-builder-block-actions">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('pageBuilder.canvas.moveUp', { block: name })}
            onClick={() => actions.onMove(element.id, index - 1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={last}
            aria-label={t('pageBuilder.canvas.moveDown', { block: name })}
            onClick={() => actions.onMove(element.id, index + 1)}
          />
          <Button
            size="small"
            icon={<CopyOutlined />}
            aria-label={t('pageBuilder.canvas.duplicate', { block: name })}
            onClick={() => actions.onDuplicate(element.id)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('pageBuilder.canvas.remove', { block: name })}
            onClick={() => actions.onRemove(element.id)}
          />
        </Space>
      ) : null}
    </li>
  );
});

/** The 375 px phone: the page's blocks in order; drop a library item or a block where it should go. */
export function Canvas({ elements, selection, actions, readOnly = false }: CanvasProps) {
  const t = useT();
  const titleId = useId();
  const [dragged, setDragged] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>('long');
  // The same function from render to render, reading what the drop needs when it comes: a new one would draw
  // every block again (300 blocks: about 80 ms for a selection).
  const drop = useLatest({ actions, dragged, count: elements.length });
  const dropAt = useCallback(
    (event: DragEvent, index: number) => {
      event.preventDefault();
      event.stopPropagation();
      const { actions: on, dragged: moved, count } = drop.current;
      const type = event.dataTransfer.getData(LIBRARY_DRAG_TYPE);
      if (isBlockType(type)) on.onDropNew(type, index);
      else if (moved) on.onMove(moved, Math.min(index, count - 1));
      setDragged(null);
    },
    [drop],
  );
  return (
    <section className="page-builder-canvas" aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId}>
        {t('pageBuilder.canvas.title')}
      </Typography.Title>
      <Segmented<Screen>
        aria-label={t('pageBuilder.screen.label')}
        value={screen}
        onChange={setScreen}
        options={[
          { value: 'long', label: t('pageBuilder.screen.long') },
          { value: 'wide', label: t('pageBuilder.screen.wide') },
        ]}
        style={{ marginBottom: 8 }}
      />
      <div
        className="page-builder-phone"
        style={{ width: PHONE_WIDTH_PX, minHeight: SCREENS[screen].height }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => dropAt(event, elements.length)}
      >
        {elements.length === 0 ? (
          <Typography.Paragraph type="secondary" className="page-builder-empty">
            {t('pageBuilder.canvas.empty')}
          </Typography.Paragraph>
        ) : (
          <ScreenContext.Provider value={screen}>
            <ol aria-labelledby={titleId}>
              {elements.map((element, index) => (
                <CanvasBlock
                  key={element.id}
                  element={element}
                  index={index}
                  last={index === elements.length - 1}
                  selected={element.id === selection}
                  readOnly={readOnly}
                  actions={actions}
                  onDragStart={setDragged}
                  onDropAt={dropAt}
                />
              ))}
            </ol>
          </ScreenContext.Provider>
        )}
      </div>
    </section>
  );
}
