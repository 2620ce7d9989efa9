/**
 * Dealer stores (02-operations §7, §8): search, one store, save (create or edit). A name another store has
 * answers 1340888; clubs must exist. The store form's club picker reads the clubs (handlers/clubs.ts).
 */
import { randomUUID } from 'node:crypto';
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { clubs } from '../db/clubs';
import { members } from '../db/members';
import { stores, type StoreRecord } from '../db/stores';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, MockError, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { optionalString } from '../lib/validate';
import { readStoreInput } from './storeRules';

const STORE = '/api/v1/scrm/store';
const READERS = [PRIVILEGES.storeSearch, PRIVILEGES.storeSave];

export const STORE_NAME_DUPLICATE = { code: 1340888, msg: 'store name duplicate' } as const;

function findStore(id: string): StoreRecord {
  const store = stores().get(id);
  if (!store) throw notFound('Store not found');
  return store;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function storeHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${STORE}/search`, () => stores().all(), {
      privilege: READERS,
      defaultOrder: '-updated_at',
    }),

    endpoint('get', `${STORE}/:id`, ({ request, cookies, params }) => {
      requireOperator({ request, cookies }, READERS);
      return ok(findStore(String(params.id)));
    }),

    endpoint(
      'post',
      `${STORE}/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.storeSave);
        const body = await readJsonObject(context.request);
        const id = optionalString(body, 'id')?.trim() || undefined;
        const current = id ? findStore(id) : undefined;
        const input = readStoreInput(body);
        const unknownClub = input.doc_ids.find((docId) => clubs().get(docId)?.deleted_flag !== 0);
        if (unknownClub) throw badRequest(`Club ${unknownClub} does not exist`);
        if (
          stores()
            .all()
            .some((store) => store.id !== id && sameName(store.name, input.name))
        )
          throw new MockError(STORE_NAME_DUPLICATE.code, STORE_NAME_DUPLICATE.msg);
        const now = nowSeconds();
        if (current) {
          const updated = stores().update(current.id, {
            ...input,
            updated_at: now,
            updated_by: operator.email,
          });
          // Clerks show the name of the store they serve.
          for (const clerk of members().find((member) => member.store_id === current.id))
            members().update(clerk.id, { store_name: input.name });
          return ok(updated);
        }
        return ok(
          stores().insert({
            ...input,
            id: randomUUID().replace(/-/g, '').slice(0, 24),
            created_at: now,
            updated_at: now,
            created_by: operator.email,
            updated_by: operator.email,
          }),
        );
      }),
    ),
  ];
}
