export {
  tagCategoryList,
  tagList,
  tagSourceList,
  tagCenterLogList,
  tagEntityList,
  inScope,
  logOfScope,
  entitiesOfScope,
} from './model';
export {
  tagCategoryFields,
  tagFields,
  tagSourceFields,
  tagCenterLogFields,
  tagEntityFields,
  tagTokenFields,
} from './fields';
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
export {
  tagTokenList,
  tokenRevealActions,
  tokenRevealReducer,
  selectCreatedToken,
  type TokenRevealState,
} from './tokens';
export { tagCenterTasks } from './tasks';
