import type { FormInstance } from 'antd';
import type { useSaveOnce } from './useSaveOnce';

/**
 * The submit button of a ProForm or ModalForm (`submitter.submitButtonProps`) that saves once per burst of
 * clicks: the first click claims the save before the form's validation answers (`useSaveOnce`); busy until
 * that save settles.
 */
export function saveOnceButtonProps(saving: ReturnType<typeof useSaveOnce>, form: FormInstance) {
  return {
    loading: saving.busy,
    preventDefault: true,
    onClick: () => {
      if (saving.claim()) form.submit();
    },
  };
}
