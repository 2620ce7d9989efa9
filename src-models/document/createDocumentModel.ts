/**
 * The document-model factory (ARCHITECTURE.md §4): the events, the reducer, the saga and the selectors of one
 * record edited on its own page, from one description. See README.md in this folder.
 */
import { createReducer, type Draft } from '@reduxjs/toolkit';
import { idleOp, idleRequest } from '../common/opState';
import { documentActions } from './actions';
import { createDocumentSaga } from './sagas';
import type { DocumentModelConfig, DocumentState } from './types';

export function createDocumentModel<D, I = D, Name extends string = string>(
  config: DocumentModelConfig<D, I, Name>,
) {
  const { name, selectId } = config;
  const actions = documentActions<D, I, Name>(name);
  const initialState: DocumentState<D> = { id: null, data: null, load: idleOp(), save: idleRequest() };

  // Immer drafts of a generic state do not type-check: view them as the state itself.
  const view = (draft: Draft<DocumentState<D>>) => draft as unknown as DocumentState<D>;

  const reducer = createReducer(initialState, (builder) => {
    builder
      .addCase(actions.loadRequested, (draft, { payload }) => {
        const state = view(draft);
        const id = payload?.id ?? null;
        // Another document: nothing of the earlier one shows meanwhile. The same one stays while it reloads.
        if (id !== state.id) state.data = null;
        state.id = id;
        state.load = { status: 'pending', error: null };
      })
      .addCase(actions.loadSucceeded, (draft, { payload }) => {
        const state = view(draft);
        state.data = payload;
        state.load = { status: 'succeeded', error: null };
      })
      .addCase(actions.loadFailed, (draft, { payload }) => {
        view(draft).load = { status: 'failed', error: payload };
      })
      // takeLeading ignores a save while one runs; the state ignores it too, so both tell the same story.
      // The form keeps what the operator typed until the server has it: nothing is lost on failure.
      .addCase(actions.saveRequested, (draft, { payload }) => {
        const state = view(draft);
        if (state.save.status === 'pending') return;
        state.save = { status: 'pending', error: null, requestId: payload.requestId, id: state.id };
      })
      .addCase(actions.saveSucceeded, (draft, { payload }) => {
        const state = view(draft);
        if (payload.data === null) {
          state.save = { ...idleRequest(), requestId: payload.requestId };
          return;
        }
        state.data = payload.data;
        if (selectId) state.id = selectId(payload.data);
        state.load = { status: 'succeeded', error: null };
        state.save = { status: 'succeeded', error: null, requestId: payload.requestId, id: state.id };
      })
      .addCase(actions.saveFailed, (draft, { payload }) => {
        const state = view(draft);
        state.save = { status: 'failed', error: payload.error, requestId: payload.requestId, id: state.id };
      })
      .addCase(actions.resetRequested, (draft) => {
        const state = view(draft);
        state.id = null;
        state.data = null;
        state.load = idleOp();
        if (state.save.status !== 'pending') state.save = idleRequest();
      });
  });

  type Root = Record<Name, DocumentState<D>>;
  const selectState = (root: Root): DocumentState<D> => root[name];
  const selectors = {
    selectState,
    selectData: (root: Root) => selectState(root).data,
    selectId: (root: Root) => selectState(root).id,
    selectLoad: (root: Root) => selectState(root).load,
    selectSave: (root: Root) => selectState(root).save,
  };

  const saga = createDocumentSaga(config, actions);

  return { name, config, reducer, saga, actions, selectors, initialState };
}

export type DocumentModel<D, I = D, Name extends string = string> = ReturnType<
  typeof createDocumentModel<D, I, Name>
>;
