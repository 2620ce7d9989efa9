/**
 * The owners' clubs' handlers on their own (03-community-analytics §6-§8): the seed, the role and the admin
 * variants, the approval rules and codes, the DOC rules, deletion and the audit trail.
 */
import * as XLSX from 'xlsx';
import { APPLICATION_EXPIRED } from '../../config/doc';
import { MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import type { Doc, DocApplication, DocMember, DocRole } from '../../src-services/docs';
import type { ModerationEntry } from '../../config/moderation';
import { clubApplications } from '../db/clubApplications';
import { clubMembers } from '../db/clubMembers';
import { clubs, DEMO_CLUB_ADMIN, liveClubs } from '../db/clubs';
import { members } from '../db/members';
import { noteModeration } from '../db/moderation';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';
import { APPLICATION_MESSAGES } from './clubs';
import { DOC_MESSAGES } from './clubRules';

installMockBackend();

const SCRM = '/api/v1/scrm';
type Page<T> = { results: T[]; total: number };
const search = <T>(path: string, body: object = {}) =>
  call<Page<T>>('POST', `${SCRM}${path}`, { page: 0, size: 1000, ...body });

const firstClub = () => clubs().all()[0];
const applying = (predicate: (application: DocApplication) => boolean = () => true) =>
  clubApplications().findOne(
    (application) =>
      application.state === 'applying' && application.deleted_flag === 0 && predicate(application),
  )!;
const act = (body: object, admin = false) =>
  call<DocApplication>('POST', `${SCRM}${admin ? '/admin' : ''}/doc/application/action`, body);

/** A club as the form would save it, from a seeded one. */
function saveBody(doc: Doc, change: Partial<Doc> = {}) {
  const { id, name, number, logo, weight, disabled, admins, address, latitude, longitude, chairman } = doc;
  return {
    id,
    name,
    number,
    logo,
    weight,
    disabled,
    admins,
    address,
    latitude,
    longitude,
    chairman,
    establishment_time: doc.establishment_time,
    doc_intro: doc.doc_intro,
    rule_charging_standard: doc.rule_charging_standard,
    community_banner_switch: doc.community_banner_switch,
    news_banner: doc.news_banner,
    video_banner: doc.video_banner,
    image_banner: doc.image_banner,
    ...change,
  };
}

describe('the seed', () => {
  it('has live clubs with admins and realistic Chinese and English content, and a dissolved one', () => {
    const live = liveClubs();
    expect(live).toHaveLength(9);
    expect(
      clubs()
        .all()
        .filter((club) => club.deleted_flag === 1),
    ).toHaveLength(1);
    for (const club of live) {
      expect(club.admins.length).toBeGreaterThan(0);
      expect(club.admin_unionids).toEqual(club.admins.map((admin) => admin.unionid));
      expect(club.number).toMatch(/^DOC\d{6}$/);
      expect(club.doc_intro).toMatch(/<p>/);
    }
    expect(live.some((club) => /[\u4e00-\u9fa5]/.test(club.doc_intro))).toBe(true);
    expect(live.some((club) => /weekend/.test(club.doc_intro))).toBe(true);
    expect(firstClub().admins).toContainEqual(DEMO_CLUB_ADMIN);
    // Nobody administers two clubs.
    const unionids = live.flatMap((club) => club.admin_unionids);
    expect(new Set(unionids).size).toBe(unionids.length);
  });

  it('gives every live club applications of every kind in every state, and members of both states', () => {
    for (const club of liveClubs()) {
      const own = clubApplications().find((application) => application.doc_id === club.id);
      for (const type of ['join', 'annual_review', 'leave'])
        for (const state of ['applying', 'pass', 'reject'])
          expect({
            club: club.name,
            type,
            state,
            found: own.some((a) => a.type === type && a.state === state),
          }).toEqual({ club: club.name, type, state, found: true });
      expect(own.some((application) => application.deleted_flag === 1)).toBe(true);
      expect(own.filter((a) => a.state === 'reject').every((a) => a.reject_reason)).toBe(true);
      const people = clubMembers().find((member) => member.doc_id === club.id);
      expect(people.some((member) => member.state === 'valid' && !member.quit)).toBe(true);
      expect(people.some((member) => member.state === 'invalid')).toBe(true);
      expect(people.some((member) => member.quit)).toBe(true);
    }
  });
});

describe('the DOC role and the admin variants', () => {
  it('makes the operator who is listed among a club’s admins its administrator', async () => {
    await signIn('clubAdmin');
    expect((await call<DocRole>('GET', `${SCRM}/my/doc/role`)).data).toEqual({
      role: 'admin',
      doc_ids: [firstClub().id],
    });
    await signIn('admin');
    expect((await call<DocRole>('GET', `${SCRM}/my/doc/role`)).data).toEqual({ role: 'none', doc_ids: [] });
  });

  it('answers a club administrator only their club, its members and its applications', async () => {
    await signIn('clubAdmin');
    const own = firstClub().id;
    const docs = await search<Doc>('/admin/doc/search');
    expect(docs.data.results.map((doc) => doc.id)).toEqual([own]);
    const applications = await search<DocApplication>('/admin/doc/application/search');
    expect(applications.data.total).toBeGreaterThan(5);
    expect(applications.data.results.every((application) => application.doc_id === own)).toBe(true);
    const people = await search<DocMember>('/admin/doc/identity/search');
    expect(people.data.results.every((member) => member.doc_id === own)).toBe(true);
    expect((await call<Doc>('GET', `${SCRM}/admin/doc/${own}`)).data.name).toBe('上海骑士俱乐部');
    expect((await call('GET', `${SCRM}/admin/doc/${liveClubs()[1].id}`)).code).toBe(404);
  });

  it('refuses the plain calls to an operator without their privileges (968)', async () => {
    await signIn('clubAdmin');
    for (const path of ['/doc/search', '/doc/application/search', '/doc/identity/search'])
      expect((await search(path)).code).toBe(968);
    expect((await act({ action: 'approve', application_id: applying().id })).code).toBe(968);
    expect((await call('DELETE', `${SCRM}/doc/${firstClub().id}`)).code).toBe(968);
    await signIn('viewer');
    expect((await act({ action: 'approve', application_id: applying().id })).code).toBe(968);
  });

  it('lists every live club in the store form’s picker for an operator who administers none', async () => {
    await signIn('admin');
    expect((await search<Doc>('/admin/doc/search')).data.total).toBe(9);
  });
});

/**
 * Every read a club administrator makes through the DOC admin privilege (issue 38 §3), by id or by club: their own
 * club's record is answered, another club's is as good as absent (404, or left out of the list), and no answer
 * carries anything of another club.
 */
describe("a club administrator's reads: their own clubs' records only", () => {
  type Records = { code: number; msg: string; records: unknown[] };
  /** How another club's record is refused: 404 for one asked by id, an empty list for a list. */
  type Refusal = 'absent' | 'empty';

  const own = () => firstClub();
  const other = () => liveClubs()[1];
  const applicationOf = (club: Doc) => clubApplications().findOne((a) => a.doc_id === club.id)!;
  const memberOf = (club: Doc) => clubMembers().findOne((m) => m.doc_id === club.id)!;
  const moderated = (record: unknown) => (record as ModerationEntry).record_id;

  const byId = async (path: string): Promise<Records> => {
    const { code, msg, data } = await call('GET', `${SCRM}${path}`);
    return { code, msg, records: data === null ? [] : [data] };
  };
  const listed = async (path: string, k: string, v: string): Promise<Records> => {
    const { code, msg, data } = await search(path, { query: [{ k, op: 'eq', v }], operator: 'AND' });
    return { code, msg, records: data?.results ?? [] };
  };
  const trail = async (kind: string, recordId: string): Promise<Records> => {
    const { code, msg, data } = await call<Page<ModerationEntry>>('POST', `${SCRM}/moderation/search`, {
      kind,
      record_id: recordId,
    });
    return { code, msg, records: data?.results ?? [] };
  };
  /** The download service running the admin download variant (the member list's and the applications' export). */
  const exported = async (path: string, club: Doc): Promise<Records> => {
    const { code, msg, data } = await call<{ url: string }>('POST', '/api/v1/table/download_url', {
      url: `${SCRM}${path}`,
      payload: { page: 0, size: 1_000_000, operator: 'AND', query: [{ k: 'doc_id', op: 'eq', v: club.id }] },
      meta: {
        format: 'excel',
        sheet_name: 'Export',
        path: 'export',
        columns: [
          { title: 'id', key: 'id' },
          { title: 'doc_id', key: 'doc_id' },
          { title: 'doc_name', key: 'doc_name' },
        ],
      },
    });
    if (code !== 200) return { code, msg, records: [] };
    const bytes = await (await fetch(`${ORIGIN}${data.url}`)).arrayBuffer();
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
    return { code, msg, records: XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]]) };
  };
  const docIdOf = (record: unknown) => (record as { doc_id: string }).doc_id;

  /** Each admin read: how another club's record is refused, how it reads a club's record, whose record it is. */
  interface AdminRead {
    refusal: Refusal;
    read: (club: Doc) => Promise<Records>;
    clubOf: (record: unknown) => string | undefined;
  }
  const READS: Record<string, AdminRead> = {
    'GET admin/doc/{id}': {
      refusal: 'absent',
      read: (club) => byId(`/admin/doc/${club.id}`),
      clubOf: (doc) => (doc as Doc).id,
    },
    'admin/doc/search by id': {
      refusal: 'empty',
      read: (club) => listed('/admin/doc/search', 'id', club.id),
      clubOf: (doc) => (doc as Doc).id,
    },
    'admin/doc/identity/search by club': {
      refusal: 'empty',
      read: (club) => listed('/admin/doc/identity/search', 'doc_id', club.id),
      clubOf: docIdOf,
    },
    'admin/doc/identity/search by member id': {
      refusal: 'empty',
      read: (club) => listed('/admin/doc/identity/search', 'id', memberOf(club).id),
      clubOf: docIdOf,
    },
    'admin/doc/identity/download/search by club': {
      refusal: 'empty',
      read: (club) => listed('/admin/doc/identity/download/search', 'doc_id', club.id),
      clubOf: docIdOf,
    },
    'admin/doc/application/search by club': {
      refusal: 'empty',
      read: (club) => listed('/admin/doc/application/search', 'doc_id', club.id),
      clubOf: docIdOf,
    },
    'admin/doc/application/search by application id': {
      refusal: 'empty',
      read: (club) => listed('/admin/doc/application/search', 'id', applicationOf(club).id),
      clubOf: docIdOf,
    },
    'admin/doc/application/download/search by club': {
      refusal: 'empty',
      read: (club) => listed('/admin/doc/application/download/search', 'doc_id', club.id),
      clubOf: docIdOf,
    },
    'table/download_url of admin/doc/identity/download/search (the member export)': {
      refusal: 'empty',
      read: (club) => exported('/admin/doc/identity/download/search', club),
      clubOf: docIdOf,
    },
    'table/download_url of admin/doc/application/download/search (the application export)': {
      refusal: 'empty',
      read: (club) => exported('/admin/doc/application/download/search', club),
      clubOf: docIdOf,
    },
    "moderation/search of a club's trail": {
      refusal: 'absent',
      read: (club) => trail('doc', club.id),
      clubOf: moderated,
    },
    "moderation/search of an application's trail": {
      refusal: 'absent',
      read: (club) => trail('docApplication', applicationOf(club).id),
      clubOf: (entry) => clubApplications().get(moderated(entry))?.doc_id,
    },
  };

  beforeEach(async () => {
    // Something on every trail, so an answered trail is not empty by chance.
    const someone = { email: 'mod@moto.example', name: 'Moderator' };
    for (const club of [own(), other()]) {
      noteModeration(someone, { kind: 'doc', record_id: club.id, action: 'delete' });
      noteModeration(someone, {
        kind: 'docApplication',
        record_id: applicationOf(club).id,
        action: 'approve',
      });
    }
    await signIn('clubAdmin');
  });

  it.each(Object.keys(READS))('%s answers their own club and refuses another club', async (name) => {
    const { refusal, read, clubOf } = READS[name];
    const mine = await read(own());
    expect(mine.code).toBe(200);
    expect(mine.records.length).toBeGreaterThan(0);
    expect(mine.records.map(clubOf).filter((id) => id !== own().id)).toEqual([]);
    // Nothing of another club (live or dissolved) in the answer: no id, number or name.
    const text = JSON.stringify(mine.records);
    const marks = clubs()
      .find((club) => club.id !== own().id)
      .flatMap((club) => [club.id, club.number, club.name]);
    expect(marks.filter((mark) => text.includes(mark))).toEqual([]);

    const theirs = await read(other());
    expect(theirs.records).toEqual([]);
    expect(theirs.code).toBe(refusal === 'absent' ? 404 : 200);
  });

  it('reads no club once theirs is dissolved: the store picker’s every-club list is not theirs', async () => {
    clubs().update(own().id, { deleted_flag: 1 });
    expect((await call<DocRole>('GET', `${SCRM}/my/doc/role`)).data).toEqual({ role: 'none', doc_ids: [] });
    expect((await search<Doc>('/admin/doc/search')).data).toEqual({ results: [], total: 0 });
    expect((await call('GET', `${SCRM}/admin/doc/${own().id}`)).code).toBe(404);
    for (const path of ['/admin/doc/identity/search', '/admin/doc/application/search'])
      expect((await search(path)).data.total).toBe(0);
  });
});

