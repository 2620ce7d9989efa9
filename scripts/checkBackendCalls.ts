/**
 * Every read-only call of the product, by area, as `npm run check:backend` makes them: the services' own calls
 * with the payloads the pages send (a list's first search is its model's: page 0, its page size, its default
 * order and conditions, the page's scope). The answers a call builds on are in checkBackendSources.ts: a get
 * takes the first row of the search line above it.
 *
 * Left out: saves, deletes, uploads, approvals, exports and downloads (they write, or start a job), and whatever
 * has WeChat make something (codes, URL links, schemes: they write and spend the mini-program's quota).
 */
import { DEFAULT_PRESET, presetRange, toDateRange } from '../src/components/dateRange/quickRanges';
import { VARIANT_TABS } from '../src/pages/tracking/useDashboardQuery';
import { carBrandList, channelList as buyingChannelList, seriesList } from '../src-models/carOptions';
import { channelDataBody } from '../src-models/channelData';
import { activityList, pickerQuery } from '../src-models/couponActivities';
import { couponList } from '../src-models/coupons';
import { applicationLists, docLists, docMemberLists } from '../src-models/docs';
import { memberList } from '../src-models/members';
import { postList } from '../src-models/posts';
import { shownActivitiesQuery } from '../src-models/promote';
import { redemptionList } from '../src-models/redemptions';
import { rideList } from '../src-models/rides';
import { storeList } from '../src-models/stores';
import { trackingEventList, type AggregateTab, type Variant } from '../src-models/tracking';
// The dashboard's request bodies: the domain's index does not export them (its saga is their one user).
import { aggregateBody } from '../src-models/tracking/queries';
import { garageList, motorcycleList } from '../src-models/vehicles';
import { configService } from '../src-services/config';
import { couponActivityService } from '../src-services/couponActivities';
import { couponService } from '../src-services/coupons';
import { docService, type DocVariant } from '../src-services/docs';
import { floorService } from '../src-services/floors';
import { formCenterService } from '../src-services/formCenter';
import { lookupService } from '../src-services/lookups';
import { memberTagService } from '../src-services/memberTags';
import { memberService } from '../src-services/members';
import { moderationService } from '../src-services/moderation';
import { policyService } from '../src-services/policy';
import { postService } from '../src-services/posts';
import { productService } from '../src-services/products';
import { postPickerService, promoteActivityService } from '../src-services/promote';
import { sessionService } from '../src-services/session';
import { carImportService, seriesImportService } from '../src-services/sheetImport';
import { storeService } from '../src-services/stores';
import { subscribeMsgService } from '../src-services/subscribeMsg';
import { trackingService } from '../src-services/tracking';
import { garageAuditService } from '../src-services/vehicles';
import { productLists, unnamedLists } from './checkBackendLists';
import * as answer from './checkBackendSources';
import {
  ask,
  call,
  callAfter,
  filtersOf,
  getFirst,
  savedFilters,
  Skipped,
  type Check,
  type CheckedList,
} from './checkBackendSteps';

const { docVariant, firstScopeId } = answer;

/** The saved filters of the club lists of the operator's variant. */
const docFilters = <T>(name: string, lists: Record<DocVariant, CheckedList<T>>) =>
  callAfter(name, async (answers, options) => filtersOf(lists[await docVariant(answers, options)], options));

/** Each aggregation tab of a dashboard, as it opens ('user' lists events: the event list below). */
const dashboardTabs = (variant: Variant, label: string) =>
  VARIANT_TABS[variant]
    .filter((tab): tab is AggregateTab => tab !== 'user')
    .map((tab) =>
      call(`${label}: ${tab} tab`, (options) =>
        trackingService.aggregate(aggregateBody(tab, answer.dashboard(variant)), options),
      ),
    );

