import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize';

export interface RichTextViewProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  /**
   * The region's name, for a view that scrolls (a `maxHeight`): the keyboard can then reach and scroll it, and
   * a screen reader says what it holds.
   */
  label?: string;
}

/** Shows rich text, sanitized first whatever its source (ARCHITECTURE §8). */
export function RichTextView({ html, className, style, label }: RichTextViewProps) {
  const safe = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <div
      className={['rich-text-view', className].filter(Boolean).join(' ')}
      style={style}
      {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      // Sanitized just above with the rich-text policy.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