describe('approving and rejecting', () => {
  beforeEach(() => signIn('admin'));

  it('approves a join: the applicant becomes a valid member, and the decision is on the audit trail', async () => {
    const application = applying((a) => a.type === 'join');
    const answer = await act({ action: 'approve', application_id: application.id });
    expect(answer).toMatchObject({ code: 200, data: { id: application.id, state: 'pass' } });
    expect(
      clubMembers().findOne(
        (member) => member.unionid === application.unionid && member.doc_id === application.doc_id,
      ),
    ).toMatchObject({ state: 'valid', quit: false, approved_by: '王磊 Wang Lei' });
    const trail = await call<Page<ModerationEntry>>('POST', `${SCRM}/moderation/search`, {
      kind: 'docApplication',
      record_id: application.id,
    });
    expect(trail.data.results).toEqual([
      expect.objectContaining({ action: 'approve', operator_email: 'admin@moto.example', detail: null }),
    ]);
  });

  it('answers 1340675 for the annual review of a membership that expired', async () => {
    const expired = clubMembers().findOne((member) => member.state === 'invalid')!;
    const application = applying((a) => a.type === 'annual_review' && a.unionid === expired.unionid);
    expect(await act({ action: 'approve', application_id: application.id })).toMatchObject({
      code: APPLICATION_EXPIRED,
      msg: APPLICATION_MESSAGES.expired,
    });
    expect(clubApplications().get(application.id)?.state).toBe('applying');
  });

  it('extends a valid membership by a year on its annual review, and ends it on leave', async () => {
    const review = applying(
      (a) =>
        a.type === 'annual_review' &&
        clubMembers().findOne((m) => m.unionid === a.unionid && m.doc_id === a.doc_id)?.state === 'valid',
    );
    const before = clubMembers().findOne((m) => m.unionid === review.unionid && m.doc_id === review.doc_id)!;
    expect((await act({ action: 'approve', application_id: review.id })).code).toBe(200);
    expect(clubMembers().get(before.id)!.expire_at).toBeGreaterThan(before.expire_at!);
    const leave = applying((a) => a.type === 'leave');
    expect((await act({ action: 'approve', application_id: leave.id })).code).toBe(200);
    expect(clubMembers().findOne((m) => m.unionid === leave.unionid && m.doc_id === leave.doc_id)?.quit).toBe(
      true,
    );
  });

  it.each([
    [{}, DOC_MESSAGES.rejectReasonRequired],
    [{ reject_reason: '   ' }, DOC_MESSAGES.rejectReasonRequired],
    [{ reject_reason: 'x'.repeat(101) }, DOC_MESSAGES.rejectReasonTooLong],
  ])('refuses a rejection with %p', async (body, msg) => {
    expect(await act({ action: 'reject', application_id: applying().id, ...body })).toMatchObject({
      code: 400,
      msg,
    });
  });

  it('rejects with a reason of at most 100 characters, once', async () => {
    const application = applying();
    const reason = '资'.repeat(100);
    expect(
      await act({ action: 'reject', application_id: application.id, reject_reason: reason }),
    ).toMatchObject({
      code: 200,
      data: { state: 'reject', reject_reason: reason },
    });
    expect(await act({ action: 'approve', application_id: application.id })).toMatchObject({
      code: 400,
      msg: APPLICATION_MESSAGES.handled,
    });
  });

  it('takes no action on a deleted application', async () => {
    const deleted = clubApplications().findOne((a) => a.deleted_flag === 1)!;
    expect((await act({ action: 'approve', application_id: deleted.id })).msg).toBe(
      APPLICATION_MESSAGES.handled,
    );
  });

  it('lets a club administrator decide their club’s applications only', async () => {
    await signIn('clubAdmin');
    const own = applying((a) => a.doc_id === firstClub().id && a.type === 'join');
    const other = applying((a) => a.doc_id !== firstClub().id);
    expect(
      (await act({ action: 'reject', application_id: own.id, reject_reason: 'Incomplete' }, true)).code,
    ).toBe(200);
    expect((await act({ action: 'approve', application_id: other.id }, true)).code).toBe(404);
  });
});

