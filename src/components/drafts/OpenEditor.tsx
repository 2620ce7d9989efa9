import { Suspense, type ComponentType } from 'react';
import type { ListFormProps } from './ListFormModal';
import type { ModalEditor } from './useModalEditor';

/**
 * A modal editor's form while it is open (`useModalEditor`), with the values, draft and close it was opened
 * with; `formProps` are the form's other props. Nothing while it is closed, so a lazy form loads on first open.
 */
export function OpenEditor<V, const E extends object = object>({
  editing,
  form: FormModal,
  formProps,
}: {
  editing: ModalEditor<V>;
  form: ComponentType<ListFormProps<V> & E>;
  formProps?: E;
}) {
  if (!editing.editor) return null;
  const props = {
    ...(formProps as E),
    initial: editing.editor.initial,
    restored: editing.editor.restored,
    draftKey: editing.draftKey,
    onClose: editing.close,
  };
  return (
    <Suspense fallback={null}>
      <FormModal {...props} />
    </Suspense>
  );
}
