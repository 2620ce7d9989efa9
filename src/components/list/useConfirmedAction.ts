import type { MessageId } from 'src-locales/messageIds';
import { useCallback } from 'react';
import { App } from 'antd';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useIntl } from 'react-intl';
import { useAppDispatch } from 'src/store/hooks';

export interface Confirmation {
  titleKey: MessageId;
  contentKey: MessageId;
  okKey: MessageId;
  /** Values for the title and the content (a record's name). */
  values?: Record<string, string>;
  danger?: boolean;
  /** The event dispatched once the operator agreed. */
  action: UnknownAction;
}

/** A row action that asks first, then dispatches its event: one confirmation dialog for every list. */
export function useConfirmedAction() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  return useCallback(
    ({ titleKey, contentKey, okKey, values, danger, action }: Confirmation) =>
      modal.confirm({
        title: intl.formatMessage({ id: titleKey }, values),
        content: intl.formatMessage({ id: contentKey }, values),
        okText: intl.formatMessage({ id: okKey }),
        okButtonProps: danger ? { danger: true } : undefined,
        cancelText: intl.formatMessage({ id: 'list.cancel' }),
        onOk: () => {
          dispatch(action);
        },
      }),
    [intl, dispatch, modal],
  );
}
