/**
 * Owners' clubs (DOC, 03-community-analytics §6, §7, §8): the clubs, their members (identities), the membership
 * applications and the operator's DOC role, in their plain and admin variants.
 *
 * - An operator administers the live clubs whose `admins` list their e-mail, if they hold the DOC admin
 *   privilege; their DOC role is then 'admin' (`GET my/doc/role`).
 * - The admin variants (`/admin/doc/...`) answer only the clubs the caller administers (and their members and
 *   applications): another club's record is as good as absent (404 for one by id, left out of a list).
 *   `admin/doc/search` is also the store form's club picker (02-operations §7): for an operator who administers
 *   no club and may list clubs or save stores it lists every live club; through the DOC admin privilege alone,
 *   none.
 * - Approve and reject take applying, undeleted applications: the plain action with the action privilege, the
 *   admin action for a club the caller administers. Approving a join makes (or renews) a membership, an annual
 *   review extends it by a year (1340675 when it already expired: the member must apply again), a leave ends it.
 * - Every approve, reject and delete is written to the moderation audit trail (`noteModeration`).
 */
import type { HttpHandler } from 'msw';
import { APPLICATION_EXPIRED, type DocApplicationAction } from '../../config/doc';
import { PRIVILEGES } from '../../config/privileges';
import type { DocRole } from '../../src-services/docs';
import { clubApplications, type ClubApplicationRecord } from '../db/clubApplications';
import { clubMembers, membershipOf, type ClubMemberRecord } from '../db/clubMembers';
import { clubs, clubsAdministeredBy, liveClubs, type ClubRecord } from '../db/clubs';
import type { OperatorRecord } from '../db/collections';
import { db } from '../db/db';
import { noteModeration } from '../db/moderation';
import { readJsonObject } from '../lib/body';
import { endpoint, type EndpointContext } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, INSUFFICIENT_PERMISSION, MockError, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { hasPrivilege, nowSeconds, requireOperator } from '../lib/session';
import { requireString } from '../lib/validate';
import { DOC_MESSAGES, readDocInput, readRejectReason } from './clubRules';

const SCRM = '/api/v1/:scrm';
const YEAR = 365 * 86400;

export const APPLICATION_MESSAGES = {
  expired: 'application expired: the membership has expired, please apply again',
  handled: 'The application is not applying any more',
  notMember: 'The applicant is not a member of this DOC',
  actionInvalid: 'Field "action" must be approve or reject',
} as const;

/** The live clubs the operator administers (none without the DOC admin privilege). */
export function administered(operator: OperatorRecord): ClubRecord[] {
  return hasPrivilege(operator.privileges, PRIVILEGES.docAdmin) ? clubsAdministeredBy(operator.email) : [];
}

const ownIds = (operator: OperatorRecord) => new Set(administered(operator).map((club) => club.id));

/** Whether the store form's club picker offers the operator every live club (02-operations §7). */
const picksAnyClub = (operator: OperatorRecord) =>
  hasPrivilege(operator.privileges, [PRIVILEGES.docSearch, PRIVILEGES.storeSave]);

function liveClub(id: string): ClubRecord {
  const club = clubs().get(id);
  if (!club || club.deleted_flag === 1) throw notFound('DOC not found');
  return club;
}

/** A club of the caller's through an admin path: another club is as good as absent. */
function ownClub(operator: OperatorRecord, id: string): ClubRecord {
  const club = liveClub(id);
  if (!ownIds(operator).has(club.id)) throw notFound('DOC not found');
  return club;
}

function saveClub(operator: OperatorRecord, body: Record<string, unknown>, id: string | undefined) {
  const input = readDocInput(body);
  const current = id ? liveClub(id) : undefined;
  if (current) {
    if (input.number !== current.number) throw badRequest(DOC_MESSAGES.numberLocked);
    if (input.weight !== current.weight) throw badRequest(DOC_MESSAGES.weightLocked);
  } else if (clubs().findOne((club) => club.number === input.number)) {
    throw badRequest(DOC_MESSAGES.numberTaken);
  }
  for (const admin of input.admins) {
    const elsewhere = liveClubs().some(
      (club) => club.id !== id && club.admin_unionids.includes(admin.unionid),
    );
    if (elsewhere) throw badRequest(`${admin.name || admin.email} ${DOC_MESSAGES.adminTaken}`);
  }
  const now = nowSeconds();
  const fields = {
    ...input,
    admin_unionids: input.admins.map((admin) => admin.unionid),
    updated_at: now,
    updated_by: operator.email,
  };
  return current
    ? (clubs().update(current.id, fields) as ClubRecord)
    : clubs().insert({ ...fields, deleted_flag: 0, created_at: now, created_by: operator.email });
}

