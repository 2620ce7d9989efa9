import { useIntl } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';
import { describeError, type ApiErrorInfo } from 'src-services/errors';

/** The text for a failed call: the catalogue's, else the server's msg, else the fallback. */
export function useErrorText() {
  const intl = useIntl();
  return (error: ApiErrorInfo | null, fallbackKey: MessageId): string => {
    const text = describeError(error ?? { code: 0, msg: '' }, fallbackKey);
    return 'key' in text ? intl.formatMessage({ id: text.key }) : text.text;
  };
}
