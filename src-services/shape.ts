/**
 * What a call promises to answer, checked once at the service boundary (issue 11). Each service call names the
 * shape of its envelope's `data`; the request client checks the answer against it, and an answer of another
 * shape fails the call like a broken envelope (`CLIENT_CODES.badResponse`). So no model or page ever reads
 * `results: "oops"`, `data: null` or a row without its fields.
 *
 *   export const couponShape: Shape<Coupon> = object({ card_id: string, title: string, ... });
 *   post(COUPON_SEARCH_PATH, request, searchResultOf(couponShape), options)
 *
 * Declared as `Shape<T>`, a shape must check every field `T` requires (the compiler holds it to that); optional
 * fields are listed where the UI reads into them. A shape answers the value itself, unlisted fields included.
 */
import type { SearchResult } from './types';

export class ShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`${path}: expected ${expected}`);
    this.name = 'ShapeError';
  }
}

/** Checks a value (`path` names it in the error) and answers it typed, or throws a ShapeError. */
export type Shape<T> = (value: unknown, path: string) => T;

function primitive<T>(expected: string, test: (value: unknown) => boolean): Shape<T> {
  return (value, path) => {
    if (!test(value)) throw new ShapeError(path, expected);
    return value as T;
  };
}

export const string = primitive<string>('a string', (value) => typeof value === 'string');
export const nonEmptyString = primitive<string>(
  'a non-empty string',
  (value) => typeof value === 'string' && value !== '',
);
export const number = primitive<number>(
  'a number',
  (value) => typeof value === 'number' && Number.isFinite(value),
);
export const boolean = primitive<boolean>('a boolean', (value) => typeof value === 'boolean');
/** The data of a call nobody reads (deactivate, delete, logout). */
export const anything: Shape<unknown> = (value) => value;

/** One of a few literal values: `oneOf('picked', 'used')`. */
export function oneOf<const V extends readonly (string | number | boolean)[]>(
  ...values: V
): Shape<V[number]> {
  return primitive<V[number]>(`one of ${values.join(', ')}`, (value) => values.includes(value as V[number]));
}

export const optional =
  <T>(shape: Shape<T>): Shape<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : shape(value, path);

export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value, path) =>
    value === null ? null : shape(value, path);

export function arrayOf<T>(item: Shape<T>): Shape<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'an array');
    value.forEach((entry, index) => item(entry, `${path}[${index}]`));
    return value as T[];
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Fields = Record<string, Shape<unknown>>;
type Checked<F extends Fields> = { [K in keyof F]: F[K] extends Shape<infer V> ? V : never };

/** An object with these fields (and any others, unchecked). */
export function object<F extends Fields>(fields: F): Shape<Checked<F>> {
  return (value, path) => {
    if (!isPlainObject(value)) throw new ShapeError(path, 'an object');
    for (const [key, field] of Object.entries(fields)) field(value[key], `${path}.${key}`);
    return value as Checked<F>;
  };
}

/** An object whose keys are not known in advance (page parameters, sub-aggregations by name). */
export function recordOf<T>(entry: Shape<T>): Shape<Record<string, T>> {
  return (value, path) => {
    if (!isPlainObject(value)) throw new ShapeError(path, 'an object');
    for (const [key, field] of Object.entries(value)) entry(field, `${path}.${key}`);
    return value as Record<string, T>;
  };
}

/** The first of two shapes that fits (an export answers a file or a job). */
export function either<A, B>(first: Shape<A>, second: Shape<B>): Shape<A | B> {
  return (value, path) => {
    try {
      return first(value, path);
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      return second(value, path);
    }
  };
}

/** The generic search engine's answer: `{results, total}` (03-community-analytics §7). */
export const searchResultOf = <T>(row: Shape<T>): Shape<SearchResult<T>> =>
  object({ results: arrayOf(row), total: number });
