/** The floor list of one type and one floor edited on its own page (02-operations §2 screen 10). */
import type { QueryItem } from 'src-services/types';
import {
  FLOOR_TYPE_SCOPE_KEY,
  floorListService,
  floorService,
  type Floor,
  type FloorInput,
} from 'src-services/floors';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';

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

export const floorDocument = createDocumentModel<Floor, FloorInput, 'floor'>({
  name: 'floor',
  load: (id, options) => floorService.get(id ?? '', options),
  save: (input, options) =>
    input.id ? floorService.update(input, options) : floorService.create(input, options),
  selectId: (floor) => floor.id,
  messages: { saveSucceeded: 'floor.saved', saveFailed: 'floor.saveFailed' },
});

export const floorActions = floorDocument.actions;
export const floorSelectors = floorDocument.selectors;
