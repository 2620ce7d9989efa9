/** The tag center's handlers on their own: privileges (968), bad bodies, the in-use refusals and the log. */
import { signIn } from '../../test/signIn';
import { tagCenterCategories, tagCenterScopes, tagCenterTags } from '../db/lookups';
import { tagCenterLog, tagSources, tagTokens } from '../db/tagCenter';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { SCOPE_CHANGES, TAG_CENTER_MESSAGES } from './tagCenter';

installMockBackend();

beforeEach(() => signIn('admin'));

const BASE = '/api/v1/tag-center-api';
const community = () => tagCenterScopes().findOne((scope) => scope.name === 'Community')!;

describe('privileges', () => {
  it.each([
    ['POST', `${BASE}/scope/save`],
    ['DELETE', `${BASE}/scope/{scope}/del`],
    ['POST', `${BASE}/category/save`],
    ['DELETE', `${BASE}/tag/{tag}/del`],
    ['POST', `${BASE}/source/save`],
    ['POST', `${BASE}/token/save`],
  ])('%s %s answers 968 to the viewer, who may only search', async (method, path) => {
    await signIn('viewer');
    const answer = await call(
      method,
      path.replace('{scope}', community().id).replace('{tag}', tagCenterTags().all()[0].id),
      { name: 'X', scope_id: community().id },
    );
    expect(answer).toMatchObject({ code: 968, data: null });
  });

  it('lets the viewer read the sources and the log', async () => {
    await signIn('viewer');
    expect(await call('POST', `${BASE}/source/search`, { page: 0, size: 10 })).toMatchObject({ code: 200 });
    expect(await call('POST', `${BASE}/log/search`, { page: 0, size: 10 })).toMatchObject({ code: 200 });
  });
});

describe('bad bodies', () => {
  it.each([
    [{ scope_id: community().id }, 'Field "name" must be a string'],
    [{ name: '  ', scope_id: community().id }, TAG_CENTER_MESSAGES.nameRequired],
    [{ name: 'A', scope_id: community().id, weight: -1 }, TAG_CENTER_MESSAGES.weightInvalid],
    [{ name: 'A', scope_id: community().id, weight: '3' }, 'Field "weight" must be a number'],
    [{ name: 'A', scope_id: community().id, disabled: 'no' }, 'Field "disabled" must be a boolean'],
    [{ name: 'A', scope_id: 'nowhere' }, TAG_CENTER_MESSAGES.scopeNotFound],
  ])('a category %j is refused with a clear message', async (body, msg) => {
    expect(await call('POST', `${BASE}/category/save`, body)).toEqual({ code: 400, msg, data: null });
  });

  it('refuses a tag in a category of another scope, and a body that is no JSON object', async () => {
    const other = tagCenterCategories().findOne((category) => category.scope_id !== community().id)!;
    expect(
      await call('POST', `${BASE}/tag/save`, { name: 'A', scope_id: community().id, category_id: other.id }),
    ).toEqual({ code: 400, msg: TAG_CENTER_MESSAGES.categoryNotFound, data: null });
    expect(await call('POST', `${BASE}/scope/save`, '[1, 2]')).toMatchObject({ code: 400, data: null });
  });
});

