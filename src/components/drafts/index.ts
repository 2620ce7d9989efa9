export { useDraftKeeper, useDraftKey, useLoadedSinceMount, useOfferedDraft } from './drafts';
export { DraftNotice } from './DraftNotice';
export { useDocumentEditor } from './useDocumentEditor';
export { useLeaveGuard } from './useLeaveGuard';
export { useModalEditor } from './useModalEditor';
export { ListFormModal, type ListFormProps, type SavingList } from './ListFormModal';
