/**
 * The /vehicle page's reference data (02-operations §3, §7, §8; SPEC-DECISIONS 'Vehicles and stores'): car
 * brands and their models (a name another brand, or another model of the brand, has answers 1340819 / 1340818;
 * the name is fixed once created; a delete refuses a brand that still has models), series and their models, and
 * buying channels (a name another channel has answers 989). Series, series models and channels are soft deleted:
 * a save with `deleted_flag` 1. Lists of those order by deleted_flag, -weight, -updated_at.
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import {
  buyingChannels,
  carBrands,
  carModels,
  series,
  seriesModels,
  type CarBrandRecord,
  type CarModelRecord,
} from '../db/carOptions';
import type { Collection } from '../db/core';
import { readJsonObject } from '../lib/body';
import { endpoint, type EndpointContext } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, MockError, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { optionalString } from '../lib/validate';
import {
  CAR_OPTION_MESSAGES,
  check,
  readNames,
  readSeriesInput,
  readSeriesModelInput,
  readWeighted,
  text,
} from './carOptionRules';

const SCRM = '/api/v1/:scrm';
const BRAND = `${SCRM}/option/car/brand`;
const MODEL = `${SCRM}/option/car/model`;

/** 02-operations §9: hidden records last, then the heaviest, then the latest. */
export const WEIGHTED_ORDER = 'deleted_flag,-weight,-updated_at';

export const CAR_BRAND_DUPLICATE = { code: 1340819, msg: 'car brand duplicate' } as const;
export const CAR_MODEL_DUPLICATE = { code: 1340818, msg: 'car model duplicate' } as const;
export const CHANNEL_DUPLICATE = { code: 989, msg: 'duplicate channel' } as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface Stamped {
  id: string;
  created_at: number;
  updated_at: number;
}

/** The record a save names by its `id`, or undefined for a create; an id nobody has is a 404. */
function currentOf<T extends Stamped>(
  collection: Collection<T>,
  body: Record<string, unknown>,
  what: string,
) {
  const id = optionalString(body, 'id')?.trim() || undefined;
  if (!id) return undefined;
  const current = collection.get(id);
  if (!current) throw notFound(`${what} not found`);
  return current;
}

/** Creates or updates a record of `collection` with `fields`, stamping the times. */
function upsert<T extends Stamped>(
  collection: Collection<T>,
  current: T | undefined,
  fields: Omit<T, keyof Stamped>,
): T {
  const now = nowSeconds();
  if (current) return collection.update(current.id, { ...fields, updated_at: now } as Partial<T>) as T;
  return collection.insert({ ...fields, created_at: now, updated_at: now } as unknown as Omit<T, 'id'>);
}

type Save = (context: EndpointContext, body: Record<string, unknown>) => unknown;

/** A save endpoint: the privilege, a JSON object body, one answer per request id. */
const saveEndpoint = (path: string, privilege: string, save: Save) =>
  endpoint(
    'post',
    path,
    answeringOnce(async (context) => {
      requireOperator(context, privilege);
      const body = await readJsonObject(context.request);
      return ok(save(context, body));
    }),
  );

/** Refuses a name other than the record's own when editing a car brand or model (02-operations §5). */
function keepName(current: { name: string } | undefined, name: string): void {
  check(!current || current.name === name, CAR_OPTION_MESSAGES.nameLocked);
}

function saveBrand(_context: EndpointContext, body: Record<string, unknown>): CarBrandRecord {
  const current = currentOf(carBrands(), body, 'Car brand');
  const names = readNames(body, CAR_OPTION_MESSAGES.brandNameRequired);
  keepName(current, names.name);
  if (
    carBrands()
      .all()
      .some((brand) => brand.id !== current?.id && sameName(brand.name, names.name))
  )
    throw new MockError(CAR_BRAND_DUPLICATE.code, CAR_BRAND_DUPLICATE.msg);
  return upsert(carBrands(), current, names);
}

