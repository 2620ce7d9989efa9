import type { ModerationEntry } from '../../config/moderation';
import { signIn } from '../../test/signIn';
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

  it('answers 968 to an operator who may not list that kind of record', async () => {
    operators().update('op-viewer', { privileges: [] });
    await signIn('viewer');
    expect(await call('POST', SEARCH, { kind: 'ride', record_id: 'r1' })).toMatchObject({ code: 968 });
  });
});
