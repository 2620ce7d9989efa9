export { useDraftKeeper, useDraftKey, useLoadedSinceMount, useOfferedDraft } from './drafts';
export { DocumentEditorFrame, DocumentSaveButton } from './DocumentEditorFrame';
export { DraftNotice } from './DraftNotice';
export { useDocumentEditor } from './useDocumentEditor';
export { useDocumentPage, type DocumentPage, type EditedDocument } from './useDocumentPage';
export { useLeaveGuard } from './useLeaveGuard';
export { useModalEditor, type ModalEditor } from './useModalEditor';
export { ListFormModal, type ListFormProps, type SavingList } from './ListFormModal';
export { OpenEditor } from './OpenEditor';
