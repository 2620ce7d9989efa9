export * from './model';
export * from './desk';
export { reservationDeskSaga } from './sagas';
