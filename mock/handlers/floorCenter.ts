/**
 * The floor center (02-operations §7): the search of one type's floors (-weight, then -updated_at), one floor by
 * id, create (FloorCenterCreateFloor) and update (FloorCenterUpdateFloor), each checked by `readFloorInput`; an
 * update keeps the floor's type. Every call checks its privilege, as the brand's backend does: the search takes
 * FloorCenterSearchFloor, or the save privilege of an editor whose link actions pick a floor.
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { floors, type FloorRecord } from '../db/lookups';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { readFloorInput } from './floorRules';

const FLOOR = '/api/v1/floor-center/floor';

export const FLOOR_NOT_FOUND = 'Floor not found';

function findFloor(id: unknown): FloorRecord {
  const floor = typeof id === 'string' && id ? floors().get(id) : undefined;
  if (!floor) throw notFound(FLOOR_NOT_FOUND);
  return floor;
}

export function floorCenterHandlers(): HttpHandler[] {
  const {
    floorCreate,
    floorGet,
    floorSearch,
    floorUpdate,
    configSave,
    promoteActivitySave,
    promoteConfigSave,
  } = PRIVILEGES;
  return [
    searchHandlerFor(
      `${FLOOR}/:type/search`,
      ({ params }) => floors().find((floor) => floor.type === params.type),
      {
        // The floor selector of a link action searches floors too: in the page builder, the global config and
        // the promote activity and config editors (as the coupon search answers the activity editor's picker).
        privilege: [
          floorSearch,
          floorCreate,
          floorUpdate,
          configSave,
          promoteActivitySave,
          promoteConfigSave,
        ],
        defaultOrder: '-weight,-updated_at',
      },
    ),
    endpoint(
      'post',
      `${FLOOR}/create`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, floorCreate);
        const input = readFloorInput(await readJsonObject(context.request));
        const now = nowSeconds();
        const floor = floors().insert({
          ...input,
          account_ids: [],
          created_at: now,
          updated_at: now,
          created_by: operator.email,
          updated_by: operator.email,
        });
        return ok(floor);
      }),
    ),
    endpoint(
      'post',
      `${FLOOR}/update`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, floorUpdate);
        const body = await readJsonObject(context.request);
        const before = findFloor(body.id);
        const input = readFloorInput({ ...body, type: before.type });
        const floor = floors().update(before.id, {
          ...input,
          updated_at: nowSeconds(),
          updated_by: operator.email,
        });
        return ok(floor ?? findFloor(before.id));
      }),
    ),
    endpoint('get', `${FLOOR}/:id`, (context) => {
      requireOperator(context, [floorGet, floorUpdate]);
      return ok(findFloor(context.params.id));
    }),
  ];
}
