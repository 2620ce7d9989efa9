import { Button, Popover, Space, Tooltip, Typography } from 'antd';
import { QuestionCircleOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import type { HistoryStep } from 'src-models/pageBuilder';
import { useStepLabel } from './useBuilderText';
import { useT } from 'src/components/useT';

export interface ToolbarProps {
  undoStep: HistoryStep | undefined;
  redoStep: HistoryStep | undefined;
  shortcutsOpen: boolean;
  onShortcutsOpen: (open: boolean) => void;
  onUndo: () => void;
  onRedo: () => void;
}

const SHORTCUTS = [
  'pageBuilder.key.delete',
  'pageBuilder.key.duplicate',
  'pageBuilder.key.move',
  'pageBuilder.key.undo',
  'pageBuilder.key.redo',
  'pageBuilder.key.copy',
  'pageBuilder.key.help',
] as const;

/**
 * Undo and redo say what they undo ('Undo: Moved Carousel'); the shortcuts are one key away ('?'). Copy, paste,
 * export and import are the property panel's global config (`GlobalConfig`).
 */
export function Toolbar(props: ToolbarProps) {
  const t = useT();
  const stepLabel = useStepLabel();
  const undoText = props.undoStep
    ? t('pageBuilder.undoStep', { step: stepLabel(props.undoStep.label) })
    : t('pageBuilder.undo');
  const redoText = props.redoStep
    ? t('pageBuilder.redoStep', { step: stepLabel(props.redoStep.label) })
    : t('pageBuilder.redo');
  return (
    <div role="toolbar" aria-label={t('pageBuilder.toolbar.label')} className="page-builder-toolbar">
      <Space wrap>
        <Tooltip title={undoText}>
          <Button
            icon={<UndoOutlined />}
            aria-label={undoText}
            disabled={!props.undoStep}
            onClick={props.onUndo}
          />
        </Tooltip>
        <Tooltip title={redoText}>
          <Button
            icon={<RedoOutlined />}
            aria-label={redoText}
            disabled={!props.redoStep}
            onClick={props.onRedo}
          />
        </Tooltip>
        <Popover
          open={props.shortcutsOpen}
          onOpenChange={props.onShortcutsOpen}
          trigger="click"
          title={t('pageBuilder.shortcuts')}
          content={
            <ul className="page-builder-shortcuts">
              {SHORTCUTS.map((key) => (
                <li key={key}>
                  <Typography.Text>{t(key)}</Typography.Text>
                </li>
              ))}
            </ul>
          }
        >
          <Button icon={<QuestionCircleOutlined />}>{t('pageBuilder.shortcuts')}</Button>
        </Popover>
      </Space>
    </div>
  );
}
