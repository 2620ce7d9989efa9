export { createListModel, DEFAULT_MESSAGES, type ListModel } from './createListModel';
export type { ListActions, ItemActionCreators } from './actions';
export { exportEstimateSeconds, httpUrl, EXPORT_SIZE } from './exportSaga';
export * from './query';
export * from './conditions';
export type * from './types';
export { nanoid as newRequestId } from '@reduxjs/toolkit';
export * from './catalogue';
export * from './numbers';
