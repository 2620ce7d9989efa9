export { createListModel, DEFAULT_MESSAGES, type ListModel } from './createListModel';
export type { ListActions, ItemActionCreators } from './actions';
export { exportEstimateSeconds, EXPORT_SIZE } from './exportSaga';
export * from './query';
export * from './conditions';
export type * from './types';
export * from './catalogue';
