import { scopeInput, tagScopeActions, selectScopeSave, type ScopeValues } from 'src-models/tagCenter';
import type { TagScopeInput } from 'src-services/tagCenter';
import { ListFormModal, type ListFormProps, type SavingList } from 'src/components/drafts';
import { NameAndRemark } from './SavedItemFormModal';

const scopeSaving: SavingList<TagScopeInput> = {
  actions: tagScopeActions,
  selectors: { selectSave: selectScopeSave },
};

/** Add or edit a scope: name and remark only (03-community-analytics §3); once saved it is the active scope. */
export function ScopeFormModal(props: ListFormProps<ScopeValues>) {
  return (
    <ListFormModal<ScopeValues, TagScopeInput>
      {...props}
      list={scopeSaving}
      kind="tagScope"
      createTitle="tagCenter.scope.createTitle"
      editTitle="tagCenter.scope.editTitle"
      toInput={scopeInput}
      width={520}
    >
      <NameAndRemark />
    </ListFormModal>
  );
}
