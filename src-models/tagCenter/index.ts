export { tagCategoryList, tagList, tagSourceList, tagCenterLogList, inScope, logOfScope } from './model';
export { tagCategoryFields, tagFields, tagSourceFields, tagCenterLogFields } from './fields';
export {
  tagScopeActions,
  tagScopeReducer,
  tagScopeSaga,
  selectTagScopes,
  selectActiveScope,
  selectScopeSave,
  type TagScopeState,
} from './scopes';
export {
  savedItemInput,
  savedItemValues,
  scopeInput,
  NEW_SAVED_ITEM,
  type SavedItemValues,
  type ScopeValues,
} from './form';
