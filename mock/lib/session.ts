/** Who is calling: the `sid` cookie, the session behind it, and the privilege checks of 01-platform §6. */
import type { Operator } from '../../src-services/types';
import { operators, sessions, type OperatorRecord } from '../db/collections';
import { INSUFFICIENT_PERMISSION, MockError, SESSION_EXPIRED } from './errors';

export const SESSION_COOKIE = 'sid';

export const sessionCookie = (sid: string): string =>
  `${SESSION_COOKIE}=${sid}; Path=/; HttpOnly; SameSite=Lax`;
export const clearedSessionCookie = (): string =>
  `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** A requirement is a list of alternatives; an alternative joins privileges with `+` and needs all of them. */
export type PrivilegeRequirement = string | readonly string[];

export function hasPrivilege(privileges: readonly string[], requirement?: PrivilegeRequirement): boolean {
  if (requirement === undefined) return true;
  const alternatives = typeof requirement === 'string' ? [requirement] : requirement;
  if (alternatives.length === 0) return true;
  return alternatives.some((alternative) =>
    alternative
      .split('+')
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => privileges.includes(name)),
  );
}

/** A handler's request, with msw's `cookies` resolver argument when there is one. */
export interface CookieSource {
  request: Request;
  cookies?: Record<string, string>;
}

/**
 * Every `sid` the request carries, header first. Under msw/node the jar's cookies are appended to the header
 * (attributes included) and also given in `cookies`, so a stale value can sit next to a live one.
 */
export function sessionIdsOf(source: Request | CookieSource): string[] {
  const { request, cookies } = 'request' in source ? source : { request: source, cookies: undefined };
  const ids: string[] = [];
  for (const pair of (request.headers.get('cookie') ?? '').split(/[;,]/)) {
    const [name, ...rest] = pair.split('=');
    const value = rest.join('=').trim();
    if (name.trim() === SESSION_COOKIE && value) ids.push(decodeURIComponent(value));
  }
  const fromMsw = cookies?.[SESSION_COOKIE];
  if (fromMsw) ids.push(fromMsw);
  return [...new Set(ids)];
}

export function currentOperator(source: Request | CookieSource): OperatorRecord | undefined {
  for (const sid of sessionIdsOf(source)) {
    const session = sessions().get(sid);
    const operator = session && operators().get(session.operator_id);
    if (operator) return operator;
  }
  return undefined;
}

/** The signed-in operator, or a thrown 969 (no session) / 968 (missing privilege) envelope. */
export function requireOperator(
  source: Request | CookieSource,
  privilege?: PrivilegeRequirement,
): OperatorRecord {
  const operator = currentOperator(source);
  if (!operator) throw new MockError(SESSION_EXPIRED.code, SESSION_EXPIRED.msg);
  if (!hasPrivilege(operator.privileges, privilege)) {
    throw new MockError(INSUFFICIENT_PERMISSION.code, INSUFFICIENT_PERMISSION.msg);
  }
  return operator;
}

export const publicOperator = ({ id, email, name, privileges }: OperatorRecord): Operator => ({
  id,
  email,
  name,
  privileges: [...privileges],
});

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
