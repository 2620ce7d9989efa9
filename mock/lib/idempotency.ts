/**
 * A repeated write answered with its first answer: the client sends `X-Request-Id` with a save, and the same id
 * again within the same operator session (a burst of clicks, a retry) gets what the first request got instead
 * of a second record. Only successes are remembered: a refused save wrote nothing, so a retry runs again.
 */
import type { Envelope } from '../../src-services/types';
import { sessions } from '../db/collections';
import { defineCollection } from '../db/db';
import type { EndpointContext } from './endpoint';
import { sessionIdsOf } from './session';

export const REQUEST_ID_HEADER = 'x-request-id';

interface RememberedAnswer {
  /** `{session}|{method} {path}|{request id}` */
  id: string;
  answer: Envelope;
}

/** In the db, so `/__mock/reset` forgets them with everything else. */
const answers = defineCollection<RememberedAnswer>('requestAnswers');
/** Answers still being written: a repeat that arrives meanwhile waits for the first instead of writing too. */
const running = new Map<string, Promise<Envelope>>();

type Resolve = (context: EndpointContext) => Promise<Envelope>;

/** Wraps a save handler so that a request id it has answered in this session gets the same answer again. */
export function answeringOnce(resolve: Resolve): Resolve {
  return (context) => {
    const requestId = context.request.headers.get(REQUEST_ID_HEADER)?.trim();
    const session = sessionIdsOf(context).find((sid) => sessions().get(sid));
    // Without an id or a session there is nothing to recognise a repeat by (the handler answers 969 itself).
    if (!requestId || !session) return resolve(context);
    const key = `${session}|${context.request.method} ${context.url.pathname}|${requestId}`;
    const known = answers().get(key);
    if (known) return Promise.resolve(known.answer);
    const pending = running.get(key);
    if (pending) return pending;
    const first = Promise.resolve()
      .then(() => resolve(context))
      .then((answer) => {
        if (answer.code === 200) answers().insert({ id: key, answer });
        return answer;
      })
      .finally(() => running.delete(key));
    running.set(key, first);
    return first;
  };
}
