import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createTestStore, waitForState } from 'test/storeTesting';
import type { ErrorText } from 'src-services/errors';
import type { Notifier } from '../common/context';
import type { PolicySaveRequest } from 'src-services/policy';
import { newRequestId } from '../common';
import { policyActions } from './index';

const loadRequested = (request: { id: string }) => policyActions.loadRequested(request);
const saveRequested = (input: PolicySaveRequest) =>
  policyActions.saveRequested({ requestId: newRequestId(), input });

const server = installMockBackend();

function recordingStore() {
  const successes: string[] = [];
  const errors: ErrorText[] = [];
  const notify: Notifier = {
    success: (key) => void successes.push(key),
    error: (text) => void errors.push(text),
  };
  return { store: createTestStore({ context: { notify } }), successes, errors };
}

describe('policy load', () => {
  it('loads a policy by id', async () => {
    await signIn('viewer');
    const { store } = recordingStore();
    store.dispatch(loadRequested({ id: 'policy-test-ride' }));
    const state = await waitForState(store, (s) => s.policy.load.status === 'succeeded');
    expect(state.policy.data?.content).toContain('Test ride policy');
  });

  it('keeps the failure of an unknown id', async () => {
    await signIn('viewer');
    const { store } = recordingStore();
    store.dispatch(loadRequested({ id: 'nope' }));
    const state = await waitForState(store, (s) => s.policy.load.status === 'failed');
    expect(state.policy.load.error).toEqual({ code: 404, msg: 'Policy not found' });
    expect(state.policy.data).toBeNull();
  });
});

describe('policy save', () => {
  it("creates a policy and says 'Save Successfully'", async () => {
    await signIn('admin');
    const { store, successes } = recordingStore();
    store.dispatch(saveRequested({ content: '<p>Bring a helmet</p>' }));
    const state = await waitForState(store, (s) => s.policy.save.status === 'succeeded');
    expect(state.policy.data).toMatchObject({ id: expect.any(String), content: '<p>Bring a helmet</p>' });
    expect(successes).toEqual(['config.policy.saved']);

    const reloaded = recordingStore();
    reloaded.store.dispatch(loadRequested({ id: state.policy.data?.id as string }));
    const loaded = await waitForState(reloaded.store, (s) => s.policy.load.status === 'succeeded');
    expect(loaded.policy.data?.content).toBe('<p>Bring a helmet</p>');
  });

  it('updates the policy under its id', async () => {
    await signIn('admin');
    const { store } = recordingStore();
    store.dispatch(saveRequested({ id: 'policy-privacy', content: '<p>Updated</p>' }));
    const state = await waitForState(store, (s) => s.policy.save.status === 'succeeded');
    expect(state.policy.data?.id).toBe('policy-privacy');
  });

  it("says 'Save failed, please try again later' whatever the server said", async () => {
    await signIn('viewer');
    const { store, errors } = recordingStore();
    store.dispatch(saveRequested({ content: '<p>x</p>' }));
    const state = await waitForState(store, (s) => s.policy.save.status === 'failed');
    expect(state.policy.save.error?.code).toBe(968);
    expect(errors).toEqual([{ key: 'config.policy.saveFailed' }]);
  });

  it('does nothing when the answer carries no id', async () => {
    server.use(
      http.post('*/api/v1/reservation-center/policy/save', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: {} }),
      ),
    );
    await signIn('admin');
    const { store, successes, errors } = recordingStore();
    store.dispatch(loadRequested({ id: 'policy-test-ride' }));
    const before = await waitForState(store, (s) => s.policy.load.status === 'succeeded');
    store.dispatch(saveRequested({ id: 'policy-test-ride', content: '<p>changed</p>' }));
    await waitForState(store, () => store.actionTypes().includes('policy/saveSucceeded'));
    expect(store.getState().policy.save.status).toBe('idle');
    expect(store.getState().policy.data).toEqual(before.policy.data);
    expect(successes).toEqual([]);
    expect(errors).toEqual([]);
  });
});
