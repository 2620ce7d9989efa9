/**
 * Members (02-operations §7): the member search (a store's clerks and the member list), one member, the clerk
 * update, the purchase download and the e-mail audit. Setting a clerk needs a store that exists (02-operations
 * §5); cancelling clears the store. The purchase download lists the members whose garage was bought in the month.
 * §6 lists no privilege for the download or the audit: both take the member search's (docs/platform.md).
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { mailAudits } from '../db/memberTags';
import { members } from '../db/members';
import { garages } from '../db/vehicles';
import { stores } from '../db/stores';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { fail, ok } from '../lib/envelope';
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

export const PURCHASE_MESSAGES = { monthRequired: 'Please select a month' } as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A CSV cell that a spreadsheet reads as text: quoted, and never a formula. */
const csvCell = (value: string): string =>
  `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** The members who bought their motorcycle in the month, one line each. */
function purchaseCsv(year: number, month: number): string {
  const bought = garages().find(
    (garage) => garage.garage_purchase_year === year && garage.garage_purchase_month === month,
  );
  const lines = bought.map((garage) => {
    const member = members().findOne((candidate) => candidate.unionid === garage.unionid);
    return [
      member?.profile?.name ?? '',
      member?.profile?.phone ?? '',
      garage.unionid,
      garage.garage_vin ?? '',
      `${year}-${String(month).padStart(2, '0')}`,
    ]
      .map(csvCell)
      .join(',');
  });
  return ['name,phone,unionid,vin,purchase_month', ...lines].join('\r\n');
}

export function memberHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${MEMBER}/search`, () => members().all(), {
      // Whoever saves a club picks its administrators among the members (03-community-analytics §5).
      privilege: [PRIVILEGES.memberSearch, PRIVILEGES.docSave],
      defaultOrder: '-bound_at',
    }),

    endpoint('get', `${MEMBER}/purchase/:month`, (context) => {
      requireOperator(context, PRIVILEGES.memberSearch);
      if (!MONTH.test(context.params.month ?? '')) throw badRequest(PURCHASE_MESSAGES.monthRequired);
      return ok({ download_url: `${MEMBER}/purchase/${context.params.month}/members.csv` });
    }),

    endpoint('get', `${MEMBER}/purchase/:month/members.csv`, (context) => {
      requireOperator(context, PRIVILEGES.memberSearch);
      const match = MONTH.exec(context.params.month ?? '');
      if (!match) return fail(404, 'File not found');
      const body = `\ufeff${purchaseCsv(Number(match[1]), Number(match[2]))}`;
      return new Response(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="purchases-${context.params.month}.csv"`,
        },
      });
    }),

    endpoint('get', `${MEMBER}/:id`, (context) => {
      requireOperator(context, PRIVILEGES.memberGet);
      const member = members().get(context.params.id ?? '');
      if (!member) throw notFound('Member not found');
      return ok(member);
    }),

    searchHandlerFor('/api/v1/scrm/audit/mail/search', () => mailAudits().all(), {
      privilege: PRIVILEGES.memberSearch,
      defaultOrder: '-updated_at',
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
