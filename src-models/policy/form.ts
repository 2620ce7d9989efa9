/** The policy editor's form (03-community-analytics §2.9): what it holds, and the save request it makes. */
import type { PolicySaveRequest, ReservationPolicy } from 'src-services/policy';

export interface PolicyFormValues {
  content: string;
}

/** What the editor shows for the policy at `id` (none: a new one): the stored text once it is that policy's. */
export function policyFormValues(policy: ReservationPolicy | null, id: string | null): PolicyFormValues {
  return { content: policy && (!id || policy.id === id) ? policy.content : '' };
}

/** A new policy is saved without an id; an existing one under its own. */
export function policySaveRequest(values: PolicyFormValues, id: string | null): PolicySaveRequest {
  return { ...(id ? { id } : {}), content: values.content };
}
