/** Field readers for JSON bodies: each names the field it refuses, so a 400 says exactly what is wrong. */
import { badRequest } from './errors';
import { isPlainObject } from './body';

type Obj = Record<string, unknown>;

export function requireString(body: Obj, field: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw badRequest(`Field "${field}" must be a string`);
  return value;
}

export function optionalString(body: Obj, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`Field "${field}" must be a string`);
  return value;
}

export function optionalNumber(body: Obj, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw badRequest(`Field "${field}" must be a number`);
  return value;
}

export function optionalBoolean(body: Obj, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`Field "${field}" must be a boolean`);
  return value;
}

export function requireObject(body: Obj, field: string): Obj {
  const value = body[field];
  if (!isPlainObject(value)) throw badRequest(`Field "${field}" must be an object`);
  return value;
}

export function requireArray(body: Obj, field: string): unknown[] {
  const value = body[field];
  if (!Array.isArray(value)) throw badRequest(`Field "${field}" must be an array`);
  return value;
}
