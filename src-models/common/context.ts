import type { ErrorText } from 'src-services/errors';
import type { MessageId } from 'src-locales/messageIds';

/** What the UI lends the sagas through saga context, so sagas never import antd or React. */
export interface Notifier {
  success(messageKey: MessageId, values?: Record<string, string | number>): void;
  error(text: ErrorText): void;
}

/**
 * The waits sagas make on the clock, lent through saga context so that tests run them on short or fake time
 * instead of waiting the real ones.
 */
export interface SagaTiming {
  /** Between two reads of a job that is still running (tagging tasks, exports). */
  pollMs: number;
  /** After the last keystroke of a search-as-you-type picker, before it searches. */
  typingPauseMs: number;
  /** How long '900 no auth' shows before the operator is sent to the login page (one second, 03 §8). */
  noAuthRedirectMs: number;
}

export const DEFAULT_TIMING: SagaTiming = { pollMs: 1000, typingPauseMs: 500, noAuthRedirectMs: 1000 };

export interface SagaContext {
  notify: Notifier;
  timing: SagaTiming;
}

export const silentNotifier: Notifier = {
  success: () => undefined,
  error: () => undefined,
};
