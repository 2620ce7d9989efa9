import type { ErrorText } from 'src-services/errors';
import type { MessageId } from 'src-locales/messageIds';

/** What the UI lends the sagas through saga context, so sagas never import antd or React. */
export interface Notifier {
  success(messageKey: MessageId, values?: Record<string, string | number>): void;
  error(text: ErrorText): void;
}

export interface SagaContext {
  notify: Notifier;
}

export const silentNotifier: Notifier = {
  success: () => undefined,
  error: () => undefined,
};
