import type { SearchResult } from '../../src-services/types';
import type { FloorItem, SubscribeTemplate, TagCenterScope, TagCenterTag } from '../../src-services/lookups';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

describe('the selector lists', () => {
  it('need a session', async () => {
    expect((await call('POST', '/api/v1/categories/query', { page: 0, size: 1000 })).code).toBe(969);
  });

  it('list the floors of one type, with visible, invisible and time-boxed ones', async () => {
    await signIn('viewer');
    const answer = await call<SearchResult<FloorItem>>('POST', '/api/v1/floor-center/floor/home/search', {
      page: 0,
      size: 1000,
      order: '-updated_at,-weight',
    });
    expect(answer.data.total).toBe(8);
    expect(answer.data.results.every((floor) => floor.type === 'home')).toBe(true);
    expect(answer.data.results.some((floor) => floor.visible === false)).toBe(true);
    expect(answer.data.results.every((floor) => typeof floor.online_at === 'number')).toBe(true);
  });

  it('list the tags of a scope with the tag-center query, leaving out disabled and deleted ones', async () => {
    await signIn('viewer');
    const scopes = await call<SearchResult<TagCenterScope>>('POST', '/api/v1/tag-center-api/scope/search', {
      page: 0,
      size: 10_000_000,
      operator: 'AND',
    });
    const community = scopes.data.results.find((scope) => scope.name === 'Community');
    const tags = await call<SearchResult<TagCenterTag>>('POST', '/api/v1/tag-center-api/tag/search', {
      page: 0,
      size: 1_000_000,
      operator: 'AND',
      order: '-updated_at',
      query: [
        { k: 'scope_id', op: 'eq', v: community?.id },
        { k: 'disabled', op: 'ne', v: true },
      ],
      fields: ['id', 'name', 'category_id'],
    });
    const names = tags.data.results.map((tag) => tag.name);
    expect(names).toContain('Touring');
    expect(names).not.toContain('Night ride');
    expect(names).not.toContain('Desert');
    expect(names).not.toContain('Owner');
    expect(Object.keys(tags.data.results[0]).sort()).toEqual(['category_id', 'id', 'name']);
  });

  it('answer the WeChat templates as a plain list', async () => {
    await signIn('viewer');
    const answer = await call<SubscribeTemplate[]>('GET', '/api/v1/wx/wxaapi/newtmpl/gettemplate');
    expect(answer.data[0]).toEqual(
      expect.objectContaining({
        priTmplId: 'tpl-activity-start',
        content: expect.stringContaining('{{thing1.DATA}}'),
      }),
    );
  });

  it('give a reservation activity with its form fields, and 404 for an unknown one', async () => {
    await signIn('viewer');
    const list = await call<SearchResult<{ id: string }>>(
      'POST',
      '/api/v1/reservation-center/activity/search',
      {
        page: 0,
        size: 1000,
      },
    );
    const one = await call<{ form_fields: unknown[] }>(
      'GET',
      `/api/v1/reservation-center/activity/${list.data.results[0].id}`,
    );
    expect(one.data.form_fields).toHaveLength(3);
    expect((await call('GET', '/api/v1/reservation-center/activity/nope')).code).toBe(404);
  });

  it('filter red-packet activities by is_enable', async () => {
    await signIn('viewer');
    const answer = await call<SearchResult<{ is_enable: boolean }>>(
      'POST',
      '/api/v1/red-packet-center-api/activity/search',
      { page: 0, size: 1000, order: '-updated_at', query: [{ k: 'is_enable', op: 'eq', v: true }] },
    );
    expect(answer.data.total).toBe(4);
    expect(answer.data.results.every((item) => item.is_enable)).toBe(true);
  });
});
