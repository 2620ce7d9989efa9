export { ListContainer, type ListContainerProps } from './ListContainer';
export { openSafely } from './ExportControl';
export type { ListColumn, ExportSpec, ListModelView } from './types';
export { CreateButton } from './CreateButton';
export { FilterPanel } from './FilterPanel';
export { catalogueColumns, type ColumnOverride } from './catalogueColumns';
export { useConfirmedAction } from './useConfirmedAction';
export { actionsColumn, type RowAction, type RowButtonAction } from './actionsColumn';
export { CrudList, type CrudListProps, type CrudEdit, type CrudEditPage, type CrudRemove } from './CrudList';
