/**
 * The lists behind the shared selectors (03-community-analytics §2.10, §7), each with the page size, order and
 * query the spec gives for it. Every call answers the plain list of records.
 */
import type { MiniProgramState, SubscribeLanguage } from 'config/miniProgram';
import { savedFiltersAt } from './listService';
import { get, post, scrmPath, type CallOptions } from './request';
import { arrayOf, nullable, object, searchResultOf, string, type Shape } from './shape';
import type { QueryItem, SearchRequest } from './types';

/** A floor (a mini-program page built in the floor builder). Times are unix seconds. */
export interface FloorItem {
  id: string;
  type: string;
  title: string;
  description?: string;
  visible?: boolean;
  online_at?: number;
  offline_at?: number;
  share?: { image?: string };
}

/** Categories, products and product tags share this shape. */
export interface NamedImageItem {
  id: string;
  name: string;
  image_url?: string;
  visible?: boolean;
}

export interface CouponItem {
  card_id: string;
  title: string;
}

export interface FormItem {
  id: string;
  name: string;
  remark?: string;
}

export interface ReservationActivityItem {
  id: string;
  name: string;
  visible?: boolean;
  online_at?: number;
  offline_at?: number;
  form_fields?: unknown[];
}

export interface RedPacketActivityItem {
  id: string;
  name: string;
  is_enable?: boolean;
  online_at?: number;
  offline_at?: number;
}

/** A subscribe-message activity: `tpl_id` is the template it sends. */
export interface SubscribeActivityItem {
  id: string;
  name: string;
  tpl_id: string;
}

/** A template as the WeChat provider describes it; `content` holds `{{thing1.DATA}}` placeholders. */
export interface SubscribeTemplate {
  priTmplId: string;
  title: string;
  content: string;
  example?: string;
  type?: number;
}

/** An owners' club (DOC, 03-community-analytics §3) as a picker shows it. */
export interface ClubItem {
  id: string;
  name: string;
  number?: string;
  logo?: string;
}

/** A store as the clerk picker offers it. */
export interface StoreItem {
  id: string;
  name: string;
  city?: string;
}

export interface TagCenterScope {
  id: string;
  name: string;
  remark?: string;
}

export interface TagCenterCategory {
  id: string;
  name: string;
  scope_id: string;
  disabled?: boolean;
  is_deleted?: boolean;
  weight?: number;
}

export interface TagCenterTag {
  id: string;
  name: string;
  scope_id: string;
  category_id: string;
  disabled?: boolean;
  is_deleted?: boolean;
  weight?: number;
}

const named = { id: string, name: string };
const floorShape: Shape<FloorItem> = object({ id: string, type: string, title: string });
const namedImageShape: Shape<NamedImageItem> = object(named);
const couponItemShape: Shape<CouponItem> = object({ card_id: string, title: string });
const formShape: Shape<FormItem> = object(named);
const reservationActivityShape: Shape<ReservationActivityItem> = object(named);
const redPacketShape: Shape<RedPacketActivityItem> = object(named);
const subscribeActivityShape: Shape<SubscribeActivityItem> = object({ ...named, tpl_id: string });
const templateShape: Shape<SubscribeTemplate> = object({ priTmplId: string, title: string, content: string });
const clubShape: Shape<ClubItem> = object(named);
const storeItemShape: Shape<StoreItem> = object(named);
const scopeShape: Shape<TagCenterScope> = object(named);
const categoryShape: Shape<TagCenterCategory> = object({ ...named, scope_id: string });
const tagShape: Shape<TagCenterTag> = object({ ...named, scope_id: string, category_id: string });

function search<T>(path: string, body: SearchRequest, row: Shape<T>, options?: CallOptions): Promise<T[]> {
  return post(path, body, searchResultOf(row), options).then((answer) => answer.results);
}

const withAccounts = (query: QueryItem[], accountIds?: string[]): QueryItem[] =>
  accountIds?.length ? [...query, { k: 'account_ids', op: 'in', v: accountIds }] : query;

/** The pickers' tag search keeps to one scope, and to one category, when given (03 §7). */
export interface TagCenterTagFilter {
  scopeId?: string;
  categoryId?: string;
}

/** What the pickers offer: neither disabled nor deleted, the server filtering (03 §7). */
const LIVE: QueryItem[] = [
  { k: 'disabled', op: 'eq', v: false },
  { k: 'is_deleted', op: 'eq', v: false },
];

