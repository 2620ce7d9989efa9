import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { CallOptions } from 'src-services/request';
import type { IsUpdate, JsonValue, OpState, RequestOpState, SaveText } from '../common';
import type { DocumentActions } from './actions';

export type {
  DocumentLoadRequest,
  DocumentSaveFailure,
  DocumentSaveOutcome,
  DocumentSaveRequest,
} from './actions';

/** One record edited on its own page (the global config, the terms, a policy): all serializable. */
export interface DocumentState<D> {
  /** The id the document was asked for; null for a document without one (the config) or a new one. */
  id: string | null;
  /** The document as the server last answered it (loaded or saved). */
  data: D | null;
  load: OpState;
  save: RequestOpState;
}

export interface DocumentMessages {
  /** The success toast: one, or `{create, update}` (chosen by `isUpdate`). */
  saveSucceeded: SaveText;
  /**
   * The failure toast when the server gives no known text, or always with `failureText: 'fixed'`: one, or
   * `{create, update}` (a club: 'Create failed', 'Update failed').
   */
  saveFailed: SaveText;
}

/**
 * A part of a document kept beside its data (the floor's layout and its undo history): its own reducer, which
 * also hears the document's events (opened, saved), and whether it holds changes not saved yet.
 */
export interface DocumentPart<S> {
  reducer: Reducer<S, UnknownAction, S | undefined>;
  isUnsaved?: (state: S) => boolean;
  /**
   * What of the part a draft keeps (null: nothing unsaved), and the part with a kept copy back (the same part
   * when the copy no longer reads as one: a bad entry is dropped, never applied).
   */
  draft?: { keep: (state: S) => JsonValue | null; restore: (state: S, kept: JsonValue) => S };
}

export type DocumentParts<P> = { [K in keyof P]: DocumentPart<P[K]> };

export interface DocumentModelConfig<D, I, Name extends string, P = Record<never, never>> {
  /** The slice name and the action prefix: `config` gives `config/loadRequested`. */
  name: Name;
  load: (id: string | null, options: CallOptions) => Promise<D>;
  /**
   * Saves and answers the document as it now is; null when the server answered without a record, which
   * counts as nothing saved (no toast, the editor stays as it is). A document only read (a member's detail)
   * has no save and no messages.
   */
  save?: (input: I, options: CallOptions) => Promise<D | null>;
  /** The id of a saved document (a new one gets its id from the save). */
  selectId?: (data: D) => string;
  /** The save's toasts: with `save`. */
  messages?: DocumentMessages;
  /**
   * Whether a save's input updates the document (the `update` text of a `{create, update}` message) rather than
   * creates one: by default, the input has a non-empty `id`.
   */
  isUpdate?: IsUpdate<I>;
  /**
   * `catalogue` (default): a known code's catalogue text, else the server's msg, else `messages.saveFailed`.
   * `fixed`: always `messages.saveFailed`, whatever the server said.
   */
  failureText?: 'catalogue' | 'fixed';
  /** The document's parts, made from its events; their state is `parts` of the document's. */
  parts?: (actions: DocumentActions<D, I, Name>) => DocumentParts<P>;
}
