import { search } from 'mock/lib/searchEngine';
import { fromQueryItem, operatorsFor, toQueryItem, type FilterField } from './conditions';
import { readListUrl, writeListUrl } from './query';

const title: FilterField = { key: 'title', labelKey: 'list.filter.field', type: 'string' };
const created: FilterField = { key: 'created_at', labelKey: 'list.filter.field', type: 'date' };
const usedAt: FilterField = { key: 'used_at', labelKey: 'list.filter.field', type: 'time' };
const weight: FilterField = { key: 'weight', labelKey: 'list.filter.field', type: 'number' };
const used: FilterField = { key: 'used', labelKey: 'list.filter.field', type: 'boolean' };
const gender: FilterField = { key: 'gender', labelKey: 'list.filter.field', type: 'gender' };
const fields = [title, created, usedAt, weight, used, gender];

// 2025-06-01 00:00:00 in UTC+8.
const JUNE_1 = 1748707200;

const records = [
  {
    id: '1',
    title: 'Spring (1.5x) gift',
    created_at: JUNE_1 - 1,
    used_at: JUNE_1 + 3600,
    weight: 5,
    used: true,
    gender: 1,
  },
  { id: '2', title: 'Winter gift', created_at: JUNE_1, used_at: JUNE_1, weight: 10, used: false, gender: 2 },
  { id: '3', title: 'spring', created_at: JUNE_1 + 86399, weight: 15, used: false, gender: 0 },
  { id: '4', title: 'Summer', created_at: JUNE_1 + 86400, weight: 20, used: true, gender: 1 },
];

function matching(field: FilterField, uiK: string, raw: string): string[] {
  const item = toQueryItem({ k: field.key, uiK, raw }, field);
  if (!item) throw new Error(`no item for ${uiK} ${raw}`);
  return search(records, { query: [item], size: 100 }).results.map((record) => record.id as string);
}

describe('filter operators (03-community-analytics §3)', () => {
  it('offers the operators of each field type', () => {
    expect(operatorsFor('string')).toEqual([
      'is',
      'is_not',
      'start_with',
      'end_with',
      'contains',
      'not_contain',
    ]);
    expect(operatorsFor('date')).toEqual(['day', 'earlier', 'later']);
    expect(operatorsFor('number')).toEqual(['gt', 'lt', 'lte', 'gte', 'equal']);
    expect(operatorsFor('time')).toEqual(['gt', 'lt', 'lte', 'gte', 'equal']);
    expect(operatorsFor('boolean')).toEqual(['is']);
    expect(operatorsFor('gender')).toEqual(['is']);
    expect(operatorsFor('scene')).toEqual(['is']);
  });

  it.each([
    ['is', 'spring', ['3']],
    ['is_not', 'spring', ['1', '2', '4']],
    ['start_with', 'spring', ['1', '3']],
    ['end_with', 'gift', ['1', '2']],
    ['contains', '(1.5x)', ['1']],
    ['not_contain', 'gift', ['3', '4']],
  ])('strings: %s "%s" (regex based, special characters literal)', (uiK, raw, ids) => {
    expect(matching(title, uiK, raw)).toEqual(ids);
  });

  it.each([
    ['day', '2025-06-01', ['2', '3']],
    ['earlier', '2025-06-01', ['1', '2']],
    ['later', '2025-06-01', ['3', '4']],
  ])('dates in UTC+8: %s %s', (uiK, raw, ids) => {
    expect(matching(created, uiK, raw)).toEqual(ids);
  });

  it.each([
    ['gt', '10', ['3', '4']],
    ['lt', '10', ['1']],
    ['lte', '10', ['1', '2']],
    ['gte', '15', ['3', '4']],
    ['equal', '20', ['4']],
  ])('numbers: %s %s', (uiK, raw, ids) => {
    expect(matching(weight, uiK, raw)).toEqual(ids);
  });

  it('times, booleans and gender', () => {
    expect(matching(usedAt, 'gt', '2025-06-01 00:00:00')).toEqual(['1']);
    expect(matching(used, 'is', 'true')).toEqual(['1', '4']);
    expect(matching(gender, 'is', '2')).toEqual(['2']);
  });

  it('leaves incomplete rows out', () => {
    expect(toQueryItem({ k: 'title', uiK: 'contains', raw: '' }, title)).toBeNull();
    expect(toQueryItem({ k: 'created_at', uiK: 'day', raw: '2025-02-30' }, created)).toBeNull();
    expect(toQueryItem({ k: 'weight', uiK: 'gt', raw: 'ten' }, weight)).toBeNull();
  });

  it.each([
    [title, 'contains', 'a.b (c)'],
    [title, 'is', 'x$'],
    [created, 'later', '2025-06-01'],
    [usedAt, 'lte', '2025-06-01 12:30:00'],
    [weight, 'equal', '3.5'],
    [used, 'is', 'false'],
  ])('loads a saved item back as the operator typed it: %p %s %s', (field, uiK, raw) => {
    const item = toQueryItem({ k: field.key, uiK, raw }, field);
    expect(fromQueryItem(JSON.parse(JSON.stringify(item)), fields)).toEqual({ k: field.key, uiK, raw });
  });
});

describe('list state in the URL', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    const state = {
      query: [{ k: 'title', op: 'regex' as const, v: 'a', uiK: 'contains' }],
      operator: 'OR' as const,
      page: 2,
      order: 'title',
    };
    const params = writeListUrl(state, '-updated_at', new URLSearchParams('tab=x'));
    expect(params.get('page')).toBe('3');
    expect(params.get('tab')).toBe('x');
    expect(readListUrl(params, '-updated_at')).toEqual(state);
    expect(
      writeListUrl({ query: [], operator: 'AND', page: 0, order: '-updated_at' }, '-updated_at').toString(),
    ).toBe('');
  });

  it("starts with a list's default conditions, and keeps their removal in the URL", () => {
    const defaults = [{ k: 'state', op: 'eq' as const, v: 'valid', uiK: 'is' }];
    const plain = new URLSearchParams();
    expect(readListUrl(plain, '-active_at', defaults).query).toEqual(defaults);
    const asDefault = { query: defaults, operator: 'AND' as const, page: 0, order: '-active_at' };
    expect(writeListUrl(asDefault, '-active_at', undefined, defaults).toString()).toBe('');
    const removed = writeListUrl({ ...asDefault, query: [] }, '-active_at', undefined, defaults);
    expect(readListUrl(removed, '-active_at', defaults).query).toEqual([]);
  });

  it('survives a broken link', () => {
    expect(readListUrl(new URLSearchParams('page=-4&filter=%7Bnope'), 'title')).toEqual({
      query: [],
      operator: 'AND',
      page: 0,
      order: 'title',
    });
  });
});
