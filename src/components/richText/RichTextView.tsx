import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize';

export interface RichTextViewProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

/** Shows rich text, sanitized first whatever its source (ARCHITECTURE §8). */
export function RichTextView({ html, className, style }: RichTextViewProps) {
  const safe = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <div
      className={['rich-text-view', className].filter(Boolean).join(' ')}
      style={style}
      // Sanitized just above with the rich-text policy.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
