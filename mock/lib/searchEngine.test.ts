import { MockError } from './errors';
import { project, search, valuesAt } from './searchEngine';

interface Row {
  id: string;
  name: string;
  weight?: number | null;
  updated_at: number;
  disabled?: boolean;
  metadata?: { activity_id?: string; score?: number };
  tags?: { id: string; name: string }[];
}

const ROWS: Row[] = [
  {
    id: 'a',
    name: 'Alpha Ride',
    weight: 5,
    updated_at: 100,
    disabled: false,
    metadata: { activity_id: 'x1', score: 3 },
  },
  {
    id: 'b',
    name: 'beta club',
    weight: 0,
    updated_at: 300,
    disabled: true,
    tags: [{ id: 't1', name: 'red' }],
  },
  { id: 'c', name: 'Gamma', weight: 5, updated_at: 200, metadata: { activity_id: 'x2' } },
  {
    id: 'd',
    name: 'delta ride',
    updated_at: 50,
    tags: [
      { id: 't1', name: 'red' },
      { id: 't2', name: 'blue' },
    ],
  },
  { id: 'e', name: 'Epsilon', weight: 10, updated_at: 400, disabled: false, metadata: { score: 7 } },
];

const ids = (body: unknown, rows: readonly Row[] = ROWS): string[] =>
  search(rows, body).results.map((row) => row.id as string);
const where = (k: string, op: string, v?: unknown): string[] => ids({ query: [{ k, op, v }], size: 100 });

function errorOf(body: unknown): MockError {
  try {
    search(ROWS, body);
  } catch (error) {
    if (error instanceof MockError) return error;
    throw error;
  }
  throw new Error('expected a MockError');
}

