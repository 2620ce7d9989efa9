import { buildStore } from '../store';
import { TEST_EVENTS } from '../testEvents';
import { QueryError } from './errors';
import { genericSearch, isGenericSearch } from './generic';

const store = buildStore(TEST_EVENTS);
const ids = (body: Record<string, unknown>) => genericSearch(store, body).results.map((r) => r.id);

describe('generic search form (the event list and filter panel)', () => {
  it('is told apart from an Elasticsearch body', () => {
    expect(isGenericSearch({ query: [], page: 0 })).toBe(true);
    expect(isGenericSearch({ query: { match_all: {} }, size: 0 })).toBe(false);
  });

  it('answers {results, total}, newest first by default, with paging', () => {
    const res = genericSearch(store, {
      query: [{ k: 'type', op: 'eq', v: 'app_on_launch' }],
      page: 0,
      size: 2,
    });
    expect(res.total).toBe(3);
    expect(res.results.map((r) => r.id)).toEqual(['e7', 'e5']);
    expect(res.results[0]).toMatchObject({ id: 'e7', type: 'app_on_launch', launch_option: { scene: 1007 } });
    expect(ids({ query: [{ k: 'type', op: 'eq', v: 'app_on_launch' }], page: 1, size: 2 })).toEqual(['e1']);
  });

  it('supports the operators, AND/OR and the tracking item variant', () => {
    expect(ids({ query: [{ k: 'scope.route', op: 'regex', v: 'community' }], order: 'created_at' })).toEqual([
      'e3',
      'e5',
      'e7',
    ]);
    expect(ids({ query: [{ k: 'scope.route', op: 'regex', v: '^pages/store' }] })).toEqual(['e8']);
    expect(ids({ query: [{ k: 'scope.route', op: 'not_regex', v: 'index' }], order: 'created_at' })).toEqual([
      'e3',
      'e5',
      'e7',
      'e8',
    ]);
    expect(ids({ query: [{ k: 'ip.city', op: 'in', v: ['杭州市'] }], order: 'created_at' })).toEqual([
      'e4',
      'e7',
    ]);
    expect(ids({ query: [{ k: 'ip.city', op: 'nin', v: ['杭州市', '广州市', '深圳市'] }] })).toEqual(['e8']);
    expect(
      ids({
        query: [
          { k: 'gender', op: 'ne', v: 1 },
          { k: 'gender', op: 'exists' },
        ],
        order: 'created_at',
      }),
    ).toEqual(['e1', 'e3', 'e4', 'e7']);
    expect(
      ids({ query: [{ k: 'launch_option.scene', op: 'between', v: [1010, 1047] }], order: 'created_at' }),
    ).toEqual(['e3', 'e4']);
    expect(
      ids({
        query: [
          { key: 'system_info.brand', operation: 'eq', value: 'iPhone' },
          { key: 'ip.province', operation: 'eq', value: '浙江省' },
        ],
        operator: 'OR',
        order: '-created_at',
      }),
    ).toEqual(['e7', 'e4', 'e3', 'e1']);
    expect(
      ids({ query: [{ k: 'created_at', op: 'gte', v: '2024-01-04T00:00:00Z' }], fields: 'type' }),
    ).toEqual(['e8', 'e7']);
    expect(genericSearch(store, { query: [], fields: ['type'], size: 1 }).results[0]).toEqual({
      id: 'e8',
      type: 'page_on_show',
    });
  });

  it('rejects unknown operators', () => {
    expect(() => genericSearch(store, { query: [{ k: 'type', op: 'like', v: 'a' }] })).toThrow(QueryError);
    expect(() => genericSearch(store, { query: [{ k: 'type', op: 'like', v: 'a' }] })).toThrow(
      'Unsupported operator "like" in query item 0',
    );
  });
});
