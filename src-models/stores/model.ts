/**
 * Dealer stores (02-operations §2 screens 7 and 8): the store list (search, save, export, saved filters), one
 * store loaded for its staff page's title, and the staff list of one store with its workflow, cancel a clerk.
 */
import { cancelClerkUpdate, memberListService, memberService, type Member } from 'src-services/members';
import { storeListService, storeService, type Store, type StoreInput } from 'src-services/stores';
import type { QueryItem } from 'src-services/types';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';

/** 02-operations §2 (7) and §8: stores are added and edited. */
const STORE_SAVE_MESSAGES = {
  saveSucceeded: { create: 'list.added', update: 'list.edited' },
  saveFailed: { create: 'error.addFailed', update: 'error.editFailed' },
} as const;

export const storeList = createListModel<Store, StoreInput, 'stores'>({
  name: 'stores',
  service: storeListService,
  defaultOrder: '-updated_at',
  selectId: (store) => store.id,
  messages: STORE_SAVE_MESSAGES,
});

export const storeActions = storeList.actions;
export const storeSelectors = storeList.selectors;

/** One store, loaded for its staff page's title (saving a store goes through the list's modal). */
export const storeDocument = createDocumentModel<Store, StoreInput, 'store'>({
  name: 'store',
  load: (id, options) => storeService.get(id ?? '', options),
  save: storeService.save,
  messages: STORE_SAVE_MESSAGES,
});

export const storeStaffList = createListModel<Member, Member, 'storeStaff', 'cancelClerk'>({
  name: 'storeStaff',
  service: memberListService,
  defaultOrder: '-bound_at',
  selectId: (member) => member.id,
  itemActions: {
    cancelClerk: {
      run: (id, _args, options) => memberService.updateClerk(cancelClerkUpdate(id), options),
      patch: () => ({ is_clerk: false, store_id: null, store_name: null }),
      // The former clerk leaves this store's list.
      refresh: true,
      succeeded: 'store.staff.cancelled',
      failed: 'error.updateFailed',
    },
  },
});

export const staffActions = storeStaffList.actions;
export const { cancelClerk: cancelClerkActions } = storeStaffList.itemActions;

/** The staff of one store (02-operations §7): members who are clerks of that store. */
export const staffScope = (storeId: string): QueryItem[] => [
  { k: 'is_clerk', op: 'eq', v: true },
  { k: 'store_id', op: 'eq', v: storeId },
];
