/**
 * The page being built (issue 16, the Layout tab): its blocks, the selected one and the undo history. Every
 * event is a gesture; ids come with the event, so the reducer stays pure and a replay gives the same page.
 */
import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import {
  blockDefaults,
  newBlock,
  type BlockType,
  type Json,
  type PageElement,
} from 'config/pageBuilder/blocks';
import { isJsonObject, valueAt, type JsonObject } from 'config/pageBuilder/json';
import { checkBlocks } from 'config/pageBuilder/validate';
import type { JsonValue } from '../common';
import {
  currentStepId,
  emptyHistory,
  record,
  redo,
  select,
  undo,
  type BuilderHistory,
  type HistoryStep,
} from './history';

export interface PageBuilderState extends BuilderHistory {
  /** Which page the blocks belong to (`floor:12`, `floor:new`), null before one opens. */
  pageKey: string | null;
  /** The step the page was at when it opened or was last saved: any other step is unsaved. */
  savedStep: number;
}

/** What a reload keeps of a page being built until it is saved. */
export type KeptHistory = Pick<PageBuilderState, 'elements' | 'selection' | 'past' | 'future'>;

export const builderOpenedOn = (pageKey: string | null, elements: PageElement[] = []): PageBuilderState => ({
  pageKey,
  savedStep: 0,
  ...emptyHistory(elements),
});

const initialState = builderOpenedOn(null);

const indexOf = (elements: PageElement[], id: string) => elements.findIndex((element) => element.id === id);

/**
 * Sets `value` at `path` inside a block's data. An object missing on the way comes from the type's defaults, so
 * the first edit of a frame a block saved before frames lacks gives it a whole frame (any other, an empty one).
 */
function setIn(element: PageElement, path: readonly string[], value: Json) {
  let target: JsonObject = element.data;
  path.slice(0, -1).forEach((key, depth) => {
    const next = target[key];
    if (!isJsonObject(next) && !Array.isArray(next)) {
      const fallback = valueAt(blockDefaults(element.type), path.slice(0, depth + 1));
      target[key] = isJsonObject(fallback) ? fallback : {};
    }
    target = target[key] as JsonObject;
  });
  target[path[path.length - 1]] = value;
}

const withHistory = (state: PageBuilderState, history: BuilderHistory): PageBuilderState => ({
  ...history,
  pageKey: state.pageKey,
  savedStep: state.savedStep,
});

