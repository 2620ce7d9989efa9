export * from './slice';
export { sessionEndDetected, type SessionEndReason } from '../common/sessionEnd';
export * from './selectors';
export { can, parsePrivilegeMessage, type Requirement } from './permissions';
export { sessionSaga } from './sagas';
