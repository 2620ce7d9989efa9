/** The reservation policy text (03-community-analytics §2.9, §7). */
import { get, post, type CallOptions } from './request';
import { nullable, number, object, optional, string, type Shape } from './shape';

export interface ReservationPolicy {
  id: string;
  content: string;
  updated_at?: number;
}

export interface PolicySaveRequest {
  /** Absent for a new policy. */
  id?: string;
  content: string;
}

const policyShape: Shape<ReservationPolicy> = object({
  id: string,
  content: string,
  updated_at: optional(number),
});

export const policyService = {
  get: (id: string, options?: CallOptions) =>
    get(`/api/v1/reservation-center/policy/${encodeURIComponent(id)}`, policyShape, options),
  /** The answer carries the policy's id; a backend that answers none has not saved it. */
  save: (body: PolicySaveRequest, options?: CallOptions) =>
    post('/api/v1/reservation-center/policy/save', body, nullable(object({ id: optional(string) })), options),
};

export type PolicyService = typeof policyService;
