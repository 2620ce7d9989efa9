import type { ReservationPolicy } from '../../src-services/policy';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

const POLICY = '/api/v1/reservation-center/policy';

describe('reservation policies', () => {
  it('loads a seeded policy for a reader of reservations', async () => {
    await signIn('viewer');
    const answer = await call<ReservationPolicy>('GET', `${POLICY}/policy-test-ride`);
    expect(answer).toMatchObject({ code: 200, data: { id: 'policy-test-ride' } });
    expect(answer.data.content).toContain('<h2>Test ride policy</h2>');
  });

  it('answers 404 for an unknown id', async () => {
    await signIn('admin');
    expect(await call('GET', `${POLICY}/nope`)).toEqual({ code: 404, msg: 'Policy not found', data: null });
  });

  it('creates a policy, answering its id, and stores it sanitized', async () => {
    await signIn('admin');
    const saved = await call<{ id: string }>('POST', `${POLICY}/save`, {
      content:
        '<h3 onmouseover="x()">Rules</h3><script>alert(1)</script><p style="color:red;background:url(x)">ok</p>',
    });
    expect(saved.code).toBe(200);
    const loaded = await call<ReservationPolicy>('GET', `${POLICY}/${saved.data.id}`);
    expect(loaded.data.content).toBe('<h3>Rules</h3><p style="color:red">ok</p>');
  });

  it('updates an existing policy under the same id', async () => {
    await signIn('admin');
    const saved = await call<{ id: string }>('POST', `${POLICY}/save`, {
      id: 'policy-privacy',
      content: '<p>New</p>',
    });
    expect(saved.data).toEqual({ id: 'policy-privacy' });
    expect((await call<ReservationPolicy>('GET', `${POLICY}/policy-privacy`)).data.content).toBe(
      '<p>New</p>',
    );
  });

  it.each([
    [{ content: '<p> </p><script>x</script>' }, 'The policy content is required'],
    [{ content: 5 }, 'Field "content" must be a string'],
    [{ id: 'nope', content: '<p>x</p>' }, 'Policy not found'],
  ])('refuses %p', async (body, msg) => {
    await signIn('admin');
    expect((await call('POST', `${POLICY}/save`, body)).msg).toBe(msg);
  });

  it('needs the policy privilege to save', async () => {
    await signIn('viewer');
    expect((await call('POST', `${POLICY}/save`, { content: '<p>x</p>' })).code).toBe(968);
  });
});
