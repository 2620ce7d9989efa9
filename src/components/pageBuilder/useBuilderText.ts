import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';
import type { BlockType } from 'config/pageBuilder/blocks';
import type { StepLabel } from 'src-models/pageBuilder';
import { useT } from 'src/components/useT';

/** The builder's words besides its messages (`useT`): a block type's name, a history step's label. */
export function useBlockName() {
  const t = useT();
  return useCallback((type: BlockType) => t(`pageBuilder.block.${type}`), [t]);
}

/** The parts of a size or colour value: a change to one is named after the value (`frame.margin.top.size`: Top). */
const STYLE_PARTS = ['size', 'type', 'colour'];

/**
 * 'Moved Carousel', 'Changed interval': the field is named by the last key of its path, a list by what holds it
 * ('Changed Hot zone' for `hot_zone.items`), a part of a style value by the value.
 */
export function useStepLabel() {
  const t = useT();
  const blockName = useBlockName();
  const intl = useIntl();
  return useCallback(
    (label: StepLabel) => {
      const path = label.field?.split('.') ?? [];
      if (path.length > 1 && STYLE_PARTS.includes(path.at(-1)!)) path.pop();
      const key = (path.at(-1) === 'items' && path.length > 1 ? path.at(-2) : path.at(-1)) ?? '';
      // A border's style is named as its field is (a text's style is a group).
      const fieldId =
        `pageBuilder.field.${key === 'style' && path.at(-2) === 'border' ? 'borderStyle' : key}` as MessageId;
      const field = intl.messages[fieldId] ? t(fieldId) : key;
      return t(`pageBuilder.step.${label.kind}`, {
        block: label.block ? blockName(label.block) : '',
        field,
        count: label.count ?? 0,
      });
    },
    [t, blockName, intl.messages],
  );
}
