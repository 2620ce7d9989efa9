export { LinkActionFields, type LinkActionFieldsProps } from './LinkActionFields';
export { normalizeLinkAction } from 'src-models/config';
