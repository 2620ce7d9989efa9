/**
 * The answers the calls of `npm run check:backend` build on (checkBackendCalls.ts), each asked once: the lists'
 * first pages as the pages ask for them (a get takes the id of the first row), and what a scoped list or page
 * belongs to (a store's staff: the first store; the records tabs: the activities the global config names).
 */
import { dashboardAt } from '../src/pages/tracking/useDashboardQuery';
import {
  brandScope,
  carBrandList,
  carModelList,
  channelList as buyingChannelList,
  seriesList,
  seriesModelList,
  seriesScope,
} from '../src-models/carOptions';
import { channelList, inGroup } from '../src-models/channels';
import { activityList } from '../src-models/couponActivities';
import { couponList } from '../src-models/coupons';
import { applicationLists, docLists, docMemberLists } from '../src-models/docs';
import { floorList, floorTypeScope } from '../src-models/floors';
import { actionLogList, formList, formRecordList, formRecordScope } from '../src-models/formCenter';
import { mailAuditList, memberCouponList, memberCouponScope, memberList } from '../src-models/members';
import { postList, postStarList, starsOf } from '../src-models/posts';
import { promoteActivityList } from '../src-models/promote';
import { redemptionList } from '../src-models/redemptions';
import { hasDealerList, noDealerList, reservationScope } from '../src-models/reservations';
import { REGULAR_RIDES, rideList } from '../src-models/rides';
import { staffScope, storeList, storeStaffList } from '../src-models/stores';
import { subscribeMsgList } from '../src-models/subscribeMsg';
import {
  entitiesOfScope,
  inScope,
  logOfScope,
  tagCategoryList,
  tagCenterLogList,
  tagEntityList,
  tagList,
  tagSourceList,
  tagTokenList,
} from '../src-models/tagCenter';
import { eventScope, trackingEventList, type Variant } from '../src-models/tracking';
import {
  complaintList,
  complaintScope,
  garageList,
  modelBrandList,
  motorcycleList,
} from '../src-models/vehicles';
import { channelGroupService } from '../src-services/channels';
import { configService, type GlobalConfig } from '../src-services/config';
import { docService, type DocVariant } from '../src-services/docs';
import { memberTagService } from '../src-services/memberTags';
import { productService } from '../src-services/products';
import { promoteConfigService } from '../src-services/promote';
import type { CallOptions } from '../src-services/request';
import { reservationService, type ReservationActivity } from '../src-services/reservations';
import { tagCenterService } from '../src-services/tagCenter';
import type { SearchResult } from '../src-services/types';
import {
  firstSearch,
  listOf,
  Skipped,
  source,
  type Answers,
  type CheckedList,
  type Source,
} from './checkBackendSteps';

export const globalConfig = source('the global config', (_answers, options) => configService.load(options));

export const coupons = listOf('the coupon list', couponList);
export const activities = listOf('the coupon-drop activity list', activityList);
export const redemptions = listOf('the redemption list', redemptionList);

export const members = listOf('the member list', memberList);
export const memberCoupons = listOf('the member coupon list', memberCouponList, async (answers, options) => {
  const { openid } = await answers.firstRow(members, options);
  if (!openid) throw new Skipped('the first member has no openid');
  return memberCouponScope(openid);
});
export const mailAudits = listOf('the e-mail audit', mailAuditList);
/** The member list's tagging tasks, of every scope. */
export const memberTasks = source('the member tagging tasks', (_answers, options) =>
  memberTagService.recentTasks(null, options),
);

export const stores = listOf('the store list', storeList);
export const staff = listOf('the store staff list', storeStaffList, async (answers, options) =>
  staffScope((await answers.firstRow(stores, options)).id),
);

/** A club administrator reads the clubs through the admin paths, anyone else through the plain ones (03 §6). */
export const docRole = source('the DOC role', (_answers, options) => docService.role(options));
export const docVariant = async (answers: Answers, options: CallOptions): Promise<DocVariant> =>
  (await answers.need(docRole, options)).role === 'admin' ? 'admin' : 'operator';

function ofDocVariant<T>(name: string, lists: Record<DocVariant, CheckedList<T>>): Source<SearchResult<T>> {
  return {
    name,
    lists: [lists.operator.name, lists.admin.name],
    fetch: async (answers, options) => {
      const list = lists[await docVariant(answers, options)];
      return list.config.service.search(firstSearch(list), options);
    },
  };
}

export const clubs = ofDocVariant('the club list', docLists);
export const applications = ofDocVariant('the application list', applicationLists);
export const clubMembers = ofDocVariant('the club member list', docMemberLists);

export const posts = listOf('the post list', postList);
export const stars = listOf('the star list', postStarList, async (answers, options) =>
  starsOf((await answers.firstRow(posts, options)).id),
);
export const rides = listOf('the regular ride list', rideList, async () => REGULAR_RIDES);

export const promoteActivities = listOf('the promote activity list', promoteActivityList);
export const promoteConfig = source('the promote config', (_answers, options) =>
  promoteConfigService.load(options),
);

/** The floor lists of the menu (src/routes/areas/floor.ts): the home page's and the render pages'. */
export const homeFloors = listOf('the home floor list', floorList, async () => floorTypeScope('home'));
export const renderFloors = listOf('the render floor list', floorList, async () => floorTypeScope('render'));

