import { useState } from 'react';
import { Alert, Modal, Radio, Space, Typography } from 'antd';
import type { PageElement } from 'config/pageBuilder/blocks';
import type { BlockProblem } from 'config/pageBuilder/validate';
import type { MessageId } from 'src-locales/messageIds';
import { useBlockName } from './useBuilderText';
import { useT } from 'src/components/useT';

export type ImportMode = 'append' | 'replace';

/** A file's check: its blocks, or what is wrong with them (nothing is imported then). */
export interface ImportCheck {
  elements: PageElement[];
  problems: BlockProblem[];
}

interface Props {
  check: ImportCheck;
  /** How many blocks the page holds now, to show the result of each mode. */
  current: number;
  onConfirm: (mode: ImportMode) => void;
  onCancel: () => void;
}

/** One problem in words: 'Block 2: data.carousel.settings.interval should be a whole number of at least 0'. */
export function useProblemText() {
  const t = useT();
  return (problem: BlockProblem) => {
    if (problem.rule === 'notArray') return t('pageBuilder.import.notArray');
    const what = t(`pageBuilder.problem.${problem.rule}` as MessageId, {
      field: problem.field,
      expected: problem.expected ?? '',
    });
    return `${t('pageBuilder.problem.block', { block: problem.block + 1 })}: ${what}`;
  };
}

/** What an import would do, before it does it: the problems per block and field, or the page it leads to. */
export function ImportDialog({ check, current, onConfirm, onCancel }: Props) {
  const t = useT();
  const blockName = useBlockName();
  const problemText = useProblemText();
  const [mode, setMode] = useState<ImportMode>('append');
  const failed = check.problems.length > 0;
  const count = check.elements.length;
  return (
    <Modal
      open
      title={t('pageBuilder.import.title')}
      okText={t('pageBuilder.import.confirm')}
      cancelText={t('pageBuilder.import.cancel')}
      okButtonProps={{ disabled: failed }}
      onOk={() => onConfirm(mode)}
      onCancel={onCancel}
    >
      {failed ? (
        <Alert
          type="error"
          showIcon
          message={t('pageBuilder.import.problems', { count: check.problems.length })}
          description={
            <ul className="page-builder-problems">
              {check.problems.map((problem, index) => (
                <li key={index}>{problemText(problem)}</li>
              ))}
            </ul>
          }
        />
      ) : (
        <Space direction="vertical">
          <Typography.Paragraph>
            {t('pageBuilder.import.ready', {
              count,
              types: check.elements.map((element) => blockName(element.type)).join(', '),
            })}
          </Typography.Paragraph>
          <Radio.Group
            aria-label={t('pageBuilder.import.mode')}
            value={mode}
            onChange={(event) => setMode(event.target.value as ImportMode)}
            options={[
              { value: 'append', label: t('pageBuilder.import.append') },
              { value: 'replace', label: t('pageBuilder.import.replace') },
            ]}
          />
          <Typography.Text strong>
            {t('pageBuilder.import.result', { count: mode === 'append' ? current + count : count })}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
