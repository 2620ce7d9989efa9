/**
 * The /vehicle page's calls (02-operations §7, §8): motorcycles (search, save; a name another motorcycle has
 * answers 1340878), the model-brand config, user garages, the form-center record search (the complaints) and
 * the garage audit of a complaint (search, one `appeal_id` in and that complaint's audit out; update, pass or
 * refuse, both final).
 */
import { randomUUID } from 'node:crypto';
import type { HttpHandler } from 'msw';
import type { AuditDecision, AuditStatus, GarageAudit } from '../../src-services/vehicles';
import { PRIVILEGES } from '../../config/privileges';
import {
  complaintFormId,
  formRecords,
  garageAudits,
  garages,
  modelBrands,
  motorcycles,
  type GarageAuditRecord,
} from '../db/vehicles';
import { isPlainObject, readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, MockError, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { optionalString, requireString } from '../lib/validate';
import { readModelBrandInput, readMotorcycleInput } from './vehicleRules';

const SCRM = '/api/v1/:scrm';

export const MOTORCYCLE_NAME_DUPLICATE = { code: 1340878, msg: 'motorcycle name duplicate' } as const;
export const ALREADY_AUDITED = 'The complaint has already been audited';

const newId = () => randomUUID().replace(/-/g, '').slice(0, 24);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The audit of a complaint as the calls answer it; a complaint never audited is pending. */
function auditOf(appealId: string): GarageAudit {
  const audit = garageAudits().findOne((entry) => entry.appeal_id === appealId);
  return audit
    ? { appeal_id: appealId, status: audit.status, metadata: audit.metadata }
    : { appeal_id: appealId, status: 'pending' };
}

/** The complaint an audit call names: a record of the complaint form (a record of another form is none). */
function complaintId(body: Record<string, unknown>): string {
  const appealId = requireString(body, 'appeal_id');
  if (formRecords().get(appealId)?.form_id !== complaintFormId()) throw notFound('Complaint not found');
  return appealId;
}

function auditDecision(value: unknown): AuditDecision {
  if (value === 'pass' || value === 'refuse') return value;
  throw badRequest('Field "status" must be pass or refuse');
}

export function vehicleHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${SCRM}/motorcycle/search`, () => motorcycles().all(), {
      privilege: [PRIVILEGES.motorcycleSearch, PRIVILEGES.motorcycleSave],
      defaultOrder: '-updated_at',
    }),

    endpoint(
      'post',
      `${SCRM}/motorcycle/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.motorcycleSave);
        const body = await readJsonObject(context.request);
        const id = optionalString(body, 'id')?.trim() || undefined;
        const current = id ? motorcycles().get(id) : undefined;
        if (id && (!current || current.deleted)) throw notFound('Motorcycle not found');
        const input = readMotorcycleInput(body);
        const taken = motorcycles()
          .all()
          .some((entry) => !entry.deleted && entry.id !== id && sameName(entry.name, input.name));
        if (taken) throw new MockError(MOTORCYCLE_NAME_DUPLICATE.code, MOTORCYCLE_NAME_DUPLICATE.msg);
        const now = nowSeconds();
        if (current)
          return ok(
            motorcycles().update(current.id, { ...input, updated_at: now, updated_by: operator.email }),
          );
        return ok(
          motorcycles().insert({
            ...input,
            id: newId(),
            deleted: false,
            created_at: now,
            updated_at: now,
            created_by: operator.email,
            updated_by: operator.email,
          }),
        );
      }),
    ),

    searchHandlerFor(`${SCRM}/config/model/search`, () => modelBrands().all(), {
      privilege: [PRIVILEGES.modelBrandSearch, PRIVILEGES.modelBrandSave],
      defaultOrder: '-updated_at',
    }),

    endpoint(
      'post',
      `${SCRM}/config/model/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.modelBrandSave);
        const body = await readJsonObject(context.request);
        const id = optionalString(body, 'id')?.trim() || undefined;
        if (id && !modelBrands().get(id)) throw notFound('Model brand not found');
        const input = readModelBrandInput(body);
        const now = nowSeconds();
        if (id)
          return ok(modelBrands().update(id, { ...input, updated_at: now, updated_by: operator.email }));
        return ok(
          modelBrands().insert({
            ...input,
            id: newId(),
            created_at: now,
            updated_at: now,
            created_by: operator.email,
            updated_by: operator.email,
          }),
        );
      }),
    ),

    searchHandlerFor(`${SCRM}/garage/search`, () => garages().all(), {
      privilege: PRIVILEGES.garageSearch,
      defaultOrder: '-created_at',
    }),

    // The form center's records; the complaint list asks for the complaint form's (query form_id).
    searchHandlerFor('/api/v1/form-center-api/record/search', () => formRecords().all(), {
      privilege: [PRIVILEGES.garageSearch, PRIVILEGES.formCenterSearchRecord],
      defaultOrder: '-updated_at',
    }),

    // 02-operations §7: one appeal_id in, that complaint's audit (its status) out; the list asks once per row.
    endpoint('post', `${SCRM}/garage/audit/search`, async (context) => {
      requireOperator(context, [PRIVILEGES.garageSearch, PRIVILEGES.motorcycleSave]);
      return ok(auditOf(complaintId(await readJsonObject(context.request))));
    }),

    endpoint(
      'post',
      `${SCRM}/garage/audit/update`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.motorcycleSave);
        const body = await readJsonObject(context.request);
        const appealId = requireString(body, 'appeal_id');
        const status: AuditStatus = auditDecision(body.status);
        if (body.metadata !== undefined && !isPlainObject(body.metadata))
          throw badRequest('Field "metadata" must be an object');
        complaintId(body);
        const current = garageAudits().findOne((entry) => entry.appeal_id === appealId);
        if (current && current.status !== 'pending') throw badRequest(ALREADY_AUDITED);
        const now = nowSeconds();
        const change = {
          status,
          metadata: (body.metadata as Record<string, unknown> | undefined) ?? {},
          updated_at: now,
          updated_by: operator.email,
        };
        const saved: GarageAuditRecord | undefined = current
          ? garageAudits().update(current.id, change)
          : garageAudits().insert({ ...change, id: newId(), appeal_id: appealId, created_at: now });
        return ok({ id: saved?.id ?? '' });
      }),
    ),
  ];
}
