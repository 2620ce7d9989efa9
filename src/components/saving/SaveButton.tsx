import { Button, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { useSaveOnce } from './useSaveOnce';

/**
 * An editor page's Save: a burst of clicks saves once, the first click claiming the save before the form's
 * validation answers (`useSaveOnce`); busy until that save settles.
 */
export function SaveButton({
  saving,
  form,
  children,
}: {
  saving: ReturnType<typeof useSaveOnce>;
  form: FormInstance;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      loading={saving.busy}
      onClick={() => {
        if (saving.claim()) form.submit();
      }}
    >
      {children}
    </Button>
  );
}
