import type { ModerationEntry } from '../../config/moderation';
import { signIn } from '../../test/signIn';
import { clubApplications } from '../db/clubApplications';
import { clubsAdministeredBy, DEMO_CLUB_ADMIN } from '../db/clubs';
import { operators } from '../db/collections';
import { noteModeration } from '../db/moderation';
import { installMockBackend } from '../node';
import { call } from '../testing';

installMockBackend();

const SEARCH = '/api/v1/scrm/moderation/search';
const someone = { email: 'mod@moto.example', name: 'Moderator' };

describe('the moderation audit trail', () => {
  it("answers one record's trail, newest first, with who did what", async () => {
    await signIn('viewer');
    noteModeration(someone, { kind: 'post', record_id: 'p1', action: 'pin', detail: '5' });
    noteModeration(someone, { kind: 'post', record_id: 'p2', action: 'delete' });
    noteModeration(someone, { kind: 'ride', record_id: 'p1', action: 'blacklist' });
    noteModeration(someone, { kind: 'post', record_id: 'p1', action: 'unpin' });
    const answer = await call<{ results: ModerationEntry[]; total: number }>('POST', SEARCH, {
      kind: 'post',
      record_id: 'p1',
    });
    expect(answer.code).toBe(200);
    expect(answer.data.results.map((entry) => [entry.action, entry.detail, entry.operator_name])).toEqual([
      ['unpin', null, 'Moderator'],
      ['pin', '5', 'Moderator'],
    ]);
  });

  it('refuses an unknown kind or a missing record with a message', async () => {
    await signIn('admin');
    expect(await call('POST', SEARCH, { kind: 'coupon', record_id: 'x' })).toEqual({
      code: 400,
      msg: 'kind should be one of doc, docApplication, ride, post',
      data: null,
    });
    expect(await call('POST', SEARCH, { kind: 'post' })).toMatchObject({
      code: 400,
      msg: 'record_id is required',
    });
  });

  it("answers a club administrator the trails of their clubs and applications only, another club's as absent", async () => {
    const own = new Set(clubsAdministeredBy(DEMO_CLUB_ADMIN.email).map((club) => club.id));
    const mine = clubApplications().findOne((application) => own.has(application.doc_id))!;
    const theirs = clubApplications().findOne((application) => !own.has(application.doc_id))!;
    for (const application of [mine, theirs])
      noteModeration(someone, {
        kind: 'docApplication',
        record_id: application.id,
        action: 'reject',
        detail: 'Not a member',
      });
    const trail = (recordId: string, kind = 'docApplication') =>
      call<{ results: ModerationEntry[] }>('POST', SEARCH, { kind, record_id: recordId });

    await signIn('clubAdmin');
    expect((await trail(mine.id)).data.results).toHaveLength(1);
    expect(await trail(theirs.id)).toMatchObject({ code: 404, msg: 'Record not found', data: null });
    expect(await trail(theirs.doc_id, 'doc')).toMatchObject({ code: 404 });
    expect((await trail(mine.doc_id, 'doc')).code).toBe(200);
    // An operator who lists every application reads any trail.
    await signIn('admin');
    expect((await trail(theirs.id)).data.results).toHaveLength(1);
  });

  it('answers 968 to an operator who may not list that kind of record', async () => {
    operators().update('op-viewer', { privileges: [] });
    await signIn('viewer');
    expect(await call('POST', SEARCH, { kind: 'ride', record_id: 'r1' })).toMatchObject({ code: 968 });
  });
});
