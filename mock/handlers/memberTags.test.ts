/** The member handlers of issue 14 on their own: the seed, privileges, bad bodies and the tagging rules. */
import { ALL_PRIVILEGES, PRIVILEGES } from '../../config/privileges';
import { signIn } from '../../test/signIn';
import { operators } from '../db/collections';
import { couponCodes } from '../db/coupons';
import { tagCenterScopes, tagCenterTags } from '../db/lookups';
import { mailAudits, memberEntities } from '../db/memberTags';
import { members } from '../db/members';
import { installMockBackend } from '../node';
import { call } from '../testing';

installMockBackend();

beforeEach(() => signIn('admin'));

const scopeId = () => tagCenterScopes().findOne((scope) => scope.name === 'Members')!.id;
const tagId = (name: string) => tagCenterTags().findOne((tag) => tag.name === name)!.id;

describe('the seed', () => {
  it('gives members tags, coupon codes, and some no mini-program profile', () => {
    const all = members().all();
    expect(memberEntities().all().length).toBeGreaterThan(all.length / 2);
    const owned = new Set(
      couponCodes()
        .all()
        .map((code) => code.openid),
    );
    expect(all.filter((member) => owned.has(member.openid!)).length).toBeGreaterThan(10);
    expect(all.some((member) => !member.mini_profile)).toBe(true);
    expect(
      mailAudits()
        .all()
        .some((mail) => mail.content.includes('<script>')),
    ).toBe(true);
  });
});

