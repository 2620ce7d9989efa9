export {
  savedFilterActions,
  savedFiltersReducer,
  selectSavedFilters,
  type ListFilters,
  type SavedFiltersState,
} from './slice';
export { watchSavedFilters } from './sagas';
