/**
 * The floor's layout, a part of the floor document (issue 34): the page builder's blocks and undo history,
 * opened with the floor they belong to and marked saved with it. The save itself is composed here: the
 * settings and the blocks, checked first (a refusal is an event the editor shows).
 */
import { createAction } from '@reduxjs/toolkit';
import { all, put, select, takeEvery } from 'redux-saga/effects';
import type { PageElement } from 'config/pageBuilder/blocks';
import { checkBlocks, type BlockProblem } from 'config/pageBuilder/validate';
import type { Floor, FloorInput } from 'src-services/floors';
import type { DocumentActions, DocumentPart } from '../document';
import { builderOpenedOn, currentStepId, pageBuilderPart, type PageBuilderState } from '../pageBuilder';
import { floorSaveRequest, type FloorFormValues } from './form';

export interface FloorLayoutState extends PageBuilderState {
  /** The step the save under way sends: saved once that save succeeds. */
  sendingStep: number;
  /** The last save the layout refused, and why (its first problem). */
  refused: { requestId: string; problem: BlockProblem } | null;
}

/** The key of the floor's page in the builder, also where its history is kept through a reload. */
export const floorPageKey = (id: string | null) => (id ? `floor:${id}` : 'floor:new');

const opened = (id: string | null, elements: PageElement[] = []): FloorLayoutState => ({
  ...builderOpenedOn(floorPageKey(id), elements),
  sendingStep: 0,
  refused: null,
});

/** Save asked by the editor: its settings; the layout is the document's own. A floor keeps its type. */
export const floorSaveAsked = createAction<{
  requestId: string;
  values: FloorFormValues;
  target: { id: string | null; type: string };
}>('floor/saveAsked');
export const floorLayoutRefused = createAction<{ requestId: string; problem: BlockProblem }>(
  'floor/layoutRefused',
);

type FloorEvents = DocumentActions<Floor, FloorInput, 'floor'>;

export function floorLayoutPart(events: FloorEvents): DocumentPart<FloorLayoutState> {
  const reducer = (state = opened(null), action: { type: string }): FloorLayoutState => {
    // Reloading the floor that is open keeps its history; another floor opens afresh.
    if (events.loadSucceeded.match(action))
      return state.pageKey === floorPageKey(action.payload.id)
        ? state
        : opened(action.payload.id, (action.payload.layout?.elements ?? []) as PageElement[]);
    if (events.resetRequested.match(action)) return opened(null);
    if (events.saveRequested.match(action)) return { ...state, sendingStep: currentStepId(state) };
    if (events.saveSucceeded.match(action))
      return action.payload.data
        ? { ...state, savedStep: state.sendingStep, pageKey: floorPageKey(action.payload.data.id) }
        : state;
    if (floorLayoutRefused.match(action)) return { ...state, refused: action.payload };
    const builder = pageBuilderPart.reducer(state, action);
    return builder === state ? state : { ...state, ...builder };
  };
  return {
    reducer,
    isUnsaved: pageBuilderPart.isUnsaved,
    draft: {
      keep: pageBuilderPart.draft.keep,
      restore: (state, kept) => ({ ...state, ...pageBuilderPart.draft.restore(state, kept) }),
    },
  };
}

type WithFloor = { floor: { data: Floor | null; parts: { layout: FloorLayoutState } } };
export const selectFloorLayout = (root: WithFloor) => root.floor.parts.layout;

/** The settings and the blocks as one save, or the layout's refusal. */
export function floorSaveSaga(events: FloorEvents) {
  function* compose({ payload }: ReturnType<typeof floorSaveAsked>) {
    const { requestId, values, target } = payload;
    const layout: FloorLayoutState = yield select(selectFloorLayout);
    const [problem] = checkBlocks(layout.elements).problems;
    if (problem) {
      yield put(floorLayoutRefused({ requestId, problem }));
      return;
    }
    const saved: Floor | null = yield select((root: WithFloor) => root.floor.data);
    const floor = target.id && saved?.id === target.id ? saved : null;
    const input = floorSaveRequest(values, {
      id: target.id,
      type: floor?.type ?? target.type,
      layout: { ...floor?.layout, elements: layout.elements },
    });
    yield put(events.saveRequested({ requestId, input }));
  }
  return function* floorSaves() {
    yield all([takeEvery(floorSaveAsked.type, compose)]);
  };
}
