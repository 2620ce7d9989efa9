import type { SavedFilter } from '../../src-services/types';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

const COUPON = '/api/v1/coupon-center/coupon/filter';
const RIDE = '/api/v1/scrm/ride/filter';
const filterBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  filter: { operator: 'AND', query: [{ k: 'title', op: 'regex', v: 'spring', uiK: 'contains' }] },
  ...extra,
});

async function save(path: string, body: unknown): Promise<SavedFilter> {
  const answer = await call<SavedFilter>('POST', path, body);
  expect(answer).toMatchObject({ code: 200 });
  return answer.data;
}

const names = async (path: string): Promise<string[]> =>
  (await call<SavedFilter[]>('GET', path)).data.map((filter) => filter.name);

describe('saved filters', () => {
  it('needs a session', async () => {
    expect((await call('GET', COUPON)).code).toBe(969);
  });

  it('creates filters and lists them per base, newest first', async () => {
    await signIn();
    const first = await save(COUPON, filterBody(' Spring coupons '));
    expect(first).toEqual({
      id: expect.any(String),
      name: 'Spring coupons',
      filter: { operator: 'AND', query: [{ k: 'title', op: 'regex', v: 'spring', uiK: 'contains' }] },
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
    });
    await save(COUPON, filterBody('Second'));
    await save(RIDE, filterBody('Long rides'));
    expect(await names(COUPON)).toEqual(['Second', 'Spring coupons']);
    expect(await names(RIDE)).toEqual(['Long rides']);
  });

  it('keeps each operator to their own filters', async () => {
    await signIn('admin');
    const mine = await save(COUPON, filterBody('Admin only'));
    await signIn('viewer');
    expect(await names(COUPON)).toEqual([]);
    expect(await call('DELETE', `${COUPON}/${mine.id}`)).toEqual({
      code: 404,
      msg: 'Filter not found',
      data: null,
    });
    expect((await call('POST', COUPON, filterBody('Hijack', { id: mine.id }))).code).toBe(404);
  });

  it('updates a filter when the body carries its id', async () => {
    await signIn();
    const saved = await save(COUPON, filterBody('Draft'));
    const updated = await save(COUPON, {
      id: saved.id,
      name: 'Final',
      filter: { operator: 'OR', query: [{ k: 'deleted', op: 'eq', v: false }] },
    });
    expect(updated).toMatchObject({ id: saved.id, name: 'Final', filter: { operator: 'OR' } });
    expect(await names(COUPON)).toEqual(['Final']);
  });

  it('deletes a filter', async () => {
    await signIn();
    const saved = await save(COUPON, filterBody('Gone soon'));
    expect(await call('DELETE', `${COUPON}/${saved.id}`)).toEqual({ code: 200, msg: 'success', data: null });
    expect(await names(COUPON)).toEqual([]);
    expect((await call('DELETE', `${COUPON}/${saved.id}`)).code).toBe(404);
  });

  it('survives logout: filters belong to the operator, not the session', async () => {
    await signIn('club');
    await save(RIDE, filterBody('Club rides'));
    await call('POST', '/api/v1/manager/logout');
    expect((await call('GET', RIDE)).code).toBe(969);
    await signIn('club');
    expect(await names(RIDE)).toEqual(['Club rides']);
  });

  it.each([
    [{ ...filterBody('x'), name: '   ' }, 'Filter name is required'],
    [{ filter: filterBody('x').filter }, 'Filter name is required'],
    [{ ...filterBody('x'), name: 7 }, 'Field "name" must be a string'],
    [{ name: 'x' }, 'Field "filter" must be an object'],
    [{ name: 'x', filter: { operator: 'AND', query: 'k=1' } }, 'Field "filter.query" must be an array'],
    [{ name: 'x', filter: { operator: 'NOR', query: [] } }, 'Field "operator" must be AND or OR'],
    [{ name: 'x', filter: { query: [{ k: 'a', op: 'like', v: 1 }] } }, 'Unknown query op "like" in query[0]'],
  ])('refuses %j', async (body, message) => {
    await signIn();
    const answer = await call('POST', COUPON, body);
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(message);
    expect(await names(COUPON)).toEqual([]);
  });

  it("keeps the tracking service's filters in its own item shape (03 §3) and checks them", async () => {
    await signIn();
    const TRACKING = '/api/v1/mini_tracking/filter';
    const item = { key: 'ip.city', 'ui-key': 'contains', operation: 'regex', value: '杭州' };
    const saved = await save(TRACKING, { name: 'Hangzhou', filter: { operator: 'OR', query: [item] } });
    expect(saved.filter).toEqual({ operator: 'OR', query: [item] });
    const generic = await call('POST', TRACKING, filterBody('Generic shape'));
    expect(generic).toMatchObject({ code: 400, msg: 'Filter item 1 needs "key" and "operation"' });
    const badOperation = {
      name: 'Bad',
      filter: { operator: 'AND', query: [{ ...item, operation: 'like' }] },
    };
    expect((await call('POST', TRACKING, badOperation)).code).toBe(400);
  });
});
