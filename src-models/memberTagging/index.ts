export { memberTagging, memberTaggingActions } from './model';