describe('search engine operators', () => {
  it('eq and ne, with missing fields and type coercion', () => {
    expect(where('weight', 'eq', 5)).toEqual(['a', 'c']);
    expect(where('weight', 'eq', '5')).toEqual(['a', 'c']);
    expect(where('weight', 'ne', 5)).toEqual(['b', 'd', 'e']);
    expect(where('disabled', 'eq', 'true')).toEqual(['b']);
    // "disabled ne true" keeps records without the field, as the tag lookups rely on.
    expect(where('disabled', 'ne', true)).toEqual(['a', 'c', 'd', 'e']);
    expect(where('weight', 'eq', null)).toEqual(['d']);
  });

  it('gt, gte, lt, lte', () => {
    expect(where('weight', 'gt', 5)).toEqual(['e']);
    expect(where('weight', 'gte', 5)).toEqual(['a', 'c', 'e']);
    expect(where('weight', 'lt', 5)).toEqual(['b']);
    expect(where('weight', 'lte', '5')).toEqual(['a', 'b', 'c']);
    expect(where('name', 'gt', 'Gamma')).toEqual(['b', 'd']); // code-point order: lower case after upper
  });

  it('in and nin', () => {
    expect(where('id', 'in', ['a', 'e', 'z'])).toEqual(['a', 'e']);
    expect(where('id', 'nin', ['a', 'e'])).toEqual(['b', 'c', 'd']);
    expect(where('weight', 'in', [0, null])).toEqual(['b', 'd']);
  });

  it('regex and not_regex are case-insensitive', () => {
    expect(where('name', 'regex', 'ride$')).toEqual(['a', 'd']);
    expect(where('name', 'regex', '^(alpha|beta)')).toEqual(['a', 'b']);
    expect(where('name', 'not_regex', 'RIDE')).toEqual(['b', 'c', 'e']);
  });

  it('between is inclusive and may be open on one side', () => {
    expect(where('updated_at', 'between', [100, 300])).toEqual(['a', 'b', 'c']);
    expect(where('updated_at', 'between', [null, 100])).toEqual(['a', 'd']);
  });

  it('exists', () => {
    expect(where('metadata.score', 'exists', true)).toEqual(['a', 'e']);
    expect(where('weight', 'exists', false)).toEqual(['d']);
  });

  it('dotted keys, through objects and arrays', () => {
    expect(where('metadata.activity_id', 'eq', 'x2')).toEqual(['c']);
    expect(where('tags.id', 'eq', 't1')).toEqual(['b', 'd']);
    expect(where('tags.name', 'in', ['blue'])).toEqual(['d']);
    expect(valuesAt({ a: [{ b: [1, 2] }, { b: 3 }] }, 'a.b')).toEqual([1, 2, 3]);
  });

  it('AND is the default; OR joins alternatives; an empty query matches all', () => {
    const query = [
      { k: 'weight', op: 'eq', v: 5 },
      { k: 'name', op: 'regex', v: 'ride' },
    ];
    expect(ids({ query })).toEqual(['a']);
    expect(ids({ query, operator: 'AND' })).toEqual(['a']);
    expect(ids({ query, operator: 'OR' })).toEqual(['a', 'c', 'd']);
    expect(ids({ query: [], operator: 'OR' })).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('search engine order, paging and projection', () => {
  it('orders by several keys, stable, missing values last in both directions', () => {
    expect(ids({ order: '-weight,-updated_at' })).toEqual(['e', 'c', 'a', 'b', 'd']);
    expect(ids({ order: 'weight,updated_at' })).toEqual(['b', 'a', 'c', 'e', 'd']);
    // Ties keep the input order.
    expect(ids({ order: '-weight' })).toEqual(['e', 'a', 'c', 'b', 'd']);
    expect(ids({ order: ' +weight , -id ' })).toEqual(['b', 'c', 'a', 'e', 'd']);
  });

  it('pages from 0, 30 rows a page when the search names no size (03 §9), and counts every match', () => {
    const many = Array.from({ length: 65 }, (_, i) => ({ id: `r${i}`, name: '', updated_at: i }));
    expect(search(many, {}).results).toHaveLength(30);
    const page2 = search(many, { page: 2, order: '-updated_at' });
    expect(page2.results.map((row) => row.id)).toEqual(['r4', 'r3', 'r2', 'r1', 'r0']);
    expect(page2.total).toBe(65);
    expect(search(many, { page: 9 })).toEqual({ results: [], total: 65 });
    expect(search(ROWS, { size: 2, page: 1, query: [{ k: 'weight', op: 'exists', v: true }] })).toEqual({
      results: [ROWS[2], ROWS[4]],
      total: 4,
    });
    expect(search(ROWS, { size: 0 })).toEqual({ results: [], total: 5 });
  });

  it('projects fields (array or comma string), keeps id, follows dotted keys', () => {
    expect(search(ROWS, { fields: ['name'], size: 1 }).results).toEqual([{ id: 'a', name: 'Alpha Ride' }]);
    expect(search(ROWS, { fields: 'metadata.activity_id, weight', size: 1 }).results).toEqual([
      { id: 'a', weight: 5, metadata: { activity_id: 'x1' } },
    ]);
    expect(project(ROWS[3], ['tags.name'])).toEqual({ id: 'd', tags: [{ name: 'red' }, { name: 'blue' }] });
    // The source record is never touched.
    expect(ROWS[0].metadata).toEqual({ activity_id: 'x1', score: 3 });
  });
});

describe('search engine validation', () => {
  it.each([
    [{ query: { k: 'a' } }, 'Field "query" must be an array'],
    [{ query: ['x'] }, 'Field "query[0]" must be an object with k, op and v'],
    [{ query: [{ k: '', op: 'eq', v: 1 }] }, 'Field "query[0].k" must be a non-empty string'],
    [
      {
        query: [
          { k: 'a', op: 'eq' },
          { k: 'a', op: 'contains', v: 1 },
        ],
      },
      'Unknown query op "contains" in query[1]',
    ],
    [{ query: [{ k: 'a', op: 'regex', v: '(' }] }, 'Invalid regex in query[0]'],
    [{ query: [{ k: 'a', op: 'in', v: 'x' }] }, 'Field "query[0].v" must be an array for in'],
    [{ query: [{ k: 'a', op: 'between', v: [1] }] }, 'Field "query[0].v" must be [min, max] for between'],
    [{ query: [{ k: 'a', op: 'exists', v: 'yes' }] }, 'Field "query[0].v" must be a boolean for exists'],
    [{ operator: 'XOR' }, 'Field "operator" must be AND or OR, got "XOR"'],
    [{ page: -1 }, 'Field "page" must be a non-negative integer'],
    [{ page: 1.5 }, 'Field "page" must be a non-negative integer'],
    [{ page: '1' }, 'Field "page" must be a non-negative integer'],
    [{ size: 100_000_001 }, 'Field "size" must be an integer from 0 to 100000000'],
    [{ order: ['-a'] }, 'Field "order" must be a comma-separated string'],
    [{ fields: [1] }, 'Field "fields" must be an array of strings or a comma-separated string'],
    [[1, 2], 'Body must be a JSON object'],
  ])('%j is refused with code 400', (body, message) => {
    const error = errorOf(body);
    expect(error.code).toBe(400);
    expect(error.msg).toContain(message);
  });

  it('accepts the largest page size', () => {
    expect(search(ROWS, { size: 100_000_000 }).results).toHaveLength(5);
  });
});
