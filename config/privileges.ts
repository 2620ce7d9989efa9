/**
 * The catalogue of privilege names. The spec names only a few literally (QRCodeChannelData, TagCenter*,
 * FormCenter*); the rest are named here in the same style, one per capability listed in 01-platform §6,
 * 02-operations §6 and 03-community-analytics §6. A control whose capability §6 does not list is gated by the
 * nearest one it does (docs/platform.md, 'Privilege names'): the reservation Export by the record search, member
 * tagging by the member update, the e-mail audit and the purchase download by the member search.
 */
export const PRIVILEGES = {
  // members (01 §6, 02 §6)
  memberGet: 'ScrmMemberGet',
  memberSearch: 'ScrmMemberSearch',
  memberUpdateClerk: 'ScrmMemberUpdateClerk',
  // stores
  storeSave: 'ScrmStoreSave',
  storeSearch: 'ScrmStoreSearch',
  // motorcycles and vehicle reference data
  motorcycleSave: 'ScrmMotorcycleSave',
  motorcycleSearch: 'ScrmMotorcycleSearch',
  modelBrandSave: 'ScrmModelBrandSave',
  modelBrandSearch: 'ScrmModelBrandSearch',
  carBrandSearch: 'ScrmCarBrandSearch',
  carBrandSave: 'ScrmCarBrandSave',
  carBrandDelete: 'ScrmCarBrandDelete',
  carBrandUpload: 'ScrmCarBrandUpload',
  carModelSearch: 'ScrmCarModelSearch',
  carModelSave: 'ScrmCarModelSave',
  carModelDelete: 'ScrmCarModelDelete',
  carSeriesSearch: 'ScrmCarSeriesSearch',
  carSeriesSave: 'ScrmCarSeriesSave',
  seriesModelSearch: 'ScrmSeriesModelSearch',
  seriesModelSave: 'ScrmSeriesModelSave',
  buyingChannelSearch: 'ScrmBuyingChannelSearch',
  buyingChannelSave: 'ScrmBuyingChannelSave',
  garageSearch: 'ScrmGarageSearch',
  // floors
  floorCreate: 'FloorCenterCreateFloor',
  floorGet: 'FloorCenterGetFloor',
  floorSearch: 'FloorCenterSearchFloor',
  floorUpdate: 'FloorCenterUpdateFloor',
  // global config
  configSave: 'ScrmConfigSaveBack',
  configModelSearch: 'ScrmConfigModelSearch',
  configModelSave: 'ScrmConfigModelSave',
  // reservations
  reservationSearch: 'ReservationCenterSearchRecord',
  /** Identity numbers shown whole in the records and their export; masked without it. */
  reservationReadIdentity: 'ReservationCenterReadIdentity',
  reservationPolicySave: 'ReservationCenterSavePolicy',
  // coupons
  couponSearch: 'CouponCenterSearchCoupon',
  couponSave: 'CouponCenterSaveCoupon',
  couponDeactivate: 'CouponCenterDeactivateCoupon',
  couponDelete: 'CouponCenterDeleteCoupon',
  couponActivitySearch: 'ScrmCouponActivitySearch',
  couponActivitySave: 'ScrmCouponActivitySave',
  couponCodeSearch: 'CouponCenterSearchCode',
  // owners' clubs (DOC)
  docSearch: 'ScrmDocSearch',
  docSave: 'ScrmDocSave',
  docDelete: 'ScrmDocDelete',
  docApplicationSearch: 'ScrmDocApplicationSearch',
  docApplicationAction: 'ScrmDocApplicationAction',
  docMemberSearch: 'ScrmDocMemberSearch',
  docAdmin: 'ScrmDocAdmin',
  // riding
  rideSearch: 'ScrmRideSearch',
  rideUpdateBlack: 'ScrmRideUpdateBlack',
  rideDelete: 'ScrmRideDelete',
  // posts
  postSearch: 'ScrmPostSearch',
  postStarSearch: 'ScrmPostStarSearch',
  postGet: 'ScrmPostGet',
  postDelete: 'ScrmPostDelete',
  postUpdate: 'ScrmPostUpdate',
  // promote activities
  promoteActivitySearch: 'ScrmPromoteActivitySearch',
  promoteActivityGet: 'ScrmPromoteActivityGet',
  promoteActivitySave: 'ScrmPromoteActivitySave',
  promoteConfigGet: 'ScrmPromoteConfigGet',
  promoteConfigSave: 'ScrmPromoteConfigSave',
  // channel center (literal names from 03 §2.4)
  channelSearch: 'QRCodeChannelSearch',
  channelSave: 'QRCodeChannelSave',
  channelData: 'QRCodeChannelData',
  // tracking analytics
  trackingSearch: 'MiniTrackingSearch',
  // tag center (literal names from 03 §2.7, §6)
  tagCenterSearch: 'TagCenterSearchTag',
  tagCenterSave: 'TagCenterSaveTag',
  tagCenterSaveScope: 'TagCenterSaveScope',
  tagCenterSearchTagTask: 'TagCenterSearchTagTask',
  /** The Task page's create (03 §7 `tag/task/create`), named as 03 §6 names the task search. */
  tagCenterCreateTagTask: 'TagCenterCreateTagTask',
  tagCenterSearchToken: 'TagCenterSearchToken',
  // form center (literal names from 03 §6)
  formCenterUpdateForm: 'FormCenterUpdateForm',
  formCenterCreateForm: 'FormCenterCreateForm',
  formCenterSearchRecord: 'FormCenterSearchRecord',
  /** As the reservations' (named like the spec's form-center privileges). */
  formCenterReadIdentity: 'FormCenterReadIdentity',
  formCenterSearchActionLog: 'FormCenterSearchActionLog',
  // subscribe messages
  subscribeMsgSearch: 'SubscribeMsgSearch',
  subscribeMsgSave: 'SubscribeMsgSave',
  // the feature privilege that unlocks the 'invisible' property of form fields (01 §3)
  formFieldInvisible: 'FormCenterEditInvisibleField',
} as const;

/** A store's staff page reads the store (its title) and searches members (its clerks); the list links to it. */
export const STORE_STAFF_REQUIREMENT = [`${PRIVILEGES.storeSearch}+${PRIVILEGES.memberSearch}`];

export type PrivilegeKey = keyof typeof PRIVILEGES;
export type Privilege = (typeof PRIVILEGES)[PrivilegeKey];

export const ALL_PRIVILEGES: readonly Privilege[] = Object.values(PRIVILEGES);

const known = new Set<string>(ALL_PRIVILEGES);
export function isKnownPrivilege(name: string): name is Privilege {
  return known.has(name);
}
