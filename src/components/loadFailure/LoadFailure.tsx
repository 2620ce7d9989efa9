import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';
import { describeFailure, type ApiErrorInfo } from 'src-services/errors';
import { useFormatErrorText } from 'src/components/selectors/errorText';

interface LoadFailureProps {
  /** What failed: 'Search failed', 'This tab could not be loaded' ... */
  titleKey: MessageId;
  error: ApiErrorInfo;
  /** Runs the same load again. */
  onRetry: () => void;
}

/**
 * A load that failed, shown where its content would be (issue 11): what failed and why, in the operator's
 * language, and Retry. A failed load never looks like an empty one. antd's Alert is a `role="alert"`.
 */
export function LoadFailure({ titleKey, error, onRetry }: LoadFailureProps) {
  const intl = useIntl();
  const formatErrorText = useFormatErrorText();
  return (
    <Alert
      type="error"
      showIcon
      className="load-failure"
      message={intl.formatMessage({ id: titleKey })}
      description={formatErrorText(describeFailure(error))}
      action={
        // No space between two Chinese characters: the button is named 重试, as it reads.
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'error.retry' })}
        </Button>
      }
    />
  );
}