describe('saves, deletes and the log', () => {
  it('saves a scope with name and remark only, and logs it for every scope', async () => {
    const answer = await call<{ id: string }>('POST', `${BASE}/scope/save`, {
      name: ' Dealers ',
      remark: 'Dealer tags',
      weight: 5,
    });
    expect(answer.code).toBe(200);
    const saved = tagCenterScopes().get(answer.data.id)!;
    expect(saved).toMatchObject({ name: 'Dealers', remark: 'Dealer tags' });
    expect(saved).not.toHaveProperty('weight');
    expect(tagCenterLog().findOne((entry) => entry.subject_id === saved.id)).toMatchObject({
      scope_id: SCOPE_CHANGES,
      subject: 'scope',
      action: 'create',
      operator: 'admin@moto.example',
      before: null,
      after: { name: 'Dealers', remark: 'Dealer tags' },
    });
  });

  it('keeps a scope or category still in use, and logs a tag edit with its values before and after', async () => {
    const scope = community();
    expect(await call('DELETE', `${BASE}/scope/${scope.id}/del`)).toEqual({
      code: 400,
      msg: TAG_CENTER_MESSAGES.scopeInUse,
      data: null,
    });
    const tag = tagCenterTags().findOne((candidate) => candidate.name === 'Touring')!;
    expect(await call('DELETE', `${BASE}/category/${tag.category_id}/del`)).toMatchObject({
      code: 400,
      msg: TAG_CENTER_MESSAGES.categoryInUse,
    });
    const edit = { ...tag, weight: 99, disabled: true, remark: 'long rides' };
    expect(await call('POST', `${BASE}/tag/save`, edit)).toMatchObject({ code: 200 });
    expect(tagCenterLog().findOne((entry) => entry.subject_id === tag.id)).toMatchObject({
      scope_id: scope.id,
      action: 'update',
      before: { name: 'Touring', weight: tag.weight, disabled: false },
      after: { name: 'Touring', weight: 99, disabled: true, remark: 'long rides' },
    });
  });

  it('deletes a source and logs what it was', async () => {
    const source = tagSources().all()[0];
    expect(await call('DELETE', `${BASE}/source/${source.id}/del`)).toMatchObject({ code: 200 });
    expect(tagSources().get(source.id)).toBeUndefined();
    expect(tagCenterLog().findOne((entry) => entry.subject_id === source.id)).toMatchObject({
      action: 'delete',
      before: { name: source.name },
      after: null,
    });
  });

  it("answers a new token's secret once, keeps only its hash, and logs the token", async () => {
    const created = await call<{ id: string; token?: string; token_hint: string }>(
      'POST',
      `${BASE}/token/save`,
      {
        name: 'CRM sync',
        remark: '',
        scope_id: community().id,
      },
    );
    expect(created.code).toBe(200);
    const secret = created.data.token!;
    expect(secret).toMatch(/^tct_[0-9a-f]{48}$/);
    expect(created.data.token_hint).toBe(secret.slice(-4));
    expect(JSON.stringify(tagTokens().all())).not.toContain(secret);
    const listed = await call<{ results: object[] }>('POST', `${BASE}/token/search`, { page: 0, size: 10 });
    expect(listed.data.results).toEqual([expect.not.objectContaining({ token: expect.anything() })]);
    expect(JSON.stringify(listed)).not.toContain('token_sha256');
    const renamed = await call<{ token?: string }>('POST', `${BASE}/token/save`, {
      id: created.data.id,
      name: 'CRM nightly sync',
    });
    expect(renamed.data.token).toBeUndefined();
    expect(
      tagCenterLog()
        .find((entry) => entry.subject === 'token')
        .map((entry) => entry.action),
    ).toEqual(['create', 'update']);
  });
});

describe('deleted things hold nothing', () => {
  const removed = async (kind: string, id: string) =>
    expect(await call('DELETE', `${BASE}/${kind}/${id}/del`)).toMatchObject({ code: 200 });
  const liveTagsOf = (categoryId: string) =>
    tagCenterTags().find((tag) => tag.category_id === categoryId && !tag.is_deleted);

  it("lets a soft-deleted tag block neither its category's delete nor, through it, its scope's", async () => {
    // The seed's 'Desert' is deleted; its category still holds live tags.
    const desert = tagCenterTags().findOne((tag) => tag.name === 'Desert')!;
    expect(desert.is_deleted).toBe(true);
    const [last, ...others] = liveTagsOf(desert.category_id);
    for (const tag of others) await removed('tag', tag.id);
    expect(await call('DELETE', `${BASE}/category/${desert.category_id}/del`)).toMatchObject({
      code: 400,
      msg: TAG_CENTER_MESSAGES.categoryInUse,
    });
    await removed('tag', last.id);
    await removed('category', desert.category_id);

    const scopeId = desert.scope_id;
    for (const category of tagCenterCategories().find((candidate) => candidate.scope_id === scopeId)) {
      for (const tag of liveTagsOf(category.id)) await removed('tag', tag.id);
      await removed('category', category.id);
    }
    for (const source of tagSources().find((candidate) => candidate.scope_id === scopeId))
      await removed('source', source.id);
    // Only deleted tags remain with the scope's id: they hold nothing.
    expect(tagCenterTags().find((tag) => tag.scope_id === scopeId).length).toBeGreaterThan(0);
    await removed('scope', scopeId);
  });
});
