export { activityList, activityActions, activitySelectors } from './model';
export * from './editorSlice';
export * from './document';
export * from './form';
export { activityEditorSaga, pickerQuery, DETAIL_THROTTLE_MS, PICKER_SIZE } from './editorSagas';
export { ACTIVITY_BEHAVIOURS, type ActivityBehaviour } from 'src-services/couponActivities';
export { activityFields } from './fields';
