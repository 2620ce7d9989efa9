/** Query validation: every unsupported or malformed part becomes a QueryError naming it (answered as code 400). */
export class QueryError extends Error {
  readonly code = 400;
}

export function fail(message: string): never {
  throw new QueryError(message);
}

export type Obj = Record<string, unknown>;

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expectObject(value: unknown, where: string): Obj {
  if (!isObject(value)) fail(`Malformed ${where}: expected an object`);
  return value;
}

/** The single key of a clause object such as {"term": {...}}. */
export function onlyKey(value: unknown, where: string): [string, unknown] {
  const obj = expectObject(value, where);
  const keys = Object.keys(obj);
  if (keys.length !== 1)
    fail(
      `Malformed ${where}: expected exactly one key, found ${keys.length ? keys.map((k) => `"${k}"`).join(', ') : 'none'}`,
    );
  return [keys[0], obj[keys[0]]];
}

/** Rejects keys outside `allowed`, so a misspelt option is an error rather than ignored. */
export function checkKeys(obj: Obj, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(obj))
    if (!allowed.includes(key)) fail(`Unsupported parameter "${key}" in ${where}`);
}

export function expectInt(value: unknown, where: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    fail(`${where} must be an integer between ${min} and ${max}, got ${JSON.stringify(value)}`);
  return value;
}

export function expectString(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value) fail(`${where} must be a non-empty string`);
  return value;
}
