/** What a selector asks for: one kind of lookup list, with the parameters that make it a different list. */
import type { CallOptions } from 'src-services/request';
import { lookupService } from 'src-services/lookups';
import { moderationService, type ModeratedKind } from 'src-services/moderation';
import { productService } from 'src-services/products';

export type LookupRequest =
  | { kind: 'floors'; floorType: string; accountIds?: string[] }
  | { kind: 'categories' }
  | { kind: 'products' }
  /** 02 §7: the page builder's product picker (its own search, one page of 1000, newest first). */
  | { kind: 'shopProducts' }
  /** 02 §7: one product by its id (a block's product the picker's 1000 newest do not hold). */
  | { kind: 'shopProduct'; id: string }
  | { kind: 'tags' }
  | { kind: 'coupons' }
  | { kind: 'forms'; accountIds?: string[] }
  | { kind: 'reservationActivities' }
  | { kind: 'redPacketActivities' }
  | { kind: 'subscribeActivities' }
  | { kind: 'subscribeTemplates' }
  | { kind: 'clubs' }
  | { kind: 'stores' }
  | { kind: 'scopes' }
  | { kind: 'memberCohorts' }
  /** 03 §7: every live category (the tag picker's groups). */
  | { kind: 'tagCenterCategories' }
  /** 03 §7: the live tags, of a scope and a category when given. */
  | { kind: 'tagCenterTags'; scopeId?: string; categoryId?: string }
  /** The moderation audit trail of one community record (issue 17). */
  | { kind: 'moderationTrail'; moderated: ModeratedKind; recordId: string };

export type LookupKind = LookupRequest['kind'];

/** The cache key of a request: its kind and parameters, in a fixed order. */
export function lookupKey(request: LookupRequest): string {
  const { kind, ...params } = request;
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${Array.isArray(value) ? [...value].sort().join(',') : String(value)}`);
  return parts.length ? `${kind}?${parts.join('&')}` : kind;
}

/** The service call behind each kind. */
export function fetchLookup(request: LookupRequest, options: CallOptions): Promise<unknown[]> {
  switch (request.kind) {
    case 'floors':
      return lookupService.floors(request.floorType, request.accountIds, options);
    case 'categories':
      return lookupService.categories(options);
    case 'products':
      return lookupService.products(options);
    case 'shopProducts':
      return productService.search(options).then((page) => page.results);
    case 'shopProduct':
      return productService.get(request.id, options).then((product) => [product]);
    case 'tags':
      return lookupService.tags(options);
    case 'coupons':
      return lookupService.coupons(options);
    case 'forms':
      return lookupService.forms(request.accountIds, options);
    case 'reservationActivities':
      return lookupService.reservationActivities(options);
    case 'redPacketActivities':
      return lookupService.redPacketActivities(options);
    case 'subscribeActivities':
      return lookupService.subscribeActivities(options);
    case 'subscribeTemplates':
      return lookupService.subscribeTemplates(options);
    case 'clubs':
      return lookupService.clubs(options);
    case 'stores':
      return lookupService.stores(options);
    case 'memberCohorts':
      return lookupService.memberCohorts(options);
    case 'scopes':
      return lookupService.scopes(options);
    case 'tagCenterCategories':
      return lookupService.tagCenterCategories(options);
    case 'tagCenterTags':
      return lookupService.tagCenterTags(
        { scopeId: request.scopeId, categoryId: request.categoryId },
        options,
      );
    case 'moderationTrail':
      return moderationService.trail(request.moderated, request.recordId, options);
  }
}