describe('saving a club', () => {
  beforeEach(() => signIn('admin'));

  it('keeps the number and the weight of a club that exists', async () => {
    const doc = firstClub();
    expect((await call('POST', `${SCRM}/doc/save`, saveBody(doc, { number: 'DOC999999' }))).msg).toBe(
      DOC_MESSAGES.numberLocked,
    );
    expect((await call('POST', `${SCRM}/doc/save`, saveBody(doc, { weight: doc.weight + 1 }))).msg).toBe(
      DOC_MESSAGES.weightLocked,
    );
    const saved = await call<Doc>('POST', `${SCRM}/doc/save`, saveBody(doc, { name: 'Shanghai Knights' }));
    expect(saved).toMatchObject({
      code: 200,
      data: { id: doc.id, name: 'Shanghai Knights', number: doc.number },
    });
  });

  it.each([
    [{ number: 'DOC12' }, DOC_MESSAGES.numberInvalid],
    [{ weight: -1 }, DOC_MESSAGES.weightInvalid],
    [{ admins: [] }, DOC_MESSAGES.adminsRequired],
    [{ chairman: { name: 'Li', email: 'not-an-email' } }, DOC_MESSAGES.chairmanEmailInvalid],
    [{ establishment_time: new Date().getFullYear() + 1 }, DOC_MESSAGES.establishmentInvalid],
    [{ doc_intro: '<p><script>alert(1)</script></p>' }, DOC_MESSAGES.introRequired],
    [
      { news_banner: [{ image_url: '/api/v1/upload-center/files/a/b.png', title: 'x', link: 'ftp:x' }] },
      DOC_MESSAGES.newsLinkInvalid,
    ],
    [{ video_banner: [{ url: 'https://media.moto.example/a.avi' }] }, DOC_MESSAGES.videoType],
    [{ logo: 'javascript:alert(1)' }, MEDIA_URL_MESSAGE],
  ])('refuses a new club with %p', async (change, msg) => {
    const newAdmin = { unionid: 'u-new', email: 'new@mail.example' };
    const { id: _id, ...created } = saveBody(firstClub(), { number: 'DOC777777', admins: [newAdmin] });
    expect(await call('POST', `${SCRM}/doc/save`, { ...created, ...change })).toMatchObject({
      code: 400,
      msg,
    });
  });

  it('refuses an admin who administers another club, and a number another club has', async () => {
    const [first, second] = liveClubs();
    const taken = second.admins[0];
    expect((await call('POST', `${SCRM}/doc/save`, saveBody(first, { admins: [taken] }))).msg).toBe(
      `${taken.name} ${DOC_MESSAGES.adminTaken}`,
    );
    const { id: _id, ...copy } = saveBody(first, {
      admins: [{ unionid: 'u-new', email: 'new@mail.example' }],
    });
    expect((await call('POST', `${SCRM}/doc/save`, copy)).msg).toBe(DOC_MESSAGES.numberTaken);
  });

  it('lets who saves a club search the members for its admins', async () => {
    await signIn('club');
    const answer = await search<{ unionid: string }>('/member/search', { size: 5 });
    expect(answer.data.results.map((member) => member.unionid)).toEqual(
      members()
        .all()
        .slice()
        .sort((a, b) => (b.bound_at ?? 0) - (a.bound_at ?? 0))
        .slice(0, 5)
        .map((member) => member.unionid),
    );
  });
});

