export {
  couponList,
  couponActions,
  couponSelectors,
  deactivateActions,
  couponState,
  isBoundToActivity,
} from './model';
export * from './form';
export { couponFields } from './fields';
