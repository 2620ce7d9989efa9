import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Form, type FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import type { DocumentActions, DocumentState } from 'src-models/document';
import type { JsonValue, OpState } from 'src-models/common';
import type { RootState } from 'src-models/store';
import type { ApiErrorInfo } from 'src-services/errors';
import type { useSaveOnce } from 'src/components/saving';
import { useAppDispatch, useAppSelector, useAppStore } from 'src/store/hooks';
import { useLatest } from '../useLatest';
import { DraftNotice } from './DraftNotice';
import { useDocumentEditor } from './useDocumentEditor';

/** The document model a page edits (`floorDocument` ...): its events and its state. */
export interface EditedDocument<D, I> {
  actions: Pick<DocumentActions<D, I, string>, 'loadRequested' | 'resetRequested' | 'saveRequested'> &
    Partial<Pick<DocumentActions<D, I, string>, 'partsRestored'>>;
  selectors: {
    selectState: (state: RootState) => DocumentState<D>;
    /** Changes the document's parts hold (the floor's layout): leaving would lose them, Save has them to send. */
    selectPartsUnsaved?: (state: RootState) => boolean;
    /** What the parts hold unsaved, kept in the page's draft with the form's values. */
    selectPartsDraft?: (state: RootState) => Record<string, JsonValue> | null;
  };
}

interface PageOptions<D, I, V> {
  document: EditedDocument<D, I>;
  /** The one to edit; null for a new one; left out for a document that has no id (a config). */
  id?: string | null;
  /** The draft's kind (see useDocumentEditor). */
  kind: string;
  /** Tells apart two editors on one page (see useDocumentEditor). */
  part?: string;
  /** Whether the operator may save: without it the form is read-only and no draft is offered. */
  canSave: boolean;
  /** The form's values for what the server holds (null: leave the form as it is). */
  toValues: (saved: D | null) => V | null;
  toDraft?: (values: V) => JsonValue;
  fromDraft?: (draft: JsonValue) => V;
  /** Where a new document is edited once saved (it then has an id). */
  editPath?: (id: string) => string;
  /** Runs once for each document a save answers. */
  onSaved?: (saved: D) => void;
  /** Runs once a draft was restored (the terms card reopens the modal it was typed in). */
  onRestored?: () => void;
  /** Keep the draft through a reload of the page as well (the floor's page being built). */
  throughReload?: boolean;
}

export interface DocumentPage<D, V, I> {
  /** The document as the server last answered it. */
  saved: D | null;
  form: FormInstance<V>;
  saving: ReturnType<typeof useSaveOnce>;
  load: OpState;
  /** What the server holds for the document asked for has arrived (always, for a new one). */
  loaded: boolean;
  canSave: boolean;
  editable: boolean;
  /** Why the document could not be loaded, while nothing of it is shown. */
  loadError: ApiErrorInfo | null;
  retry: () => void;
  /** The props every editor's `<Form>` takes: values reported, read-only without the privilege. */
  formProps: {
    form: FormInstance<V>;
    layout: 'vertical';
    disabled: boolean;
    onValuesChange: () => void;
  };
  /** Sends the save (once per burst of clicks; `saving.release` on a refused validation). */
  save: (input: I) => void;
  /** Sends a save the model composes from more than the input (the floor's): `event` asks for it. */
  send: (event: (requestId: string) => UnknownAction) => void;
  /** The offer of what was typed before the session expired, when there is one to make. */
  notice: ReactNode;
  /** Whether the document holds changes not saved yet (read when leaving, and by Save after a save). */
  isUnsaved: () => boolean;
}

/**
 * What every single-document page wires around its form: the document loaded on open (or a new one started),
 * the form filled when it arrives or is saved, Save once per burst of clicks, a new document opened at its own
 * address once saved, and the draft kept through an expired session and offered back (`notice`).
 *
 *   const page = useDocumentPage({ document: formDocument, id, kind: 'formCenterForm', canSave,
 *     toValues: (saved) => formValues(saved, id), editPath: formPath });
 *   <Form {...page.formProps} onFinish={(values) => page.save(toInput(values))} onFinishFailed={page.saving.release}>
 *
 * An editor reached from a list shows it in a `DocumentEditorFrame`, which adds Back and the leave guard.
 */