/** Expired: marked invalid, or past its end by the seed's clock. */
const expired = (membership: ClubMemberRecord) =>
  membership.state === 'invalid' || (membership.expire_at ?? 0) < db.now;

/** What approving an application does to the applicant's membership. */
function applyApproval(operator: OperatorRecord, application: ClubApplicationRecord, now: number) {
  const membership = membershipOf(application.unionid, application.doc_id);
  const approval = { approved_by: operator.name, approved_at: now, updated_at: now };
  if (application.type === 'annual_review') {
    if (!membership || membership.quit || expired(membership))
      throw new MockError(APPLICATION_EXPIRED, APPLICATION_MESSAGES.expired);
    clubMembers().update(membership.id, {
      ...approval,
      state: 'valid',
      expire_at: Math.max(membership.expire_at ?? now, now) + YEAR,
    });
    return;
  }
  if (application.type === 'leave') {
    if (!membership || membership.quit) throw badRequest(APPLICATION_MESSAGES.notMember);
    clubMembers().update(membership.id, { ...approval, quit: true });
    return;
  }
  const renewed = {
    ...approval,
    state: 'valid' as const,
    quit: false,
    active_at: now,
    expire_at: now + YEAR,
  };
  if (membership) {
    clubMembers().update(membership.id, renewed);
    return;
  }
  const club = liveClub(application.doc_id);
  const seq = clubMembers().find((member) => member.doc_id === club.id).length + 1;
  clubMembers().insert({
    name: application.name,
    number: `${club.number}-${String(seq).padStart(4, '0')}`,
    unionid: application.unionid,
    doc_id: club.id,
    doc_name: club.name,
    phone: application.phone,
    email: application.email,
    tshirt_size: application.tshirt_size,
    birthday: application.birthday,
    motorcycles: application.motors,
    motor_names: application.motor_names,
    admins: club.admins,
    created_at: now,
    ...renewed,
  });
}

async function act(context: EndpointContext, adminPath: boolean) {
  const operator = requireOperator(
    context,
    adminPath ? PRIVILEGES.docAdmin : PRIVILEGES.docApplicationAction,
  );
  const body = await readJsonObject(context.request);
  const action = body.action as DocApplicationAction;
  if (action !== 'approve' && action !== 'reject') throw badRequest(APPLICATION_MESSAGES.actionInvalid);
  const application = clubApplications().get(requireString(body, 'application_id'));
  if (!application || (adminPath && !ownIds(operator).has(application.doc_id)))
    throw notFound('Application not found');
  if (application.deleted_flag === 1 || application.state !== 'applying')
    throw badRequest(APPLICATION_MESSAGES.handled);
  const reason = action === 'reject' ? readRejectReason(body.reject_reason) : undefined;
  const now = nowSeconds();
  if (action === 'approve') applyApproval(operator, application, now);
  const decided = clubApplications().update(application.id, {
    state: action === 'approve' ? 'pass' : 'reject',
    ...(reason ? { reject_reason: reason } : {}),
    updated_at: now,
  }) as ClubApplicationRecord;
  noteModeration(operator, { kind: 'docApplication', record_id: decided.id, action, detail: reason });
  return ok(decided);
}

/** A list of the caller's clubs' records through an admin path (none for who administers no club). */
const ofOwnClubs =
  <T extends { doc_id: string }>(records: () => readonly T[]) =>
  ({ operator }: { operator: OperatorRecord | undefined }) => {
    const own = operator ? ownIds(operator) : new Set<string>();
    return records().filter((record) => own.has(record.doc_id));
  };

