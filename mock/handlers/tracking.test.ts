import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

const pvQuery = { size: 0, aggs: { pv: { value_count: { field: 'created_at' } } } };

describe('the tracking service behind the session', () => {
  it('answers 969 without a session', async () => {
    const answer = await call('POST', '/api/v1/mini_tracking/aggregate', pvQuery);
    expect(answer.code).toBe(969);
  });

  it('answers an aggregation once signed in with the tracking privilege', async () => {
    await signIn('club');
    const answer = await call<{ aggregations: { pv: { value: number } } }>(
      'POST',
      '/api/v1/mini_tracking/aggregate',
      pvQuery,
    );
    expect(answer.code).toBe(200);
    expect(answer.data.aggregations.pv.value).toBeGreaterThan(0);
  });
});
