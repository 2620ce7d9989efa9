export * from './model';
export * from './form';
export { complaintFields, garageFields, modelBrandFields, motorcycleFields } from './fields';
export {
  complaintAuditStatusesLoaded,
  complaintRowsShown,
  type AuditStatusesLoaded,
} from './complaintStatuses';
