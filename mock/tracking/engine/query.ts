/**
 * The query DSL subset: bool (must, filter, should, must_not, minimum_should_match), term, terms, range, exists,
 * regexp, match_all, match_none, compiled to a small tree (every error is found before any row is read).
 * Dictionary fields become per-code lookup tables; evaluate.ts runs the tree.
 */
import type { DictColumn, DictValue, NumColumn } from '../columns';
import { parseTimeZone } from '../dates';
import type { TrackingStore } from '../store';
import { checkKeys, expectObject, fail, isObject, onlyKey, type Obj } from './errors';
import { coerceValue, compareValues, resolveField, resolveLeaf } from './fields';

export type QueryNode =
  | { t: 'all' }
  | { t: 'none' }
  /** Rows whose code is allowed (allowed[0], "missing", is always 0). */
  | { t: 'dict'; column: DictColumn; allowed: Uint8Array }
  /** Rows whose number lies in the interval; NaN (missing) never does. */
  | { t: 'num'; column: NumColumn; min: number; minIn: boolean; max: number; maxIn: boolean }
  | { t: 'bool'; must: QueryNode[]; should: QueryNode[]; mustNot: QueryNode[]; msm: number };

export function compileQuery(store: TrackingStore, json: unknown): QueryNode {
  const [clause, body] = onlyKey(json, 'query clause');
  switch (clause) {
    case 'match_all':
      checkKeys(expectObject(body, 'match_all'), ['boost', '_name'], 'match_all');
      return { t: 'all' };
    case 'match_none':
      checkKeys(expectObject(body, 'match_none'), ['_name'], 'match_none');
      return { t: 'none' };
    case 'bool':
      return compileBool(store, expectObject(body, 'bool'));
    case 'term':
      return compileTerm(store, expectObject(body, 'term'));
    case 'terms':
      return compileTerms(store, expectObject(body, 'terms'));
    case 'range':
      return compileRange(store, expectObject(body, 'range'));
    case 'exists':
      return compileExists(store, expectObject(body, 'exists'));
    case 'regexp':
      return compileRegexp(store, expectObject(body, 'regexp'));
    default:
      return fail(`Unsupported query clause "${clause}"`);
  }
}

function clauses(store: TrackingStore, value: unknown, where: string): QueryNode[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    if (!isObject(item)) fail(`Malformed bool.${where}: expected a clause object or an array of them`);
    return compileQuery(store, item);
  });
}

function compileBool(store: TrackingStore, body: Obj): QueryNode {
  checkKeys(body, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', '_name'], 'bool');
  // Scores are not computed, so must and filter mean the same thing here.
  const must = [...clauses(store, body.must, 'must'), ...clauses(store, body.filter, 'filter')];
  const should = clauses(store, body.should, 'should');
  const mustNot = clauses(store, body.must_not, 'must_not');
  const fallback = should.length > 0 && must.length === 0 ? 1 : 0;
  const msm =
    body.minimum_should_match === undefined
      ? fallback
      : minimumShouldMatch(body.minimum_should_match, should.length);
  return { t: 'bool', must, should, mustNot, msm };
}

/** Elasticsearch's forms: 2, -1 (all but one), "75%", "-25%". */
function minimumShouldMatch(value: unknown, count: number): number {
  const text = String(value).trim();
  const m = /^(-?)(\d+)(%?)$/.exec(text);
  if ((typeof value !== 'number' && typeof value !== 'string') || !m)
    fail(`Malformed bool.minimum_should_match ${JSON.stringify(value)}: use an integer or a percentage`);
  const n = m[3] ? Math.floor((count * Number(m[2])) / 100) : Number(m[2]);
  return Math.max(0, m[1] ? count - n : n);
}

/** {field: value} or {field: {value, boost, case_insensitive}}. */
function compileTerm(store: TrackingStore, body: Obj): QueryNode {
  const [field, spec] = onlyKey(body, 'term');
  let value = spec;
  let caseInsensitive = false;
  if (isObject(spec)) {
    checkKeys(spec, ['value', 'boost', 'case_insensitive', '_name'], `term on "${field}"`);
    value = spec.value;
    caseInsensitive = spec.case_insensitive === true;
  }
  return matchValues(store, field, [value], caseInsensitive, 'term');
}

function compileTerms(store: TrackingStore, body: Obj): QueryNode {
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) fail(`Malformed terms: expected one field, found ${fields.length}`);
  const values = body[fields[0]];
  if (!Array.isArray(values))
    fail(`Malformed terms on "${fields[0]}": expected an array of values (terms lookup is not supported)`);
  return matchValues(store, fields[0], values, false, 'terms');
}

function matchValues(
  store: TrackingStore,
  field: string,
  values: unknown[],
  ci: boolean,
  where: string,
): QueryNode {
  const column = resolveLeaf(store, field, where);
  if (values.length === 0) return { t: 'none' };
  if (column.kind === 'num') {
    const nodes: QueryNode[] = values.map((v) => {
      const n = coerceValue(column, v, where) as number;
      return { t: 'num', column, min: n, minIn: true, max: n, maxIn: true };
    });
    return nodes.length === 1 ? nodes[0] : { t: 'bool', must: [], should: nodes, mustNot: [], msm: 1 };
  }
  const allowed = new Uint8Array(column.values.length);
  const wanted = values.map((v) => coerceValue(column, v, where));
  if (ci && column.type === 'keyword') {
    const lower = new Set(wanted.map((v) => String(v).toLowerCase()));
    column.values.forEach((v, code) => {
      if (code > 0 && lower.has(String(v).toLowerCase())) allowed[code] = 1;
    });
  } else {
    for (const v of wanted) {
      const code = column.lookup.get(v);
      if (code !== undefined) allowed[code] = 1;
    }
  }
  return { t: 'dict', column, allowed };
}