export const lookupService = {
  floors: (type: string, accountIds?: string[], options?: CallOptions) =>
    search(
      `/api/v1/floor-center/floor/${encodeURIComponent(type)}/search`,
      { page: 0, size: 1000, order: '-updated_at,-weight', query: withAccounts([], accountIds) },
      floorShape,
      options,
    ),
  categories: (options?: CallOptions) =>
    search('/api/v1/categories/query', { page: 0, size: 1000 }, namedImageShape, options),
  products: (options?: CallOptions) =>
    search('/api/v1/products/query', { page: 0, size: 9999 }, namedImageShape, options),
  tags: (options?: CallOptions) =>
    search('/api/v1/tag/query', { page: 0, size: 1000 }, namedImageShape, options),
  coupons: (options?: CallOptions) =>
    search(
      '/api/v1/coupon-center/coupon/search',
      {
        page: 0,
        size: 1000,
        operator: 'AND',
        query: [
          { k: 'deleted', op: 'eq', v: false },
          { k: 'deactivated', op: 'eq', v: false },
        ],
        fields: ['card_id', 'title'],
      },
      couponItemShape,
      options,
    ),
  forms: (accountIds?: string[], options?: CallOptions) =>
    search(
      '/api/v1/form-center-api/form/search',
      { page: 0, size: 1000, order: '-updated_at', query: withAccounts([], accountIds) },
      formShape,
      options,
    ),
  reservationActivities: (options?: CallOptions) =>
    search(
      '/api/v1/reservation-center/activity/search',
      { page: 0, size: 1000 },
      reservationActivityShape,
      options,
    ),
  reservationActivity: (id: string, options?: CallOptions) =>
    get(`/api/v1/reservation-center/activity/${encodeURIComponent(id)}`, reservationActivityShape, options),
  redPacketActivities: (options?: CallOptions) =>
    search(
      '/api/v1/red-packet-center-api/activity/search',
      { page: 0, size: 1000, order: '-updated_at', query: [{ k: 'is_enable', op: 'eq', v: true }] },
      redPacketShape,
      options,
    ),
  subscribeActivities: (options?: CallOptions) =>
    search('/api/v1/subscribe_msg/activity/query', { page: 0, size: 1000 }, subscribeActivityShape, options),
  /** The provider answers null when the mini-program has no templates. */
  subscribeTemplates: (options?: CallOptions) =>
    get('/api/v1/wx/wxaapi/newtmpl/gettemplate', nullable(arrayOf(templateShape)), options).then(
      (list) => list ?? [],
    ),
  /** Open stores for the clerk picker (02-operations §9: store lookups size 1,000,000), by name. */
  stores: (options?: CallOptions) =>
    search(
      scrmPath('/store/search'),
      {
        page: 0,
        size: 1_000_000,
        operator: 'AND',
        order: 'name',
        query: [{ k: 'disabled', op: 'eq', v: false }],
        fields: ['id', 'name', 'city'],
      },
      storeItemShape,
      options,
    ),
  /** The store form's clubs: page 0, size 1000 (02-operations §7, §9), in the DOC list's order. */
  clubs: (options?: CallOptions) =>
    search(
      scrmPath('/admin/doc/search'),
      { page: 0, size: 1000, order: '-weight,-updated_at', fields: ['id', 'name', 'number', 'logo'] },
      clubShape,
      options,
    ),
  /** The member list's saved filters, the cohorts a tagging task can tag (source_id, 03 §7). */
  memberCohorts: (options: CallOptions) => savedFiltersAt(scrmPath('/member')).list(options),
  scopes: (options?: CallOptions) =>
    search(
      '/tag-center-api/scope/search',
      {
        page: 0,
        size: 10_000_000,
        operator: 'AND',
        order: '-updated_at',
        query: [],
        fields: ['id', 'name', 'remark'],
      },
      scopeShape,
      options,
    ),
  /** Every live category, newest first: 03 §7's category search (page 0, size 1000), to group the tags. */
  tagCenterCategories: (options?: CallOptions) =>
    search(
      '/tag-center-api/category/search',
      { page: 0, size: 1000, operator: 'AND', order: '-updated_at', query: LIVE },
      categoryShape,
      options,
    ),
  /** 03 §7's tag search: page 0, size 10,000, heaviest first, live tags only, of a scope and category if given. */
  tagCenterTags: ({ scopeId, categoryId }: TagCenterTagFilter, options?: CallOptions) =>
    search(
      '/tag-center-api/tag/search',
      {
        page: 0,
        size: 10_000,
        operator: 'AND',
        order: '-weight,-updated_at',
        query: [
          ...LIVE,
          ...(scopeId ? [{ k: 'scope_id', op: 'eq' as const, v: scopeId }] : []),
          ...(categoryId ? [{ k: 'category_id', op: 'eq' as const, v: categoryId }] : []),
        ],
      },
      tagShape,
      options,
    ),
};

export type LookupService = typeof lookupService;

export type { MiniProgramState, SubscribeLanguage };

/** A subscribe message to send (03-community-analytics §3): the activity, its template and each placeholder's value. */
export interface SubscribeMessageValue {
  subscribe_msg_activity_id: string;
  template_id: string;
  data: Record<string, { value: string }>;
  page: string;
  miniprogramState: MiniProgramState;
  lang: SubscribeLanguage;
}
