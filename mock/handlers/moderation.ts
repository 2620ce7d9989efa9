/**
 * The moderation audit trail of one record (issue 17, beyond the spec): `POST /{scrm}/moderation/search` with
 * `{kind, record_id}` answers `{results}`, newest first. Whoever may list a kind of record may read its trail; a
 * club administrator (the DOC admin privilege alone) only the trails of their clubs and their applications, as
 * their lists show only those: another club's record is as good as absent.
 */
import type { HttpHandler } from 'msw';
import type { OperatorRecord } from '../db/collections';
import { MODERATED_KINDS, type ModeratedKind } from '../../config/moderation';
import { PRIVILEGES } from '../../config/privileges';
import { clubApplications } from '../db/clubApplications';
import { moderationLog } from '../db/moderation';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { hasPrivilege, requireOperator } from '../lib/session';
import { administered } from './clubs';

const READERS: Record<ModeratedKind, string[]> = {
  doc: [PRIVILEGES.docSearch, PRIVILEGES.docAdmin],
  docApplication: [PRIVILEGES.docApplicationSearch, PRIVILEGES.docApplicationAction, PRIVILEGES.docAdmin],
  ride: [PRIVILEGES.rideSearch],
  post: [PRIVILEGES.postSearch],
};

/** Whether the record is of a club the operator administers (a club, or an application to one). */
function ofOwnClub(operator: OperatorRecord, kind: ModeratedKind, recordId: string): boolean {
  const own = new Set(administered(operator).map((club) => club.id));
  if (kind === 'doc') return own.has(recordId);
  const application = clubApplications().get(recordId);
  return kind === 'docApplication' && application !== undefined && own.has(application.doc_id);
}

/** Whether the operator reads every record of the kind, not only through the DOC admin privilege. */
const readsEvery = (operator: OperatorRecord, kind: ModeratedKind) =>
  READERS[kind].some(
    (privilege) => privilege !== PRIVILEGES.docAdmin && hasPrivilege(operator.privileges, privilege),
  );

const isKind = (value: unknown): value is ModeratedKind =>
  typeof value === 'string' && (MODERATED_KINDS as readonly string[]).includes(value);

export function moderationHandlers(): HttpHandler[] {
  return [
    endpoint('post', '/api/v1/:scrm/moderation/search', async (context) => {
      requireOperator(context);
      const { kind, record_id } = await readJsonObject(context.request);
      if (!isKind(kind)) throw badRequest(`kind should be one of ${MODERATED_KINDS.join(', ')}`);
      if (typeof record_id !== 'string' || record_id === '') throw badRequest('record_id is required');
      const operator = requireOperator(context, READERS[kind]);
      if (!readsEvery(operator, kind) && !ofOwnClub(operator, kind, record_id))
        throw notFound('Record not found');
      const results = moderationLog()
        .all()
        .filter((entry) => entry.kind === kind && entry.record_id === record_id)
        .reverse();
      return ok({ results, total: results.length });
    }),
  ];
}
