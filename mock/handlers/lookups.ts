/**
 * The lists behind the shared selectors (03-community-analytics §7): product categories, products and tags,
 * forms, reservation and red-packet activities, subscribe-message activities and templates, and the tag center's
 * scopes, categories and tags. Reading these needs a session: any operator who edits a page may pick from them.
 * The floor selector reads the floor center's own search (`floorCenter.ts`, behind its privilege).
 */
import type { HttpHandler } from 'msw';
import type { SubscribeTemplate } from '../../src-services/lookups';
import {
  categories,
  forms,
  products,
  productTags,
  redPacketActivities,
  reservationActivities,
  subscribeActivities,
  subscribeTemplates,
  tagCenterCategories,
  tagCenterScopes,
  tagCenterTags,
} from '../db/lookups';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { searchHandlerFor } from '../lib/searchHandler';
import { requireOperator } from '../lib/session';

/** Soft-deleted tag-center records never leave the server. */
const notDeleted = <T extends { is_deleted?: boolean }>(items: readonly T[]) =>
  items.filter((item) => !item.is_deleted);

export function lookupHandlers(): HttpHandler[] {
  return [
    searchHandlerFor('/api/v1/categories/query', () => categories().all(), { defaultOrder: '-updated_at' }),
    searchHandlerFor('/api/v1/products/query', () => products().all(), { defaultOrder: '-updated_at' }),
    searchHandlerFor('/api/v1/products/search', () => products().all(), { defaultOrder: '-created_at' }),
    endpoint('get', '/api/v1/products/:id', (context) => {
      requireOperator(context);
      const product = products().get(context.params.id);
      if (!product) throw notFound('Product not found');
      return ok(product);
    }),
    searchHandlerFor('/api/v1/tag/query', () => productTags().all(), { defaultOrder: '-updated_at' }),
    searchHandlerFor('/api/v1/form-center-api/form/search', () => forms().all(), {
      defaultOrder: '-updated_at',
    }),
    searchHandlerFor('/api/v1/reservation-center/activity/search', () => reservationActivities().all(), {
      defaultOrder: '-updated_at',
    }),
    endpoint('get', '/api/v1/reservation-center/activity/:id', (context) => {
      requireOperator(context);
      const activity = reservationActivities().get(context.params.id);
      if (!activity) throw notFound('Activity not found');
      return ok(activity);
    }),
    searchHandlerFor('/api/v1/red-packet-center-api/activity/search', () => redPacketActivities().all(), {
      defaultOrder: '-updated_at',
    }),
    searchHandlerFor('/api/v1/subscribe_msg/activity/query', () => subscribeActivities().all(), {
      defaultOrder: '-updated_at',
    }),
    endpoint('get', '/api/v1/wx/wxaapi/newtmpl/gettemplate', (context) => {
      requireOperator(context);
      const list: SubscribeTemplate[] = subscribeTemplates()
        .all()
        .map(({ id: _id, ...template }) => template);
      return ok(list);
    }),
    searchHandlerFor('/api/v1/tag-center-api/scope/search', () => tagCenterScopes().all(), {
      defaultOrder: '-updated_at',
    }),
    searchHandlerFor('/api/v1/tag-center-api/category/search', () => tagCenterCategories().all(), {
      defaultOrder: '-updated_at',
    }),
    searchHandlerFor('/api/v1/tag-center-api/tag/search', () => notDeleted(tagCenterTags().all()), {
      defaultOrder: '-updated_at',
      // The tag center's tag list names each tag's category.
      present: (tag) => ({
        ...tag,
        category: { name: tagCenterCategories().get(tag.category_id)?.name ?? '' },
      }),
    }),
  ];
}