export function useDocumentPage<D, I, V>(options: PageOptions<D, I, V>): DocumentPage<D, V, I> {
  const { document, id, kind, canSave } = options;
  const { actions } = document;
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const state = useAppSelector(document.selectors.selectState);
  const { data, load } = state;
  const [form] = Form.useForm<V>();
  const editor = useDocumentEditor<V>({
    kind,
    part: options.part,
    save: state.save,
    load: id === null ? undefined : load.status,
    toDraft: options.toDraft,
    fromDraft: options.fromDraft,
    parts: () => document.selectors.selectPartsDraft?.(store.getState()) ?? null,
    throughReload: options.throughReload,
  });
  const { saving, forget } = editor;
  const unsaved = useRef(false);
  // A save of this page has succeeded: from then on Save sends only what changed since.
  const savedHere = useRef(false);
  // The id a new document was given by its first save (the page then opens it at its own address).
  const created = useRef<string | null>(null);
  // A save was sent for this new document: only its answer opens an address, not the one open before.
  const sentNew = useRef(false);
  const toValues = useLatest(options.toValues);
  const onSaved = useLatest(options.onSaved);
  const editPath = useLatest(options.editPath);
  // antd types a field's value recursively; the pages' values are plain (a schedule as Dayjs).
  const fill = useCallback(
    (values: V) => form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]),
    [form],
  );

  const open = useCallback(() => {
    dispatch(
      id === null ? actions.resetRequested() : actions.loadRequested(id === undefined ? undefined : { id }),
    );
  }, [id, dispatch, actions]);
  useEffect(() => {
    forget();
    unsaved.current = false;
    // The document just created, now at its own address, is still the one saved; another starts afresh.
    if (!id || id !== created.current) savedHere.current = false;
    sentNew.current = false;
    open();
  }, [open, forget, id]);

  // The form shows what the server holds once it is loaded or saved; nothing typed before stays.
  useEffect(() => {
    const values = toValues.current(data);
    if (values === null) return;
    form.resetFields();
    fill(values);
  }, [data, id, form, fill, toValues]);

  const answered = useRef<D | null>(null);
  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    unsaved.current = false;
    savedHere.current = true;
    // The effect runs again on other changes while the outcome stays 'succeeded': once per answer.
    if (data !== null && answered.current !== data) {
      answered.current = data;
      onSaved.current?.(data);
    }
    if (id !== null || !sentNew.current || !state.id) return;
    created.current = state.id;
    if (editPath.current) navigate(editPath.current(state.id), { replace: true });
  }, [id, saving.outcome, data, state.id, navigate, onSaved, editPath]);

  const loaded =
    id === null || (data !== null && (id === undefined || (load.status === 'succeeded' && state.id === id)));
  const editable = canSave && loaded;
  const isUnsaved = () =>
    unsaved.current || (document.selectors.selectPartsUnsaved?.(store.getState()) ?? false);
  const send = (event: (requestId: string) => UnknownAction) => {
    // The rest of a burst of clicks after a save succeeded (a new document then still on its way to its own
    // address): nothing changed since, so nothing is written again, no second record and no second 'Saved'.
    if (savedHere.current && !isUnsaved()) {
      saving.release();
      return;
    }
    if (id === null) sentNew.current = true;
    saving.send((requestId) => dispatch(event(requestId)));
  };
  const restore = () => {
    editor.restore(
      (values) => {
        fill(values);
        unsaved.current = true;
      },
      (parts) => {
        if (actions.partsRestored) dispatch(actions.partsRestored(parts));
      },
    );
    options.onRestored?.();
  };

  return {
    saved: data,
    form,
    saving,
    load,
    loaded,
    canSave,
    editable,
    loadError: !loaded && load.status === 'failed' ? load.error : null,
    retry: open,
    formProps: {
      form,
      layout: 'vertical',
      disabled: !editable,
      onValuesChange: () => {
        unsaved.current = true;
        // Every value the form holds, those of tabs and cards not on screen included.
        editor.changed(form.getFieldsValue(true) as V);
      },
    },
    save: (input) => send((requestId) => actions.saveRequested({ requestId, input })),
    send,
    notice:
      editor.offered && editable && editor.loaded ? (
        <DraftNotice draft={editor.offered} onRestore={restore} onDiscard={editor.discard} />
      ) : null,
    isUnsaved,
  };
}
