/**
 * The page builder's undo history: each gesture is one step of immer patches (serializable, so Redux DevTools
 * shows and replays them), labelled with what it did and carrying the selection before and after it. Typing
 * in one field merges into one step; at most 100 steps are kept.
 */
// A copy of immer of the builder's own (webpack.config.ts): the shell's stays without the patch plugin.
import { applyPatches, enablePatches, produceWithPatches, type Patch } from 'immer-patches';
import type { BlockType, PageElement } from 'config/pageBuilder/blocks';

enablePatches();

export const MAX_HISTORY_STEPS = 100;

export type StepKind = 'added' | 'moved' | 'removed' | 'duplicated' | 'changed' | 'imported' | 'pasted';

/** What a step did, for its label ('Moved Carousel', 'Changed interval'): the UI words it. */
export interface StepLabel {
  kind: StepKind;
  block?: BlockType;
  /** The changed property's path in the block's data, e.g. `carousel.settings.interval`. */
  field?: string;
  count?: number;
}

export interface HistoryStep {
  /** Unique within the page's history: what was saved is told by the id of the step it ended on. */
  id: number;
  label: StepLabel;
  patches: Patch[];
  inverse: Patch[];
  selectionBefore: string | null;
  selectionAfter: string | null;
}

export interface BuilderHistory {
  elements: PageElement[];
  selection: string | null;
  past: HistoryStep[];
  future: HistoryStep[];
  /** The field a run of typing is merging into; any other step, a selection or an undo ends the run. */
  mergeKey: string | null;
  /** The last step id given. */
  lastStepId: number;
}

export const emptyHistory = (elements: PageElement[] = []): BuilderHistory => ({
  elements,
  selection: null,
  past: [],
  future: [],
  mergeKey: null,
  lastStepId: 0,
});

/** The id of the step the page is at (0: where it opened). */
export const currentStepId = (history: Pick<BuilderHistory, 'past'>) => history.past.at(-1)?.id ?? 0;

export interface Change {
  label: StepLabel;
  recipe: (elements: PageElement[]) => void;
  selectionAfter?: string | null;
  /** Changes with the same key, one after the other, are one step. */
  mergeKey?: string;
}

/** The history after one change: a new step (or the merged last one), the redo steps dropped. */
export function record(history: BuilderHistory, change: Change): BuilderHistory {
  const [elements, patches, inverse] = produceWithPatches(history.elements, change.recipe);
  if (patches.length === 0) return history;
  const selectionAfter = change.selectionAfter === undefined ? history.selection : change.selectionAfter;
  const last = history.past.at(-1);
  const id = history.lastStepId + 1;
  if (change.mergeKey && last && history.mergeKey === change.mergeKey) {
    // A merged step is another page: it gets an id of its own.
    const merged: HistoryStep = {
      ...last,
      id,
      patches: [...last.patches, ...patches],
      inverse: [...inverse, ...last.inverse],
      selectionAfter,
    };
    return {
      ...history,
      elements,
      selection: selectionAfter,
      past: [...history.past.slice(0, -1), merged],
      future: [],
      lastStepId: id,
    };
  }
  const step: HistoryStep = {
    id,
    label: change.label,
    patches,
    inverse,
    selectionBefore: history.selection,
    selectionAfter,
  };
  return {
    elements,
    selection: selectionAfter,
    past: [...history.past, step].slice(-MAX_HISTORY_STEPS),
    future: [],
    mergeKey: change.mergeKey ?? null,
    lastStepId: id,
  };
}

export function undo(history: BuilderHistory): BuilderHistory {
  const step = history.past.at(-1);
  if (!step) return history;
  return {
    elements: applyPatches(history.elements, step.inverse),
    selection: step.selectionBefore,
    past: history.past.slice(0, -1),
    future: [step, ...history.future],
    mergeKey: null,
    lastStepId: history.lastStepId,
  };
}

export function redo(history: BuilderHistory): BuilderHistory {
  const [step, ...future] = history.future;
  if (!step) return history;
  return {
    elements: applyPatches(history.elements, step.patches),
    selection: step.selectionAfter,
    past: [...history.past, step],
    future,
    mergeKey: null,
    lastStepId: history.lastStepId,
  };
}

export const select = (history: BuilderHistory, id: string | null): BuilderHistory =>
  history.selection === id && history.mergeKey === null
    ? history
    : { ...history, selection: id, mergeKey: null };