function listHandlers(): HttpHandler[] {
  const order = { clubs: '-weight,-updated_at', members: '-active_at', applications: '-created_at' };
  const memberRecords = () => clubMembers().all();
  const applicationRecords = () => clubApplications().all();
  return [
    // Whoever saves a club reads the others' admins (the admin picker leaves them out).
    searchHandlerFor(`${SCRM}/doc/search`, () => liveClubs(), {
      privilege: [PRIVILEGES.docSearch, PRIVILEGES.docSave],
      defaultOrder: order.clubs,
    }),
    // Whoever saves a store picks its clubs (02-operations §7). Through the DOC admin privilege alone, only the
    // caller's own clubs: none when theirs was dissolved, never every club.
    searchHandlerFor(
      `${SCRM}/admin/doc/search`,
      ({ operator }) => {
        if (!operator) return [];
        const own = administered(operator);
        return own.length > 0 || !picksAnyClub(operator) ? own : liveClubs();
      },
      {
        privilege: [PRIVILEGES.docSearch, PRIVILEGES.docAdmin, PRIVILEGES.storeSave],
        defaultOrder: order.clubs,
      },
    ),
    ...['/doc/identity/search', '/doc/identity/download/search'].flatMap((path) => [
      searchHandlerFor(`${SCRM}${path}`, memberRecords, {
        privilege: PRIVILEGES.docMemberSearch,
        defaultOrder: order.members,
      }),
      searchHandlerFor(`${SCRM}/admin${path}`, ofOwnClubs(memberRecords), {
        privilege: PRIVILEGES.docAdmin,
        defaultOrder: order.members,
      }),
    ]),
    ...['/doc/application/search', '/doc/application/download/search'].flatMap((path) => [
      searchHandlerFor(`${SCRM}${path}`, applicationRecords, {
        privilege: PRIVILEGES.docApplicationSearch,
        defaultOrder: order.applications,
      }),
      searchHandlerFor(`${SCRM}/admin${path}`, ofOwnClubs(applicationRecords), {
        privilege: PRIVILEGES.docAdmin,
        defaultOrder: order.applications,
      }),
    ]),
  ];
}

export function clubHandlers(): HttpHandler[] {
  return [
    ...listHandlers(),

    endpoint('get', `${SCRM}/my/doc/role`, (context) => {
      const own = administered(requireOperator(context));
      const role: DocRole = { role: own.length > 0 ? 'admin' : 'none', doc_ids: own.map((club) => club.id) };
      return ok(role);
    }),

    endpoint('post', `${SCRM}/doc/application/action`, (context) => act(context, false)),
    endpoint('post', `${SCRM}/admin/doc/application/action`, (context) => act(context, true)),

    endpoint(
      'post',
      `${SCRM}/doc/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.docSave);
        const body = await readJsonObject(context.request);
        const id = typeof body.id === 'string' && body.id.trim() ? body.id.trim() : undefined;
        return ok(saveClub(operator, body, id));
      }),
    ),

    // A club administrator edits the clubs they administer; they create none.
    endpoint(
      'post',
      `${SCRM}/admin/doc/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, `${PRIVILEGES.docAdmin}+${PRIVILEGES.docSave}`);
        const body = await readJsonObject(context.request);
        const id = typeof body.id === 'string' ? body.id.trim() : '';
        if (!id) throw new MockError(INSUFFICIENT_PERMISSION.code, INSUFFICIENT_PERMISSION.msg);
        return ok(saveClub(operator, body, ownClub(operator, id).id));
      }),
    ),

    endpoint('get', `${SCRM}/admin/doc/:id`, (context) => {
      const operator = requireOperator(context, PRIVILEGES.docAdmin);
      return ok(ownClub(operator, context.params.id));
    }),

    // Whoever reads a club's applications reads its name over them.
    endpoint('get', `${SCRM}/doc/:id`, (context) => {
      requireOperator(context, [PRIVILEGES.docSearch, PRIVILEGES.docSave, PRIVILEGES.docApplicationSearch]);
      return ok(liveClub(context.params.id));
    }),

    endpoint('delete', `${SCRM}/doc/:id`, (context) => {
      const operator = requireOperator(context, PRIVILEGES.docDelete);
      const club = liveClub(context.params.id);
      const now = nowSeconds();
      clubs().update(club.id, { deleted_flag: 1, updated_at: now, updated_by: operator.email });
      noteModeration(operator, { kind: 'doc', record_id: club.id, action: 'delete' });
      return ok(null);
    }),
  ];
}
