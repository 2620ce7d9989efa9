export {
  savedFilterActions,
  savedFiltersReducer,
  selectSavedFilters,
  emptyListFilters,
  type ListFilters,
  type SavedFiltersState,
} from './slice';
export { savedFiltersSaga } from './sagas';