describe('privileges and bad bodies', () => {
  it.each([
    ['GET', `/api/v1/scrm/member/{id}`],
    ['GET', '/api/v1/scrm/member/purchase/2024-01'],
    ['GET', '/api/v1/scrm/member/purchase/2024-01/members.csv'],
    ['POST', '/api/v1/scrm/audit/mail/search'],
    ['POST', '/api/v1/scrm/member/tag/create'],
    ['POST', '/api/v1/tag-center-api/tag/task/create'],
    ['POST', '/api/v1/scrm/member/tag/task/search'],
  ])('%s %s answers 968 to an operator without the privilege', async (method, path) => {
    await signIn('club');
    const answer = await call(method, path.replace('{id}', members().all()[0].id), {});
    expect(answer).toMatchObject({ code: 968, data: null });
  });

  it.each([
    ['GET', '/api/v1/scrm/member/purchase/2024-01', PRIVILEGES.memberSearch],
    ['GET', '/api/v1/scrm/member/purchase/2024-01/members.csv', PRIVILEGES.memberSearch],
    ['POST', '/api/v1/scrm/audit/mail/search', PRIVILEGES.memberSearch],
    ['POST', '/api/v1/scrm/member/tag/create', PRIVILEGES.memberUpdateClerk],
  ])(
    '%s %s checks %s, the name the page gates its button by (02 §6 lists no other), and answers 968 without it',
    async (method, path, privilege) => {
      const body =
        method === 'GET'
          ? undefined
          : path.endsWith('tag/create')
            ? {
                task_type: 'member',
                scope_id: scopeId(),
                tag_settings: { tag_ids: [tagId('Owner')] },
                member: { is_all_select: false, entity_ids: [members().all()[0].unionid] },
              }
            : { page: 0, size: 5 };
      const admin = operators().findOne((operator) => operator.email === 'admin@moto.example')!;
      operators().update(admin.id, { privileges: [privilege] });
      const allowed = await fetch(`http://localhost${path}`, {
        method,
        ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(allowed.status).toBe(200);
      if (!path.endsWith('.csv')) expect(await allowed.json()).toMatchObject({ code: 200 });
      operators().update(admin.id, {
        privileges: ALL_PRIVILEGES.filter((name) => name !== privilege),
      });
      expect(await call(method, path, body)).toMatchObject({ code: 968, data: null });
    },
  );

  it.each(['/api/v1/scrm/member/tag/create', '/api/v1/tag-center-api/tag/task/create'])(
    'answers clear errors to bad tagging bodies at %s',
    async (path) => {
      expect(await call('POST', path, { task_type: 'everyone', scope_id: scopeId() })).toMatchObject({
        code: 400,
        msg: 'Field "task_type" must be one of file, cohort, member',
      });
      expect(
        await call('POST', path, { task_type: 'member', scope_id: scopeId(), tag_settings: { tag_ids: [] } }),
      ).toMatchObject({ code: 400, msg: 'Please select tags' });
      expect(
        await call('POST', path, {
          task_type: 'file',
          scope_id: scopeId(),
          tag_settings: { tag_ids: [tagId('Owner')] },
        }),
      ).toMatchObject({ code: 400, msg: 'Please upload a .csv file' });
      expect(
        await call('POST', path, {
          task_type: 'member',
          scope_id: scopeId(),
          tag_settings: { tag_ids: [tagId('Touring')] },
          member: { is_all_select: false, entity_ids: ['x'] },
        }),
      ).toMatchObject({ code: 400, msg: 'A chosen tag does not exist' });
    },
  );

  it('answers clear errors to a bad month and an unknown member', async () => {
    expect(await call('GET', '/api/v1/scrm/member/purchase/2024-13')).toMatchObject({
      code: 400,
      msg: 'Please select a month',
    });
    expect(await call('GET', '/api/v1/scrm/member/nope')).toMatchObject({
      code: 404,
      msg: 'Member not found',
    });
  });

  it('searches the e-mail audit newest first', async () => {
    const answer = await call<{ results: { send_at: number }[]; total: number }>(
      'POST',
      '/api/v1/scrm/audit/mail/search',
      { page: 0, size: 5 },
    );
    expect(answer.data?.total).toBe(mailAudits().all().length);
    const sent = answer.data!.results.map((mail) => mail.send_at);
    expect(sent).toEqual([...sent].sort((a, b) => b - a));
  });
});

describe("the tag center's Task page", () => {
  const searchPath = '/api/v1/scrm/member/tag/task/search';
  const create = (scope: string, tag: string, entityIds: string[]) =>
    call<{ id: string; scope_id: string }>('POST', '/api/v1/scrm/member/tag/create', {
      task_type: 'member',
      scope_id: scope,
      tag_settings: { tag_ids: [tag] },
      member: { is_all_select: false, entity_ids: entityIds },
    });
  const scopeOf = (name: string) => tagCenterScopes().findOne((scope) => scope.name === name)!.id;
  const firstTagOf = (scope: string) =>
    tagCenterTags().findOne((tag) => tag.scope_id === scope && !tag.is_deleted && !tag.disabled)!.id;

  it('keeps the scope of each task and searches one scope, newest first', async () => {
    const [a, b] = members().all();
    const community = scopeOf('Community');
    const created = await create(scopeId(), tagId('Owner'), [a.unionid!]);
    expect(created.data).toMatchObject({ scope_id: scopeId() });
    await create(community, firstTagOf(community), [b.unionid!]);
    const answer = await call<{ results: { scope_id: string }[]; total: number }>('POST', searchPath, {
      page: 0,
      size: 20,
      order: '-created_at',
      query: [{ k: 'scope_id', op: 'eq', v: community }],
    });
    expect(answer.data?.total).toBe(1);
    expect(answer.data?.results[0].scope_id).toBe(community);
  });

  it("keeps each create call to its own area's privilege (03 §7: the Task page's tag/task/create)", async () => {
    const body = {
      task_type: 'member',
      scope_id: scopeId(),
      tag_settings: { tag_ids: [tagId('Owner')] },
      member: { is_all_select: false, entity_ids: [members().all()[0].unionid] },
    };
    const admin = operators().findOne((operator) => operator.email === 'admin@moto.example')!;
    const without = (name: string) => admin.privileges.filter((privilege) => privilege !== name);
    operators().update(admin.id, { privileges: without(PRIVILEGES.tagCenterCreateTagTask) });
    expect(await call('POST', '/api/v1/tag-center-api/tag/task/create', body)).toMatchObject({ code: 968 });
    expect(await call('POST', '/api/v1/scrm/member/tag/create', body)).toMatchObject({ code: 200 });
    operators().update(admin.id, { privileges: without(PRIVILEGES.memberUpdateClerk) });
    expect(await call('POST', '/api/v1/scrm/member/tag/create', body)).toMatchObject({ code: 968 });
    const created = await call<{ scope_id: string }>('POST', '/api/v1/tag-center-api/tag/task/create', body);
    expect(created).toMatchObject({ code: 200, data: { scope_id: scopeId(), state: 'pending' } });
  });

  it('answers the task search and get to an operator with TagCenterSearchTagTask who may not tag', async () => {
    const { data } = await create(scopeId(), tagId('Owner'), [members().all()[0].unionid!]);
    await signIn('viewer');
    expect(await call('POST', searchPath, { page: 0, size: 5 })).toMatchObject({ code: 200 });
    expect(await call('GET', `/api/v1/scrm/member/tag/task/${data!.id}`)).toMatchObject({
      code: 200,
      data: { id: data!.id },
    });
  });

  it('answers an error envelope to a bad search body', async () => {
    expect(await call('POST', searchPath, { page: 'first', query: 'scope' })).toMatchObject({
      code: 400,
      data: null,
    });
  });
});
