/** The floor list of one type and one floor edited on its own page (02-operations §2 screen 10). */
import type { QueryItem } from 'src-services/types';
import {
  FLOOR_TYPE_SCOPE_KEY,
  floorListService,
  floorService,
  type Floor,
  type FloorInput,
} from 'src-services/floors';
import { all } from 'redux-saga/effects';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';
import { floorLayoutPart, floorSaveSaga, type FloorLayoutState } from './layout';

/** 02 §9: floors by -weight, then -updated_at. */
export const FLOOR_ORDER = '-weight,-updated_at';

export const floorList = createListModel<Floor, Floor, 'floors'>({
  name: 'floors',
  service: floorListService,
  defaultOrder: FLOOR_ORDER,
  selectId: (floor) => floor.id,
  messages: { searchFailed: 'floor.searchFailed' },
});

/** The scope of one type's floors. */
export const floorTypeScope = (type: string): QueryItem[] => [{ k: FLOOR_TYPE_SCOPE_KEY, op: 'eq', v: type }];

/** One floor: its settings and, as a part, its layout (one store entry, one unsaved-change tracker, one save). */
const document = createDocumentModel<Floor, FloorInput, 'floor', { layout: FloorLayoutState }>({
  name: 'floor',
  parts: (events) => ({ layout: floorLayoutPart(events) }),
  load: (id, options) => floorService.get(id ?? '', options),
  save: (input, options) =>
    input.id ? floorService.update(input, options) : floorService.create(input, options),
  selectId: (floor) => floor.id,
  // 02 §8: a text per action.
  messages: {
    saveSucceeded: { create: 'list.created', update: 'list.updated' },
    saveFailed: { create: 'error.createFailed', update: 'error.updateFailed' },
  },
});

const saves = floorSaveSaga(document.actions);
export const floorDocument = {
  ...document,
  saga: function* floorSaga() {
    yield all([document.saga(), saves()]);
  },
};

export const floorActions = floorDocument.actions;
export const floorSelectors = floorDocument.selectors;
