import { useIntl } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';
import { describeError, type ApiErrorInfo, type ErrorText } from 'src-services/errors';

/** An error's text (a message key with its values, or the server's own words) in the operator's language. */
export function useFormatErrorText() {
  const intl = useIntl();
  return (text: ErrorText): string =>
    'key' in text ? intl.formatMessage({ id: text.key }, text.values) : text.text;
}

/** The text for a failed call: the catalogue's, else the server's msg, else the fallback. */
export function useErrorText() {
  const format = useFormatErrorText();
  return (error: ApiErrorInfo | null, fallbackKey: MessageId): string =>
    format(describeError(error ?? { code: 0, msg: '' }, fallbackKey));
}
