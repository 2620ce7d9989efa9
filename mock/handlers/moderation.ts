/**
 * The moderation audit trail of one record (issue 17, beyond the spec): `POST /{scrm}/moderation/search` with
 * `{kind, record_id}` answers `{results}`, newest first. Whoever may list a kind of record may read its trail.
 */
import type { HttpHandler } from 'msw';
import { MODERATED_KINDS, type ModeratedKind } from '../../config/moderation';
import { PRIVILEGES } from '../../config/privileges';
import { moderationLog } from '../db/moderation';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest } from '../lib/errors';
import { requireOperator } from '../lib/session';

const READERS: Record<ModeratedKind, string[]> = {
  doc: [PRIVILEGES.docSearch, PRIVILEGES.docAdmin],
  docApplication: [PRIVILEGES.docApplicationSearch, PRIVILEGES.docApplicationAction, PRIVILEGES.docAdmin],
  ride: [PRIVILEGES.rideSearch],
  post: [PRIVILEGES.postSearch],
};

const isKind = (value: unknown): value is ModeratedKind =>
  typeof value === 'string' && (MODERATED_KINDS as readonly string[]).includes(value);

export function moderationHandlers(): HttpHandler[] {
  return [
    endpoint('post', '/api/v1/:scrm/moderation/search', async (context) => {
      requireOperator(context);
      const { kind, record_id } = await readJsonObject(context.request);
      if (!isKind(kind)) throw badRequest(`kind should be one of ${MODERATED_KINDS.join(', ')}`);
      if (typeof record_id !== 'string' || record_id === '') throw badRequest('record_id is required');
      requireOperator(context, READERS[kind]);
      const results = moderationLog()
        .all()
        .filter((entry) => entry.kind === kind && entry.record_id === record_id)
        .reverse();
      return ok({ results, total: results.length });
    }),
  ];
}
