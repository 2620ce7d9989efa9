export { floorList, floorDocument, floorActions, floorSelectors, floorTypeScope, FLOOR_ORDER } from './model';
export { floorFields } from './fields';
export { floorFormValues, floorSaveRequest, NEW_FLOOR, type FloorFormValues } from './form';
export { floorVisibility, FLOOR_VISIBILITIES, type FloorVisibility } from './visibility';
export { floorPagePath, floorPageWithQuery, floorQuery, pageOfType } from './miniProgram';
export {
  floorLayoutRefused,
  floorPageKey,
  floorSaveAsked,
  selectFloorLayout,
  type FloorLayoutState,
} from './layout';
