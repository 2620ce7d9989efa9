import { useEffect, useState, type MouseEvent } from 'react';
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useT } from '../useT';
import { isBlankHtml } from './sanitize';
import { RichTextView } from './RichTextView';
import './richText.css';

export interface DormantRichTextProps {
  /** Sanitized HTML. */
  html: string | undefined;
  placeholder?: string;
  minHeight: number;
  /** The form control's id (Form.Item's label points at it): given to the Edit button. */
  id?: string;
  /** Wakes the editor; without it, the text is only shown (read-only, or while the editor loads). */
  onWake?: () => void;
  /** Starts loading the editor (the pointer is on its way). */
  onPrepare?: () => void;
  /** Read-only: no Edit bar at all. */
  readOnly?: boolean;
}

/**
 * The rich text as the editor will show it, in the editor's frame, with an Edit bar where its toolbar will be:
 * braft-editor (150 KB) loads only when the operator edits (a click on the text or the bar, or the keyboard's
 * focus on Edit), so a form that is only read does not wait for it.
 */
export function DormantRichText({
  html,
  placeholder,
  minHeight,
  id,
  onWake,
  onPrepare,
  readOnly,
}: DormantRichTextProps) {
  const t = useT();
  // The button is named by what it does and by the field's own label (Form.Item's <label for=id>).
  const [label, setLabel] = useState('');
  useEffect(() => {
    setLabel((id && document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent) || '');
  }, [id]);
  const edit = t('editors.richText.edit');

  const wake = (event: MouseEvent) => {
    if (!onWake) return;
    // A link in the text is edited, not followed.
    event.preventDefault();
    onWake();
  };

  return (
    <div
      className="rich-text-editor rich-text-dormant"
      data-readonly={readOnly || undefined}
      onClick={readOnly ? undefined : wake}
      onPointerEnter={readOnly ? undefined : onPrepare}
    >
      {!readOnly && (
        <div className="rich-text-dormant-bar">
          {onWake && (
            <Button
              id={id}
              size="small"
              type="text"
              // The icon says nothing more than the word beside it: its name would come first in what is heard.
              icon={<EditOutlined aria-hidden />}
              aria-label={label ? `${edit} ${label}` : edit}
              onFocus={onWake}
            >
              {edit}
            </Button>
          )}
        </div>
      )}
      {isBlankHtml(html) ? (
        <div className="rich-text-dormant-text rich-text-dormant-placeholder" style={{ minHeight }}>
          {placeholder}
        </div>
      ) : (
        <RichTextView html={html} className="rich-text-dormant-text" style={{ minHeight }} />
      )}
    </div>
  );
}
