import type { ErrorCause, SessionRecorder } from 'src-models/sessionRecord';

/** An error's name and message, kept short: a record is for finding the place, the stack is in the console. */
function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}

/** Every uncaught error and unhandled rejection of the page marks the session record where it happened. */
export function markUncaughtErrors(target: Window, recorder: Pick<SessionRecorder, 'markError'>): void {
  const mark = (cause: ErrorCause, error: unknown) => recorder.markError(cause, describe(error));
  target.addEventListener('error', (event) => mark('uncaught', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => mark('unhandledRejection', event.reason));
}