const RANGE_KEYS = ['gte', 'gt', 'lte', 'lt', 'format', 'time_zone', 'boost', 'relation', '_name'];

function compileRange(store: TrackingStore, body: Obj): QueryNode {
  const [field, spec] = onlyKey(body, 'range');
  const where = `range on "${field}"`;
  const params = expectObject(spec, where);
  checkKeys(params, RANGE_KEYS, where);
  const column = resolveLeaf(store, field, 'range');
  if (column.kind === 'dict' && column.type === 'boolean')
    fail(`${where}: range is not supported on boolean fields`);
  const opts = { unit: rangeUnit(params.format, where), offset: 0 };
  if (params.time_zone !== undefined) {
    opts.offset = parseTimeZone(String(params.time_zone));
    if (Number.isNaN(opts.offset))
      fail(`Unsupported time_zone ${JSON.stringify(params.time_zone)} in ${where}`);
  }
  const bound = (key: string): DictValue | undefined =>
    params[key] === undefined || params[key] === null
      ? undefined
      : coerceValue(column, params[key], where, opts);
  const gte = bound('gte');
  const gt = bound('gt');
  const lte = bound('lte');
  const lt = bound('lt');
  if (column.kind === 'num') {
    // The tighter of gt/gte (and lt/lte) wins when both are given.
    let min = -Infinity;
    let minIn = true;
    if (gte !== undefined) min = gte as number;
    if (gt !== undefined && (gt as number) >= min) [min, minIn] = [gt as number, false];
    let max = Infinity;
    let maxIn = true;
    if (lte !== undefined) max = lte as number;
    if (lt !== undefined && (lt as number) <= max) [max, maxIn] = [lt as number, false];
    return { t: 'num', column, min, minIn, max, maxIn };
  }
  const allowed = new Uint8Array(column.values.length);
  column.values.forEach((v, code) => {
    if (code === 0) return;
    if (gte !== undefined && compareValues(v, gte) < 0) return;
    if (gt !== undefined && compareValues(v, gt) <= 0) return;
    if (lte !== undefined && compareValues(v, lte) > 0) return;
    if (lt !== undefined && compareValues(v, lt) >= 0) return;
    allowed[code] = 1;
  });
  return { t: 'dict', column, allowed };
}

/** "epoch_millis" or "epoch_second" fix how numbers are read; otherwise seconds vs ms is told by magnitude. */
function rangeUnit(format: unknown, where: string): 's' | 'ms' | undefined {
  if (format === undefined) return undefined;
  if (typeof format !== 'string') fail(`Malformed format in ${where}`);
  const parts = format.split('||');
  const known = [
    'epoch_millis',
    'epoch_second',
    'strict_date_optional_time',
    'date_optional_time',
    'date',
    'yyyy-MM-dd',
  ];
  for (const p of parts)
    if (!known.includes(p))
      fail(`Unsupported format "${p}" in ${where} (use epoch_millis, epoch_second or ISO-8601 dates)`);
  if (parts.includes('epoch_millis') && !parts.includes('epoch_second')) return 'ms';
  if (parts.includes('epoch_second') && !parts.includes('epoch_millis')) return 's';
  return undefined;
}

function compileExists(store: TrackingStore, body: Obj): QueryNode {
  checkKeys(body, ['field', 'boost', '_name'], 'exists');
  const ref = resolveField(store, body.field, 'exists');
  const leaves = ref.kind === 'object' ? ref.columns : [ref];
  const nodes = leaves.map((column): QueryNode => {
    if (column.kind === 'num')
      return { t: 'num', column, min: -Infinity, minIn: true, max: Infinity, maxIn: true };
    const allowed = new Uint8Array(column.values.length).fill(1);
    allowed[0] = 0;
    return { t: 'dict', column, allowed };
  });
  if (nodes.length === 0) return { t: 'none' };
  return nodes.length === 1 ? nodes[0] : { t: 'bool', must: [], should: nodes, mustNot: [], msm: 1 };
}

/** Anchored like Lucene's regexp, but in JavaScript regular-expression syntax; keyword fields only. */
function compileRegexp(store: TrackingStore, body: Obj): QueryNode {
  const [field, spec] = onlyKey(body, 'regexp');
  let pattern = spec;
  let flags = '';
  if (isObject(spec)) {
    checkKeys(
      spec,
      ['value', 'flags', 'case_insensitive', 'max_determinized_states', 'boost', '_name'],
      `regexp on "${field}"`,
    );
    pattern = spec.value;
    if (spec.case_insensitive === true) flags = 'i';
  }
  if (typeof pattern !== 'string') fail(`Malformed regexp on "${field}": expected a pattern string`);
  const column = resolveLeaf(store, field, 'regexp');
  if (column.kind !== 'dict' || column.type !== 'keyword')
    fail(`regexp needs a keyword field, "${field}" is not one`);
  let re: RegExp;
  try {
    re = new RegExp(`^(?:${pattern})$`, flags);
  } catch {
    return fail(`Invalid regular expression ${JSON.stringify(pattern)} in regexp on "${field}"`);
  }
  const allowed = new Uint8Array(column.values.length);
  column.values.forEach((v, code) => {
    if (code > 0 && re.test(String(v))) allowed[code] = 1;
  });
  return { t: 'dict', column, allowed };
}
