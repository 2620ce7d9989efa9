import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ModalForm } from '@ant-design/pro-components';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Button, Form, Steps } from 'antd';
import type { MessageId } from 'src-locales/messageIds';
import type { SaveRequest } from 'src-models/list';
import type { JsonValue, RequestOpState } from 'src-models/common';
import type { RootState } from 'src-models/store';
import { useDraftKeeper } from './drafts';
import { saveOnceButtonProps, useSaveOnce } from 'src/components/saving';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

/** The list a form saves through: its save event and state (any list model). */
export interface SavingList<S> {
  actions: { saveRequested: (payload: SaveRequest<S>) => UnknownAction; saveReset: () => UnknownAction };
  selectors: { selectSave: (state: RootState) => RequestOpState };
}

export interface ListFormProps<V> {
  /** The values to start from: an existing record (edit), a restored draft, or a new record's. */
  initial: V;
  /** Where an unsaved edit is kept if the session ends meanwhile. */
  draftKey: string | null;
  /** The initial values are themselves unsaved (a restored draft). */
  restored?: boolean;
  onClose: () => void;
}

interface Props<V extends object, S> extends ListFormProps<V> {
  list: SavingList<S>;
  /** The draft's kind (which form it belongs to). */
  kind: string;
  createTitle: MessageId;
  editTitle: MessageId;
  /** What the save sends, from values that passed validation (with the record's id and parent). */
  toInput: (values: V) => S;
  /** The modal's width in pixels. */
  width?: number;
  /**
   * A second step that shows what will be saved (a channel's code) before Save: Next validates and shows it,
   * Back returns to the fields as they were typed. The two steps' names label the step bar.
   */
  confirm?: { render: (values: V) => ReactNode; steps: readonly [MessageId, MessageId] };
  /** Fields that follow another's change (a city the new province does not have is cleared), or null. */
  follow?: (changed: Partial<V>, all: V) => Partial<V> | null;
  children: ReactNode;
}

/** JSON for a draft: undefined fields dropped. */
const asDraft = (values: object) => JSON.parse(JSON.stringify(values)) as JsonValue;

/**
 * A list's add/edit modal: the form's fields as children, Save once per burst of clicks, what was typed kept if
 * the session ends (opened through `useModalEditor`). Values the form does not show (the id, the parent brand or series)
 * ride along from `initial`. The modal closes once saved; a refused or failed save leaves it open as typed.
 */
export function ListFormModal<V extends { id?: string }, S>({
  initial,
  draftKey,
  restored = false,
  onClose,
  list,
  kind,
  createTitle,
  editTitle,
  toInput,
  width = 560,
  confirm,
  follow,
  children,
}: Props<V, S>) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<V>();
  const saving = useSaveOnce(useAppSelector(list.selectors.selectSave));
  const edited = useRef<V | null>(restored ? initial : null);
  const [confirming, setConfirming] = useState<V | null>(null);
  const t = useT();
  const save = (values: V) =>
    saving.send((requestId) => dispatch(list.actions.saveRequested({ requestId, item: toInput(values) })));

  useDraftKeeper(draftKey, kind, () => (edited.current ? asDraft(edited.current) : null));

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    edited.current = null;
    dispatch(list.actions.saveReset());
    onClose();
  }, [saving.outcome, dispatch, onClose, list]);

  return (
    <ModalForm<V>
      open
      form={form}
      title={t(initial.id ? editTitle : createTitle)}
      width={width}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{
        searchConfig: { submitText: t(confirm ? 'list.next' : 'list.save'), resetText: t('list.cancel') },
        submitButtonProps: saveOnceButtonProps(saving, form),
        render: (_, buttons) =>
          confirming
            ? [
                <Button key="back" disabled={saving.busy} onClick={() => setConfirming(null)}>
                  {t('list.back')}
                </Button>,
                <Button
                  key="save"
                  type="primary"
                  loading={saving.busy}
                  onClick={() => {
                    if (saving.claim()) save(confirming);
                  }}
                >
                  {t('list.save')}
                </Button>,
              ]
            : buttons,
      }}
      onValuesChange={(changed: Partial<V>, all: V) => {
        const followed = follow?.(changed, all) ?? null;
        if (followed) form.setFieldsValue(followed as Parameters<typeof form.setFieldsValue>[0]);
        edited.current = { ...initial, ...all, ...followed };
      }}
      onFinishFailed={saving.release}
      onFinish={async (values) => {
        const all = { ...initial, ...values };
        if (confirm) {
          saving.release();
          setConfirming(all);
        } else save(all);
        return false;
      }}
    >
      {confirm ? (
        <Steps
          size="small"
          current={confirming ? 1 : 0}
          items={confirm.steps.map((step) => ({ title: t(step) }))}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      {/* Kept mounted while confirming: Back shows the fields as they were typed. */}
      <div hidden={confirming !== null}>{children}</div>
      {confirming && confirm ? confirm.render(confirming) : null}
    </ModalForm>
  );
}
