/**
 * The document-model factory (ARCHITECTURE.md §4): the events, the reducer, the saga and the selectors of one
 * record edited on its own page, from one description. See README.md in this folder.
 */
import { createReducer, type Draft, type UnknownAction } from '@reduxjs/toolkit';
import type { JsonValue } from '../common';
import { idleOp, idleRequest } from '../common/opState';
import { documentActions } from './actions';
import { createDocumentSaga } from './sagas';
import type { DocumentModelConfig, DocumentPart, DocumentState } from './types';

/** A document's state: its own, and its parts'. */
export type DocumentWithParts<D, P> = DocumentState<D> & { parts: P };

export function createDocumentModel<D, I = D, Name extends string = string, P = Record<never, never>>(
  config: DocumentModelConfig<D, I, Name, P>,
) {
  const { name, selectId } = config;
  const actions = documentActions<D, I, Name>(name);
  const parts = Object.entries(config.parts?.(actions) ?? {}) as [string, DocumentPart<unknown>][];
  const initialParts = Object.fromEntries(
    parts.map(([key, part]) => [key, part.reducer(undefined, { type: `${name}/partsStarted` })]),
  ) as P;
  const initialState: DocumentState<D> = { id: null, data: null, load: idleOp(), save: idleRequest() };

  // Immer drafts of a generic state do not type-check: view them as the state itself.
  const view = (draft: Draft<DocumentState<D>>) => draft as unknown as DocumentState<D>;

  const documentReducer = createReducer(initialState, (builder) => {
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

  type State = DocumentWithParts<D, P>;
  // Each part hears every event after the document has.
  const reducer = (state: State = { ...initialState, parts: initialParts }, action: UnknownAction): State => {
    const { parts: before, ...own } = state;
    const document = documentReducer(own, action);
    let after = before as Record<string, unknown>;
    for (const [key, part] of parts) {
      const kept = actions.partsRestored.match(action) ? action.payload[key] : undefined;
      const next =
        kept === undefined || !part.draft
          ? part.reducer(after[key], action)
          : part.draft.restore(after[key], kept);
      if (next !== after[key]) after = { ...after, [key]: next };
    }
    return document === own && after === before ? state : { ...document, parts: after as P };
  };

  type Root = Record<Name, State>;
  const selectState = (root: Root): State => root[name];
  const selectors = {
    selectState,
    selectData: (root: Root) => selectState(root).data,
    selectId: (root: Root) => selectState(root).id,
    selectLoad: (root: Root) => selectState(root).load,
    selectSave: (root: Root) => selectState(root).save,
    selectParts: (root: Root) => selectState(root).parts,
    /** What the parts hold unsaved, for a draft (by part; null when none holds anything). */
    selectPartsDraft: (root: Root): Record<string, JsonValue> | null => {
      const state = selectState(root).parts as Record<string, unknown>;
      const kept = parts.flatMap(([key, part]) => {
        const value = part.draft?.keep(state[key]) ?? null;
        return value === null ? [] : [[key, value] as const];
      });
      return kept.length > 0 ? Object.fromEntries(kept) : null;
    },
    /** Whether a part holds changes not saved yet (the form's own are the page's to tell). */
    selectPartsUnsaved: (root: Root) => {
      const state = selectState(root).parts as Record<string, unknown>;
      return parts.some(([key, part]) => part.isUnsaved?.(state[key]) ?? false);
    },
  };

  const saga = createDocumentSaga(config, actions);

  return {
    name,
    config,
    reducer,
    saga,
    actions,
    selectors,
    initialState: { ...initialState, parts: initialParts } as State,
  };
}

export type DocumentModel<D, I = D, Name extends string = string, P = Record<never, never>> = ReturnType<
  typeof createDocumentModel<D, I, Name, P>
>;
