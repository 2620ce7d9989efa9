export * from './model';
export * from './form';
export { normalizeLinkAction } from './linkAction';