describe('deleting a club', () => {
  it('removes it from the lists and writes it on the audit trail', async () => {
    await signIn('admin');
    const doc = liveClubs()[2];
    expect((await call('DELETE', `${SCRM}/doc/${doc.id}`)).code).toBe(200);
    expect((await search<Doc>('/doc/search')).data.results.some((club) => club.id === doc.id)).toBe(false);
    expect((await call('GET', `${SCRM}/doc/${doc.id}`)).code).toBe(404);
    const trail = await call<Page<ModerationEntry>>('POST', `${SCRM}/moderation/search`, {
      kind: 'doc',
      record_id: doc.id,
    });
    expect(trail.data.results).toEqual([
      expect.objectContaining({ action: 'delete', operator_name: '王磊 Wang Lei' }),
    ]);
  });
});

describe('the audit trail', () => {
  it('notes who rejected an application and why, for the club administrator to read', async () => {
    await signIn('clubAdmin');
    const application = applying((a) => a.doc_id === firstClub().id);
    await act({ action: 'reject', application_id: application.id, reject_reason: '资料不完整' }, true);
    const trail = await call<Page<ModerationEntry>>('POST', `${SCRM}/moderation/search`, {
      kind: 'docApplication',
      record_id: application.id,
    });
    expect(trail.data.results).toEqual([
      expect.objectContaining({
        action: 'reject',
        detail: '资料不完整',
        operator_email: 'clubadmin@moto.example',
      }),
    ]);
  });
});
