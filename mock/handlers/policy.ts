/** The reservation center's policy texts (03-community-analytics §7): load by id, save (create or update). */
import type { HttpHandler } from 'msw';
import type { ReservationPolicy } from '../../src-services/policy';
import { PRIVILEGES } from '../../config/privileges';
import { policies, type PolicyRecord } from '../db/config';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { answeringOnce } from '../lib/idempotency';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { nowSeconds, requireOperator } from '../lib/session';

const POLICY = '/api/v1/reservation-center/policy';

const present = ({ id, content, updated_at }: PolicyRecord): ReservationPolicy => ({
  id,
  content,
  updated_at,
});

export function policyHandlers(): HttpHandler[] {
  return [
    // Before `:id`, or `save` would be read as an id by a GET.
    endpoint(
      'post',
      `${POLICY}/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.reservationPolicySave);
        const body = await readJsonObject(context.request);
        if (typeof body.content !== 'string') throw badRequest('Field "content" must be a string');
        const content = sanitizeHtml(body.content);
        if (!content.replace(/<[^>]*>/g, '').trim()) throw badRequest('The policy content is required');
        const id = body.id === undefined || body.id === null || body.id === '' ? undefined : body.id;
        if (id !== undefined && typeof id !== 'string') throw badRequest('Field "id" must be a string');
        const now = nowSeconds();
        if (id) {
          const updated = policies().update(id, { content, updated_at: now, updated_by: operator.id });
          if (!updated) throw notFound('Policy not found');
          return ok({ id: updated.id });
        }
        const created = policies().insert({
          content,
          created_at: now,
          updated_at: now,
          updated_by: operator.id,
        });
        return ok({ id: created.id });
      }),
    ),

    endpoint('get', `${POLICY}/:id`, (context) => {
      requireOperator(context, [PRIVILEGES.reservationPolicySave, PRIVILEGES.reservationSearch]);
      const policy = policies().get(context.params.id);
      if (!policy) throw notFound('Policy not found');
      return ok(present(policy));
    }),
  ];
}
