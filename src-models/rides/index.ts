export {
  rideList,
  rideActions,
  rideSelectors,
  updateBlackActions,
  REGULAR_RIDES,
  oneRide,
  rideOffersActions,
  formatMileage,
  formatDuration,
} from './model';
export { rideFields } from './fields';
