export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { RichTextView, type RichTextViewProps } from './RichTextView';
export { sanitizeHtml, isBlankHtml } from './sanitize';
