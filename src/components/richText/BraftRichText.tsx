/**
 * The braft-editor itself: a module of its own, loaded lazily (React.lazy in RichTextEditor), so the editor
 * and its styles stay out of every page that does not edit rich text.
 */
import { useEffect, useRef, useState } from 'react';
import BraftEditor, { type EditorState } from 'braft-editor';
import 'braft-editor/dist/index.css';
import { sanitizeHtml } from './sanitize';
import { BASIC_CONTROLS, DOCUMENT_CONTROLS, HEADINGS, type Toolbar } from './toolbar';

export interface BraftRichTextProps {
  value?: string;
  onChange?: (html: string) => void;
  toolbar: Toolbar;
  placeholder?: string;
  readOnly?: boolean;
  language: 'zh' | 'en';
  minHeight: number;
  id?: string;
  /** Takes the focus once drawn (the operator asked to edit). */
  autoFocus?: boolean;
}

const stateOf = (html: string) => BraftEditor.createEditorState(sanitizeHtml(html));

export default function BraftRichText({
  value,
  onChange,
  toolbar,
  placeholder,
  readOnly,
  language,
  minHeight,
  id,
  autoFocus,
}: BraftRichTextProps) {
  // The HTML this editor last reported: a value that differs came from outside (load, reset).
  const reported = useRef(value ?? '');
  const [editorState, setEditorState] = useState<EditorState>(() => stateOf(value ?? ''));

  useEffect(() => {
    const next = value ?? '';
    if (next === reported.current) return;
    reported.current = next;
    setEditorState(stateOf(next));
  }, [value]);

  // braft-editor's toolbar buttons show only an icon, with their (translated) name in `data-title`, and its
  // editing area has no name: both are named here, after each render, for screen readers (issue 10 §7). The
  // headings dropdown shows the current heading: its name holds that text too, as what is seen must be in what
  // is heard (WCAG 2.5.3).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    root.querySelectorAll('button[data-title]').forEach((button) => {
      const title = button.getAttribute('data-title') ?? '';
      const shown = button.textContent?.trim();
      const name = shown ? `${title}: ${shown}` : title;
      if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
    });
    const content = root.querySelector('.public-DraftEditor-content');
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
    const name = label || placeholder;
    if (content && name && !content.hasAttribute('aria-label')) content.setAttribute('aria-label', name);
  });

  useEffect(() => {
    if (autoFocus) frame.current?.querySelector<HTMLElement>('.public-DraftEditor-content')?.focus();
    // Once, when drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleChange = (next: EditorState) => {
    setEditorState(next);
    const html = next.isEmpty() ? '' : sanitizeHtml(next.toHTML());
    if (html === reported.current) return;
    reported.current = html;
    onChange?.(html);
  };

  return (
    <div ref={frame} className="rich-text-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <BraftEditor
        id={id}
        value={editorState}
        onChange={handleChange}
        controls={toolbar === 'basic' ? BASIC_CONTROLS : DOCUMENT_CONTROLS}
        headings={HEADINGS}
        language={language}
        placeholder={placeholder}
        readOnly={readOnly}
        stripPastedStyles
        contentStyle={{ height: 'auto', minHeight }}
      />
    </div>
  );
}
