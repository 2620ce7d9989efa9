import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { DormantRichText } from './DormantRichText';
import { RichTextView } from './RichTextView';
import type { Toolbar } from './toolbar';

export interface RichTextEditorProps {
  /** Sanitized HTML. */
  value?: string;
  /** Called with sanitized HTML ('' when the editor is empty). */
  onChange?: (html: string) => void;
  /** `basic`: the policy toolbar of 03 §2.9 (headings 1-5, bold, italic, underline, strike); `document` adds lists and links. */
  toolbar?: Toolbar;
  placeholder?: string;
  readOnly?: boolean;
  minHeight?: number;
  /** Set by Form.Item. */
  id?: string;
}

interface BoundaryProps {
  html: string | undefined;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A crash inside the editor (03 §8: 'Internal Error, please try again') must not take the text with it: the
 * value lives in the form, and is shown read-only here until the editor is retried.
 */
class RichTextErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('rich-text editor crashed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div>
        <Alert
          type="error"
          showIcon
          message={<FormattedMessage id="editors.richText.crashed" />}
          action={
            <Button size="small" onClick={this.props.onRetry}>
              <FormattedMessage id="editors.richText.retry" />
            </Button>
          }
        />
        <RichTextView
          html={this.props.html}
          style={{ padding: 8, border: '1px dashed #d9d9d9', marginTop: 8 }}
        />
      </div>
    );
  }
}

const loadEditor = () => import(/* webpackChunkName: "rich-text-editor" */ './BraftRichText');

/**
 * The rich-text editor for use as a form control: the text is shown at once (DormantRichText), and braft-editor,
 * in its own lazy chunk, loads when the operator edits, then takes the focus.
 */
export function RichTextEditor({ toolbar = 'document', minHeight = 200, ...props }: RichTextEditorProps) {
  const intl = useIntl();
  const [awake, setAwake] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import for the old one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Editor = useMemo(() => lazy(loadEditor), [attempt]);
  const dormant = { html: props.value, placeholder: props.placeholder, minHeight, id: props.id };
  if (props.readOnly) return <DormantRichText {...dormant} readOnly />;
  if (!awake)
    return <DormantRichText {...dormant} onWake={() => setAwake(true)} onPrepare={() => void loadEditor()} />;
  return (
    <RichTextErrorBoundary key={attempt} html={props.value} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<DormantRichText {...dormant} />}>
        <Editor
          {...props}
          autoFocus
          toolbar={toolbar}
          minHeight={minHeight}
          language={intl.locale.startsWith('zh') ? 'zh' : 'en'}
        />
      </Suspense>
    </RichTextErrorBoundary>
  );
}
