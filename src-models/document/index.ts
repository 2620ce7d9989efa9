export { createDocumentModel, type DocumentModel } from './createDocumentModel';
export type { DocumentActions } from './actions';
export type * from './types';
