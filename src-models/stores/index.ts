export {
  storeList,
  storeActions,
  storeSelectors,
  storeDocument,
  storeStaffList,
  staffActions,
  cancelClerkActions,
  staffScope,
} from './model';
export * from './form';
export { storeFields } from './fields';