function saveModel(_context: EndpointContext, body: Record<string, unknown>): CarModelRecord {
  const current = currentOf(carModels(), body, 'Car model');
  const names = readNames(body, CAR_OPTION_MESSAGES.modelNameRequired);
  const brandId = text(body.brand);
  check(brandId !== '', CAR_OPTION_MESSAGES.brandRequired);
  if (!carBrands().get(brandId)) throw notFound('Car brand not found');
  check(!current || current.brand === brandId, 'A model can not move to another brand');
  keepName(current, names.name);
  if (
    carModels()
      .all()
      .some(
        (model) => model.id !== current?.id && model.brand === brandId && sameName(model.name, names.name),
      )
  )
    throw new MockError(CAR_MODEL_DUPLICATE.code, CAR_MODEL_DUPLICATE.msg);
  return upsert(carModels(), current, { ...names, brand: brandId });
}

export function carOptionHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${BRAND}/search`, () => carBrands().all(), {
      privilege: [PRIVILEGES.carBrandSearch],
      defaultOrder: '-updated_at',
    }),
    saveEndpoint(`${BRAND}/save`, PRIVILEGES.carBrandSave, saveBrand),
    endpoint('delete', `${BRAND}/:id`, (context) => {
      requireOperator(context, PRIVILEGES.carBrandDelete);
      const id = context.params.id;
      if (!carBrands().get(id)) throw notFound('Car brand not found');
      if (carModels().findOne((model) => model.brand === id))
        throw badRequest(CAR_OPTION_MESSAGES.brandHasModels);
      carBrands().remove(id);
      return ok({ id });
    }),

    searchHandlerFor(`${MODEL}/search`, () => carModels().all(), {
      privilege: [PRIVILEGES.carModelSearch],
      defaultOrder: '-updated_at',
    }),
    saveEndpoint(`${MODEL}/save`, PRIVILEGES.carModelSave, saveModel),
    endpoint('delete', `${MODEL}/:id`, (context) => {
      requireOperator(context, PRIVILEGES.carModelDelete);
      const id = context.params.id;
      if (!carModels().remove(id)) throw notFound('Car model not found');
      return ok({ id });
    }),

    searchHandlerFor(`${SCRM}/car/series/search`, () => series().all(), {
      privilege: [PRIVILEGES.carSeriesSearch],
      defaultOrder: WEIGHTED_ORDER,
    }),
    saveEndpoint(`${SCRM}/car/series/save`, PRIVILEGES.carSeriesSave, (_context, body) =>
      upsert(series(), currentOf(series(), body, 'Series'), readSeriesInput(body)),
    ),

    searchHandlerFor(`${SCRM}/car/model/search`, () => seriesModels().all(), {
      privilege: [PRIVILEGES.seriesModelSearch],
      defaultOrder: WEIGHTED_ORDER,
    }),
    saveEndpoint(`${SCRM}/car/model/save`, PRIVILEGES.seriesModelSave, (_context, body) => {
      const current = currentOf(seriesModels(), body, 'Series model');
      const seriesId = text(body.series_id);
      check(seriesId !== '', CAR_OPTION_MESSAGES.seriesRequired);
      if (!series().get(seriesId)) throw notFound('Series not found');
      return upsert(seriesModels(), current, { ...readSeriesModelInput(body), series_id: seriesId });
    }),

    searchHandlerFor(`${SCRM}/channel/buying/search`, () => buyingChannels().all(), {
      privilege: [PRIVILEGES.buyingChannelSearch],
      defaultOrder: WEIGHTED_ORDER,
    }),
    saveEndpoint(`${SCRM}/channel/buying/save`, PRIVILEGES.buyingChannelSave, (_context, body) => {
      const current = currentOf(buyingChannels(), body, 'Buying channel');
      const fields = readWeighted(body);
      if (
        buyingChannels()
          .all()
          .some((channel) => channel.id !== current?.id && sameName(channel.name, fields.name))
      )
        throw new MockError(CHANNEL_DUPLICATE.code, CHANNEL_DUPLICATE.msg);
      return upsert(buyingChannels(), current, fields);
    }),
  ];
}
