import { PRIVILEGES } from '../../config/privileges';
import { sessions } from '../db/collections';
import { resetDb } from '../db/db';
import { MockError } from './errors';
import { hasPrivilege, requireOperator, sessionIdsOf } from './session';

afterEach(resetDb);

const withCookie = (cookie?: string) =>
  new Request('http://localhost/api/v1/x', { headers: cookie ? { cookie } : {} });

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof MockError) return error.code;
    throw error;
  }
  return undefined;
}

describe('requireOperator', () => {
  it('reads sid from the cookie header and from msw cookies, header first', () => {
    expect(sessionIdsOf(withCookie('a=1; sid=one; Path=/; sid=two'))).toEqual(['one', 'two']);
    expect(sessionIdsOf({ request: withCookie('sid=one'), cookies: { sid: 'three' } })).toEqual([
      'one',
      'three',
    ]);
    expect(sessionIdsOf(withCookie())).toEqual([]);
  });

  it('finds the operator of the first live session', () => {
    sessions().insert({ id: 'live', operator_id: 'op-viewer', created_at: 0 });
    expect(requireOperator(withCookie('sid=stale; sid=live')).email).toBe('viewer@moto.example');
    expect(requireOperator({ request: withCookie(), cookies: { sid: 'live' } }).id).toBe('op-viewer');
  });

  it('throws 969 without a session and 968 without the privilege', () => {
    sessions().insert({ id: 'live', operator_id: 'op-viewer', created_at: 0 });
    expect(codeOf(() => requireOperator(withCookie('sid=unknown')))).toBe(969);
    expect(codeOf(() => requireOperator(withCookie('sid=live'), PRIVILEGES.couponSave))).toBe(968);
    expect(codeOf(() => requireOperator(withCookie('sid=live'), PRIVILEGES.couponSearch))).toBeUndefined();
  });

  it('understands alternatives and a+b requirements', () => {
    const held = ['A', 'B', 'C'];
    expect(hasPrivilege(held, undefined)).toBe(true);
    expect(hasPrivilege(held, 'A+B')).toBe(true);
    expect(hasPrivilege(held, 'A+D')).toBe(false);
    expect(hasPrivilege(held, ['A+D', 'C'])).toBe(true);
    expect(hasPrivilege(held, ['D', 'E'])).toBe(false);
  });
});
