/**
 * What every layer above the services shares that is about no one domain: request states, JSON values, request
 * ids, safe URLs, numbers and UTC+8 days. (The saga helpers, callApi, context and eachInTurn, are imported by
 * their files.)
 */
export * from './opState';
export type { JsonValue } from './json';
export { newRequestId } from './requestId';
export { httpUrl } from './httpUrl';
export { groupDigits } from './numbers';
export * from './time';
export { saveTextFor, hasId, type SaveText, type IsUpdate } from './saveText';
