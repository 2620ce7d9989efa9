export {
  createListModel,
  DEFAULT_MESSAGES,
  type ListModel,
  type ListActions,
  type ItemActionCreators,
} from './createListModel';
export { exportEstimateSeconds, httpUrl, EXPORT_SIZE } from './exportSaga';
export * from './query';
export * from './conditions';
export type * from './types';
export { nanoid as newRequestId } from '@reduxjs/toolkit';