/** The calls by area, each written out with the payload and scope its page gives it. */
export const NAMED_CHECKS: Record<string, readonly Check[]> = {
  Session: [call('the signed-in operator', (options) => sessionService.me(options))],
  'Global config': [
    ask('global config', answer.globalConfig),
    call('user terms', (options) => configService.loadTerms(options)),
  ],
  Coupons: [
    ask('coupon list', answer.coupons),
    getFirst('one coupon', answer.coupons, (coupon, options) => couponService.get(coupon.card_id, options)),
    savedFilters('coupon saved filters', couponList),
    ask('coupon-drop activity list', answer.activities),
    getFirst('one activity', answer.activities, (activity, o) => couponActivityService.get(activity.id, o)),
    savedFilters('activity saved filters', activityList),
    call('coupons an activity may hand out', (options) =>
      couponService.searchTitles(pickerQuery(null), options),
    ),
    ask('redemption list', answer.redemptions),
    savedFilters('redemption saved filters', redemptionList),
  ],
  Members: [
    ask('member list', answer.members),
    getFirst('one member', answer.members, (member, options) => memberService.get(member.id, options)),
    savedFilters('member saved filters', memberList),
    callAfter('tags of the first page', async (answers, options) => {
      const { results } = await answers.need(answer.members, options);
      const unionids = results.flatMap((member) => (member.unionid ? [member.unionid] : []));
      if (unionids.length === 0) throw new Skipped('the member list answered no unionid');
      return memberTagService.entityTags(unionids, options);
    }),
    ask('tagging tasks', answer.memberTasks),
    // Followed by the member list and the Task page alike; the newest task of any scope.
    getFirst('one tagging task', answer.memberTasks, (task, options) =>
      memberTagService.getTask(task.id, options),
    ),
    ask("a member's coupons", answer.memberCoupons),
    call('stores a clerk may serve', (options) => lookupService.stores(options)),
    ask('e-mail audit', answer.mailAudits),
  ],
  Stores: [
    ask('store list', answer.stores),
    getFirst('one store', answer.stores, (store, options) => storeService.get(store.id, options)),
    savedFilters('store saved filters', storeList),
    ask("a store's staff", answer.staff),
    call('clubs a store may join', (options) => lookupService.clubs(options)),
  ],
  'Owners clubs': [
    ask('DOC role', answer.docRole),
    ask('club list', answer.clubs),
    callAfter('one club', async (answers, options) => {
      const club = await answers.firstRow(answer.clubs, options);
      return docService.get(club.id, await docVariant(answers, options), options);
    }),
    docFilters('club saved filters', docLists),
    ask('application list', answer.applications),
    docFilters('application saved filters', applicationLists),
    callAfter('recent reject reasons', async (answers, options) =>
      docService.recentRejectReasons(await docVariant(answers, options), options),
    ),
    ask('club member list', answer.clubMembers),
    docFilters('club member saved filters', docMemberLists),
    call('club admin candidates', (options) => docService.adminCandidates('', options)),
    call('admins of other clubs', (options) => docService.takenAdminUnionids(null, options)),
    getFirst('moderation trail of a club', answer.clubs, (club, o) =>
      moderationService.trail('doc', club.id, o),
    ),
    getFirst('moderation trail of an application', answer.applications, (application, options) =>
      moderationService.trail('docApplication', application.id, options),
    ),
  ],
  Posts: [
    ask('post list', answer.posts),
    getFirst('one post', answer.posts, (post, options) => postService.get(post.id, options)),
    savedFilters('post saved filters', postList),
    ask("a post's stars", answer.stars),
    getFirst('moderation trail of a post', answer.posts, (post, o) =>
      moderationService.trail('post', post.id, o),
    ),
  ],
  Riding: [
    ask('regular ride list', answer.rides),
    savedFilters('ride saved filters', rideList),
    getFirst('moderation trail of a ride', answer.rides, (ride, o) =>
      moderationService.trail('ride', ride.id, o),
    ),
  ],
  Promote: [
    ask('promote activity list', answer.promoteActivities),
    getFirst('one activity', answer.promoteActivities, (activity, o) =>
      promoteActivityService.get(activity.id, o),
    ),
    ask('promote config', answer.promoteConfig),
    call('activities the config may show', (options) =>
      promoteActivityService.pick(shownActivitiesQuery('', Math.floor(Date.now() / 1000)), options),
    ),
    callAfter('posts of the config tags', async (answers, options) => {
      const { tag_ids: tagIds } = await answers.need(answer.promoteConfig, options);
      if (tagIds.length === 0) throw new Skipped('the promote config names no tag');
      return postPickerService.byTags(tagIds, options);
    }),
  ],
  Floors: [
    ask('home floor list', answer.homeFloors),
    ask('render floor list', answer.renderFloors),
    getFirst('one floor', answer.renderFloors, (floor, options) => floorService.get(floor.id, options)),
    call('render floors a link may open', (options) => lookupService.floors('render', undefined, options)),
  ],
  'Form center': [
    ask('form list', answer.forms),
    getFirst('one form', answer.forms, (form, options) => formCenterService.get(form.id, options)),
    ask("a form's records", answer.records),
    ask('action log', answer.actionLog),
    call('forms a link may open', (options) => lookupService.forms(undefined, options)),
  ],
  Reservations: [
    ask('Has Dealer activity', answer.hasDealerActivity),
    ask('Has Dealer records', answer.hasDealerRecords),
    callAfter('the policy its form links', async (answers, options) => {
      const activity = await answers.need(answer.hasDealerActivity, options);
      return policyService.get(answer.policyIdOf(activity), options);
    }),
    ask('No Dealer activity', answer.noDealerActivity),
    ask('No Dealer records', answer.noDealerRecords),
    call('reservation activities', (options) => lookupService.reservationActivities(options)),
  ],
  'Subscribe messages': [
    ask('activity list', answer.subscribeActivities),
    getFirst('one activity', answer.subscribeActivities, (activity, o) =>
      subscribeMsgService.get(activity.id, o),
    ),
    call('activities a message may name', (options) => lookupService.subscribeActivities(options)),
    call('message templates', (options) => lookupService.subscribeTemplates(options)),
  ],
  Channels: [
    ask('channel groups', answer.channelGroups),
    ask('channel list', answer.channels),
    callAfter('data of the listed channels', async (answers, options) => {
      const { results } = await answers.need(answer.channels, options);
      if (results.length === 0) throw new Skipped('the channel list answered no channel');
      // The data tab's range as it opens (src/pages/channel/ChannelDataTab.tsx).
      const body = channelDataBody(results, toDateRange(presetRange(DEFAULT_PRESET)));
      return trackingService.aggregate(body, options);
    }),
  ],
  'Tag center': [
    ask('scopes', answer.tagScopes),
    ask('category list', answer.categories),
    ask("a category's tags", answer.tags),
    ask('source list', answer.tagSources),
    ask('token list', answer.tokens),
    ask('change log', answer.changeLog),
    ask('tagged entities', answer.entities),
    ask('tagging tasks', answer.tagTasks),
    call('scopes a picker offers', (options) => lookupService.scopes(options)),
    call('categories a picker offers', (options) => lookupService.tagCenterCategories(options)),
    callAfter('tags a picker offers', async (answers, options) =>
      lookupService.tagCenterTags({ scopeId: await firstScopeId(answers, options) }, options),
    ),
  ],
  Tracking: [
    ...dashboardTabs('page', 'page views'),
    ...dashboardTabs('launch', 'launches'),
    ask('event list', answer.events),
    savedFilters('event saved filters', trackingEventList),
    getFirst('the customer of an event', answer.events, (event, options) => {
      const openid = event.customer?.mini_profile?.openid;
      if (!openid) throw new Skipped('the first event names no openid');
      return trackingService.customer(openid, options);
    }),
  ],
  Vehicles: [
    ask('motorcycle list', answer.motorcycles),
    savedFilters('motorcycle saved filters', motorcycleList),
    ask('model brand list', answer.modelBrands),
    ask('car brand list', answer.carBrands),
    savedFilters('car brand saved filters', carBrandList),
    ask("a car brand's models", answer.carModels),
    call('car import sample', (options) => carImportService.sample(options)),
    call('car import: the brands and models there', (options) => carImportService.existing(options)),
    ask('series list', answer.series),
    savedFilters('series saved filters', seriesList),
    ask("a series' models", answer.seriesModels),
    call('series import sample', (options) => seriesImportService.sample(options)),
    call('series import: the series and models there', (options) => seriesImportService.existing(options)),
    ask('buying channel list', answer.buyingChannels),
    savedFilters('buying channel saved filters', buyingChannelList),
    ask('garage list', answer.garages),
    savedFilters('garage saved filters', garageList),
    ask('complaint list', answer.complaints),
    getFirst("a complaint's audit status", answer.complaints, (complaint, o) =>
      garageAuditService.search(complaint.id, o),
    ),
  ],
  'Page builder and pickers': [
    call('categories', (options) => lookupService.categories(options)),
    call('products', (options) => lookupService.products(options)),
    ask('shop products', answer.shopProducts),
    getFirst('one shop product', answer.shopProducts, (product, o) => productService.get(product.id, o)),
    call('product tags', (options) => lookupService.tags(options)),
    call('coupons', (options) => lookupService.coupons(options)),
    call('red packet activities', (options) => lookupService.redPacketActivities(options)),
  ],
};

/** Every call the check makes: the named ones, then any list they leave out (checkBackendLists.ts). */
const others = unnamedLists(NAMED_CHECKS, productLists());
export const CHECKS: Record<string, readonly Check[]> =
  others.length > 0 ? { ...NAMED_CHECKS, 'Other lists': others } : NAMED_CHECKS;
