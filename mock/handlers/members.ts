/**
 * Members (02-operations §7): the member search (a store's clerks; the member list of issue 14) and the clerk
 * update. Setting a clerk needs a store that exists (02-operations §5); cancelling clears the store.
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { members } from '../db/members';
import { stores } from '../db/stores';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { optionalBoolean, optionalString, requireString } from '../lib/validate';

const MEMBER = '/api/v1/scrm/member';

export const CLERK_MESSAGES = {
  storeRequired: 'Please select a store',
  isClerkRequired: 'Field "is_clerk" must be a boolean',
} as const;

export function memberHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${MEMBER}/search`, () => members().all(), {
      privilege: PRIVILEGES.memberSearch,
      defaultOrder: '-bound_at',
    }),

    endpoint(
      'post',
      `${MEMBER}/update/clerk`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.memberUpdateClerk);
        const body = await readJsonObject(context.request);
        const member = members().get(requireString(body, 'id').trim());
        if (!member) throw notFound('Member not found');
        const isClerk = optionalBoolean(body, 'is_clerk');
        if (isClerk === undefined) throw badRequest(CLERK_MESSAGES.isClerkRequired);
        const storeId = optionalString(body, 'store_id')?.trim() ?? '';
        const store = isClerk ? stores().get(storeId) : undefined;
        if (isClerk && !store) throw badRequest(CLERK_MESSAGES.storeRequired);
        const updated = members().update(member.id, {
          is_clerk: isClerk,
          store_id: store?.id ?? null,
          store_name: store?.name ?? null,
          updated_at: nowSeconds(),
          updated_by: operator.email,
        });
        return ok(updated);
      }),
    ),
  ];
}
