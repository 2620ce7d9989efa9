import type { Notifier } from 'src-models/common/context';
import type { ErrorText } from 'src-services/errors';

interface NotifierTarget {
  success(text: string): void;
  error(text: string): void;
  format(key: string, values?: Record<string, string | number>): string;
}

let target: NotifierTarget | null = null;

/** The sagas' notifier: it forwards to antd's message API once the React tree has attached it. */
export const notifierBridge: Notifier & { attach(next: NotifierTarget | null): void } = {
  attach(next) {
    target = next;
  },
  success(messageKey, values) {
    target?.success(target.format(messageKey, values));
  },
  error(text: ErrorText) {
    if (!target) return;
    target.error('key' in text ? target.format(text.key, text.values) : text.text);
  },
};
