import type { PolicyState } from './slice';

interface WithPolicy {
  policy: PolicyState;
}

export const selectPolicy = (state: WithPolicy) => state.policy.current;
export const selectPolicyLoad = (state: WithPolicy) => state.policy.load;
export const selectPolicySave = (state: WithPolicy) => state.policy.save;
