import type { Notifier } from 'src-models/common/context';
import type { ErrorText } from 'src-services/errors';
import type { MessageId } from 'src-locales/messageIds';

interface NotifierTarget {
  success(text: string): void;
  error(text: string): void;
  format(key: MessageId, values?: Record<string, string | number>): string;
}

let target: NotifierTarget | null = null;
/**
 * What the sagas said before the shell first attached the notifier: the first screen's list searches while the
 * shell is still loading, and a failure of that search must still be told. Later, without a target (signed out),
 * nothing is kept: it would reach the next operator.
 */
let beforeFirstAttach: ((to: NotifierTarget) => void)[] | null = [];

function tell(notice: (to: NotifierTarget) => void) {
  if (target) notice(target);
  else beforeFirstAttach?.push(notice);
}

/** The sagas' notifier: it forwards to antd's message API once the React tree has attached it. */
export const notifierBridge: Notifier & { attach(next: NotifierTarget | null): void } = {
  attach(next) {
    target = next;
    if (!next || !beforeFirstAttach) return;
    const waiting = beforeFirstAttach;
    beforeFirstAttach = null;
    for (const notice of waiting) notice(next);
  },
  success(messageKey, values) {
    tell((to) => to.success(to.format(messageKey, values)));
  },
  error(text: ErrorText) {
    tell((to) => to.error('key' in text ? to.format(text.key, text.values) : text.text));
  },
};
