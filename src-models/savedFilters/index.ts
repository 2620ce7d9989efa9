export {
  savedFilterActions,
  savedFiltersReducer,
  selectSavedFilters,
  emptyListFilters,
  type ListFilters,
  type SavedFiltersState,
} from './slice';
export { watchSavedFilters } from './sagas';