const slice = createSlice({
  name: 'pageBuilder',
  initialState,
  reducers: {
    builderOpened: (_state, { payload }: PayloadAction<{ pageKey: string; elements: PageElement[] }>) =>
      builderOpenedOn(payload.pageKey, payload.elements),
    /** The page and its history as they were before a reload (kept until the page is saved): all unsaved. */
    historyRecovered: (state, { payload }: PayloadAction<{ pageKey: string; kept: KeptHistory }>) => {
      if (state.pageKey !== payload.pageKey) return;
      const { past, future } = payload.kept;
      const lastStepId = Math.max(0, ...[...past, ...future].map((step) => step.id));
      return { ...state, ...payload.kept, mergeKey: null, lastStepId, savedStep: 0 };
    },
    blockAdded: (state, { payload }: PayloadAction<{ type: BlockType; id: string; index?: number }>) =>
      withHistory(
        state,
        record(current(state), {
          label: { kind: 'added', block: payload.type },
          recipe: (elements) => {
            elements.splice(payload.index ?? elements.length, 0, newBlock(payload.type, payload.id));
          },
          selectionAfter: payload.id,
        }),
      ),
    blockMoved: (state, { payload }: PayloadAction<{ id: string; to: number }>) => {
      const from = indexOf(state.elements, payload.id);
      if (from < 0 || payload.to === from || payload.to < 0 || payload.to >= state.elements.length) return;
      return withHistory(
        state,
        record(current(state), {
          label: { kind: 'moved', block: state.elements[from].type },
          recipe: (elements) => {
            const [moved] = elements.splice(from, 1);
            elements.splice(payload.to, 0, moved);
          },
          selectionAfter: payload.id,
        }),
      );
    },
    blockRemoved: (state, { payload }: PayloadAction<{ id: string }>) => {
      const index = indexOf(state.elements, payload.id);
      if (index < 0) return;
      const neighbour = state.elements[index + 1] ?? state.elements[index - 1] ?? null;
      return withHistory(
        state,
        record(current(state), {
          label: { kind: 'removed', block: state.elements[index].type },
          recipe: (elements) => {
            elements.splice(index, 1);
          },
          selectionAfter: neighbour?.id ?? null,
        }),
      );
    },
    blockDuplicated: (state, { payload }: PayloadAction<{ id: string; newId: string }>) => {
      const index = indexOf(state.elements, payload.id);
      if (index < 0) return;
      const copy: PageElement = { ...current(state.elements[index]), id: payload.newId };
      return withHistory(
        state,
        record(current(state), {
          label: { kind: 'duplicated', block: copy.type },
          recipe: (elements) => {
            elements.splice(index + 1, 0, copy);
          },
          selectionAfter: payload.newId,
        }),
      );
    },
    /**
     * One property of a block's data. With `typing`, changes of the same property in a row are one step; any
     * other change (a switch, a drawn zone) is a step of its own.
     */
    blockChanged: (
      state,
      { payload }: PayloadAction<{ id: string; path: string[]; value: Json; typing?: boolean }>,
    ) => {
      const index = indexOf(state.elements, payload.id);
      if (index < 0 || payload.path.length === 0) return;
      const field = payload.path.join('.');
      return withHistory(
        state,
        record(current(state), {
          label: { kind: 'changed', block: state.elements[index].type, field },
          recipe: (elements) => setIn(elements[index], payload.path, payload.value),
          mergeKey: payload.typing ? `${payload.id}:${field}` : undefined,
        }),
      );
    },
    blockSelected: (state, { payload }: PayloadAction<{ id: string | null }>) =>
      withHistory(state, select(current(state), payload.id)),
    /** Blocks from a JSON file or the clipboard, already checked and given new ids. */
    blocksInserted: (
      state,
      {
        payload,
      }: PayloadAction<{
        elements: PageElement[];
        mode: 'replace' | 'append';
        source: 'imported' | 'pasted';
        /** Where appended blocks go; the end of the page by default. */
        index?: number;
      }>,
    ) => {
      if (payload.elements.length === 0 && payload.mode === 'append') return;
      return withHistory(
        state,
        record(current(state), {
          label: { kind: payload.source, count: payload.elements.length },
          recipe: (elements) => {
            if (payload.mode === 'replace') elements.splice(0, elements.length);
            elements.splice(payload.index ?? elements.length, 0, ...payload.elements);
          },
          selectionAfter: payload.elements[0]?.id ?? null,
        }),
      );
    },
    undoRequested: (state) => withHistory(state, undo(current(state))),
    redoRequested: (state) => withHistory(state, redo(current(state))),
  },
});

export const pageBuilderActions = slice.actions;
export const pageBuilderReducer = slice.reducer;

/** Whether the page holds changes since it opened or was last saved. */
export const isPageUnsaved = (builder: PageBuilderState) => currentStepId(builder) !== builder.savedStep;

const isPatch = (value: unknown) => {
  const patch = value as { op?: unknown; path?: unknown } | null;
  return !!patch && ['add', 'replace', 'remove'].includes(patch.op as string) && Array.isArray(patch.path);
};
const isStep = (value: unknown) => {
  const step = value as HistoryStep | null;
  return (
    !!step &&
    typeof step.id === 'number' &&
    Array.isArray(step.patches) &&
    Array.isArray(step.inverse) &&
    [...step.patches, ...step.inverse].every(isPatch)
  );
};

/** A kept page and its history, if it still reads as one (its blocks pass the import's check). */
export function keptHistoryOf(value: unknown): KeptHistory | null {
  const kept = value as Partial<KeptHistory> | null;
  if (!kept || checkBlocks(kept.elements).problems.length > 0) return null;
  if (
    !Array.isArray(kept.past) ||
    !Array.isArray(kept.future) ||
    ![...kept.past, ...kept.future].every(isStep)
  )
    return null;
  return {
    elements: kept.elements as PageElement[],
    past: kept.past,
    future: kept.future,
    selection: kept.selection ?? null,
  };
}

/**
 * The page being built as a part of the document it belongs to (the floor's layout): not a domain of its own.
 * A draft keeps the page and its history while it holds unsaved changes.
 */
export const pageBuilderPart = {
  reducer: pageBuilderReducer,
  isUnsaved: isPageUnsaved,
  draft: {
    keep: (builder: PageBuilderState): JsonValue | null => {
      if (!isPageUnsaved(builder)) return null;
      const { elements, selection, past, future } = builder;
      return { elements, selection, past, future } as unknown as JsonValue;
    },
    restore: (builder: PageBuilderState, value: JsonValue): PageBuilderState => {
      const kept = keptHistoryOf(value);
      if (!kept || !builder.pageKey) return builder;
      return pageBuilderReducer(builder, slice.actions.historyRecovered({ pageKey: builder.pageKey, kept }));
    },
  },
};
export const selectedBlock = (builder: PageBuilderState) =>
  builder.elements.find((element) => element.id === builder.selection) ?? null;
