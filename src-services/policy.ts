/** The reservation policy text (03-community-analytics §2.9, §7). */
import { get, post, type CallOptions } from './request';

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

export const policyService = {
  get: (id: string, options?: CallOptions) =>
    get<ReservationPolicy>(`/api/v1/reservation-center/policy/${encodeURIComponent(id)}`, options),
  /** The answer carries the policy's id; a backend that answers none has not saved it. */
  save: (body: PolicySaveRequest, options?: CallOptions) =>
    post<{ id?: string } | null>('/api/v1/reservation-center/policy/save', body, options),
};

export type PolicyService = typeof policyService;