export const forms = listOf('the form list', formList);
export const records = listOf('the form record list', formRecordList, async (answers, options) =>
  formRecordScope((await answers.firstRow(forms, options)).id),
);
export const actionLog = listOf('the action log', actionLogList);

/** The records tabs' activities: the two the global config names (02 §7 'Has Dealer', 'No Dealer'). */
function reservationActivity(name: string, idOf: (config: GlobalConfig) => string | undefined) {
  return source<ReservationActivity>(name, async (answers, options) => {
    const id = idOf(await answers.need(globalConfig, options));
    if (!id) throw new Skipped('the global config names no activity for it');
    return reservationService.activity(id, options);
  });
}
export const hasDealerActivity = reservationActivity(
  'the Has Dealer activity',
  (config) => config.reservation_activity_id,
);
export const noDealerActivity = reservationActivity(
  'the No Dealer activity',
  (config) => config.reservation_nostore_activity_id,
);
const recordsOf = (name: string, list: CheckedList<unknown>, activity: Source<ReservationActivity>) =>
  listOf(name, list, async (answers, options) =>
    reservationScope((await answers.need(activity, options)).id),
  );
export const hasDealerRecords = recordsOf('the Has Dealer records', hasDealerList, hasDealerActivity);
export const noDealerRecords = recordsOf('the No Dealer records', noDealerList, noDealerActivity);

/** The policy a terms field of the activity's form links (`config.keywords[].policy_id`). */
export function policyIdOf(activity: ReservationActivity): string {
  for (const field of activity.form_fields) {
    const keywords: unknown = field.config?.keywords;
    if (!Array.isArray(keywords)) continue;
    const linked = keywords.find((entry: { policy_id?: unknown }) => typeof entry?.policy_id === 'string');
    if (linked) return (linked as { policy_id: string }).policy_id;
  }
  throw new Skipped("the activity's form links no policy");
}

export const subscribeActivities = listOf('the subscribe-message activity list', subscribeMsgList);

export const channelGroups = source('the channel groups', (_answers, options) =>
  channelGroupService.list(options),
);
export const channels = listOf('the channel list', channelList, async (answers, options) => {
  const [group] = await answers.need(channelGroups, options);
  if (!group) throw new Skipped('the channel groups answered none');
  return inGroup(group.id);
});

/** The tag center shows one scope at a time, the first at first. */
export const tagScopes = source('the tag scopes', (_answers, options) => tagCenterService.scopes(options));
export async function firstScopeId(answers: Answers, options: CallOptions): Promise<string> {
  const [scope] = await answers.need(tagScopes, options);
  if (!scope) throw new Skipped('the tag scopes answered none');
  return scope.id;
}
const ofFirstScope = <T>(name: string, list: CheckedList<T>, scopeOf: typeof inScope) =>
  listOf(name, list, async (answers, options) => scopeOf(await firstScopeId(answers, options)));
export const categories = ofFirstScope('the category list', tagCategoryList, inScope);
/** A category's tags, in its drawer (src/pages/tagCenter/CategoryTagsDrawer.tsx). */
export const tags = listOf('the tag list', tagList, async (answers, options) => {
  const category = await answers.firstRow(categories, options);
  return [...inScope(category.scope_id), { k: 'category_id', op: 'eq', v: category.id }];
});
export const tagSources = ofFirstScope('the source list', tagSourceList, inScope);
export const tokens = ofFirstScope('the token list', tagTokenList, inScope);
export const changeLog = ofFirstScope('the change log', tagCenterLogList, logOfScope);
export const entities = ofFirstScope('the entity list', tagEntityList, entitiesOfScope);
export const tagTasks = source('the tagging tasks', async (answers, options) =>
  memberTagService.recentTasks(await firstScopeId(answers, options), options),
);

/** A dashboard as it opens (no days, page or tab in the URL): the last 7 days of every page. */
export const dashboard = (variant: Variant) => dashboardAt(variant, new URLSearchParams()).query;
export const events = listOf('the event list', trackingEventList, async () => eventScope(dashboard('page')));

export const motorcycles = listOf('the motorcycle list', motorcycleList);
export const modelBrands = listOf('the model brand list', modelBrandList);
export const carBrands = listOf('the car brand list', carBrandList);
export const carModels = listOf('the car model list', carModelList, async (answers, options) =>
  brandScope((await answers.firstRow(carBrands, options)).id),
);
export const series = listOf('the series list', seriesList);
export const seriesModels = listOf('the series model list', seriesModelList, async (answers, options) =>
  seriesScope((await answers.firstRow(series, options)).id),
);
export const buyingChannels = listOf('the buying channel list', buyingChannelList);
export const garages = listOf('the garage list', garageList);
/** The complaints are the records of the form the global config names (02 §7); each row's audit status is its own call. */
export const complaints = listOf('the complaint list', complaintList, async (answers, options) => {
  const formId = (await answers.need(globalConfig, options)).garage.form_center_campaign_id;
  if (!formId) throw new Skipped('the global config names no complaint form');
  return complaintScope(formId);
});

export const shopProducts = source('the shop products', (_answers, options) =>
  productService.search(options),
);
