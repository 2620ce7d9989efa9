import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from 'src-locales/messageIds';

type Values = Record<string, string | number>;

/**
 * A component's words: `const t = useT(); t('list.save')`, `t('list.total', { total })`. The id is a `MessageId`,
 * so one that does not exist fails the type check; the function changes only with the language.
 */
export function useT() {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
