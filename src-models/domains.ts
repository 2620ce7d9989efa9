import {
  activityDocument,
  activityEditorReducer,
  activityEditorSaga,
  activityList,
} from './couponActivities';
import { carBrandList, carModelList, channelList, seriesList, seriesModelList } from './carOptions';
import { configDocument, termsDocument } from './config';
import type { DomainTable } from './coreDomains';
import { couponList } from './coupons';
import {
  actionLogList,
  formDocument,
  formCenterSaga,
  formList,
  formRecordExportReducer,
  formRecordList,
} from './formCenter';
import { lookupsReducer, lookupsSaga } from './lookups';
import { mailAuditList, memberAreaReducer, memberAreaSaga, memberCouponList, memberList } from './members';
import { policyDocument } from './policy';
import { redemptionList } from './redemptions';
import { hasDealerList, noDealerList, reservationDeskReducer, reservationDeskSaga } from './reservations';
import { savedFiltersReducer } from './savedFilters';
import { sheetImportReducer, sheetImportSaga } from './sheetImport';
import { storeDocument, storeList, storeStaffList } from './stores';
import { trackingEventList, trackingReducer, trackingSaga } from './tracking';
import { complaintList, garageList, modelBrandList, motorcycleList } from './vehicles';

/**
 * The areas' domains: their reducers and root sagas join the store with the signed-in shell (see
 * `AppStore.addDomains`); the login page never loads them. An area adds one line.
 */
export const domains = {
  tracking: { reducer: trackingReducer, saga: trackingSaga },
  trackingEvents: { reducer: trackingEventList.reducer, saga: trackingEventList.saga },
  coupons: { reducer: couponList.reducer, saga: couponList.saga },
  couponActivities: { reducer: activityList.reducer, saga: activityList.saga },
  couponActivityEditor: { reducer: activityEditorReducer, saga: activityEditorSaga },
  couponActivity: { reducer: activityDocument.reducer, saga: activityDocument.saga },
  redemptions: { reducer: redemptionList.reducer, saga: redemptionList.saga },
  config: { reducer: configDocument.reducer, saga: configDocument.saga },
  configTerms: { reducer: termsDocument.reducer, saga: termsDocument.saga },
  policy: { reducer: policyDocument.reducer, saga: policyDocument.saga },
  lookups: { reducer: lookupsReducer, saga: lookupsSaga },
  savedFilters: { reducer: savedFiltersReducer },
  stores: { reducer: storeList.reducer, saga: storeList.saga },
  store: { reducer: storeDocument.reducer, saga: storeDocument.saga },
  storeStaff: { reducer: storeStaffList.reducer, saga: storeStaffList.saga },
  motorcycles: { reducer: motorcycleList.reducer, saga: motorcycleList.saga },
  modelBrands: { reducer: modelBrandList.reducer, saga: modelBrandList.saga },
  garages: { reducer: garageList.reducer, saga: garageList.saga },
  complaints: { reducer: complaintList.reducer, saga: complaintList.saga },
  carBrands: { reducer: carBrandList.reducer, saga: carBrandList.saga },
  carModels: { reducer: carModelList.reducer, saga: carModelList.saga },
  carSeries: { reducer: seriesList.reducer, saga: seriesList.saga },
  seriesModels: { reducer: seriesModelList.reducer, saga: seriesModelList.saga },
  buyingChannels: { reducer: channelList.reducer, saga: channelList.saga },
  sheetImport: { reducer: sheetImportReducer, saga: sheetImportSaga },
  members: { reducer: memberList.reducer, saga: memberList.saga },
  memberCoupons: { reducer: memberCouponList.reducer, saga: memberCouponList.saga },
  mailAudits: { reducer: mailAuditList.reducer, saga: mailAuditList.saga },
  memberArea: { reducer: memberAreaReducer, saga: memberAreaSaga },
  reservationsHasDealer: { reducer: hasDealerList.reducer, saga: hasDealerList.saga },
  reservationsNoDealer: { reducer: noDealerList.reducer, saga: noDealerList.saga },
  reservationDesk: { reducer: reservationDeskReducer, saga: reservationDeskSaga },
  formCenterForms: { reducer: formList.reducer, saga: formList.saga },
  formCenterForm: { reducer: formDocument.reducer, saga: formDocument.saga },
  formCenterRecords: { reducer: formRecordList.reducer, saga: formRecordList.saga },
  formRecordExport: { reducer: formRecordExportReducer, saga: formCenterSaga },
  formCenterActionLogs: { reducer: actionLogList.reducer, saga: actionLogList.saga },
} satisfies DomainTable;
