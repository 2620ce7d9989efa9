import { DEMO_OPERATORS } from 'mock/db/operators';

export type DemoRole = 'admin' | 'club' | 'viewer' | 'clubAdmin';

/**
 * Signs a demo operator in through the mock backend (installMockBackend first); msw keeps the session cookie for
 * the requests that follow. admin has every privilege, club those of clubs, posts, rides and tracking, viewer
 * every search and get, clubAdmin only the DOC admin privilege (they administer one club: mock/db/clubs.ts).
 * Fails loudly if the mock refuses, so a test never runs signed out by mistake.
 */
export async function signIn(account: DemoRole = 'admin'): Promise<void> {
  const operator = DEMO_OPERATORS.find((candidate) => candidate.id === `op-${account}`);
  if (!operator) throw new Error(`No demo operator ${account}`);
  const response = await fetch('http://localhost/api/v1/manager/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: operator.email, password: operator.password }),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`Signing in ${account} failed: ${answer.code} ${answer.msg}`);
}
