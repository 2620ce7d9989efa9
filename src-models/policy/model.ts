/**
 * The reservation policy (03-community-analytics §2.9, §7): loaded by id, saved as a new policy or under its id.
 * An answer without an id saved nothing (03 §8: "nothing happens if no id is returned"): no message, the editor
 * stays as it is. A failure always says the one fixed text, whatever the server said.
 */
import { policyService, type PolicySaveRequest, type ReservationPolicy } from 'src-services/policy';
import { createDocumentModel } from '../document';

export const policyDocument = createDocumentModel<ReservationPolicy, PolicySaveRequest, 'policy'>({
  name: 'policy',
  // The editor asks for a policy only with its id; a new one starts with resetRequested.
  load: async (id, options) => {
    const policy = await policyService.get(id ?? '', options);
    return { ...policy, id: policy?.id ?? id ?? '', content: policy?.content ?? '' };
  },
  save: async (input, options) => {
    const answer = await policyService.save(input, options);
    const id = typeof answer?.id === 'string' && answer.id ? answer.id : null;
    return id ? { id, content: input.content, updated_at: Math.floor(Date.now() / 1000) } : null;
  },
  selectId: (policy) => policy.id,
  messages: { saveSucceeded: 'config.policy.saved', saveFailed: 'config.policy.saveFailed' },
  failureText: 'fixed',
});

export const policyActions = policyDocument.actions;
export const policySelectors = policyDocument.selectors;
