/**
 * The tag center's lists (03-community-analytics §2.7): categories, tags, sources and the change log of the
 * active scope, which each page passes as the list's scope. Saves say 'opt_success', deletes 'delete_success'
 * (03 §8).
 */
import {
  tagCategoryListService,
  tagCenterLogListService,
  tagListService,
  tagSourceListService,
  tagEntityListService,
  SCOPE_CHANGES,
  type SavedItemInput,
  type TagCategory,
  type TagCenterLogEntry,
  type TagCenterTag,
  type TagSource,
} from 'src-services/tagCenter';
import type { TaggedEntity } from 'src-services/memberTags';
import type { QueryItem } from 'src-services/types';
import { createListModel } from '../list';

const messages = {
  searchFailed: 'tagCenter.searchFailed',
  saveSucceeded: 'tagCenter.opt_success',
  saveFailed: 'tagCenter.saveFailed',
  removeSucceeded: 'tagCenter.delete_success',
  removeFailed: 'tagCenter.deleteFailed',
} as const;

export const tagCategoryList = createListModel<TagCategory, SavedItemInput, 'tagCategories'>({
  name: 'tagCategories',
  service: tagCategoryListService,
  defaultOrder: '-updated_at',
  selectId: (category) => category.id,
  messages,
});

export const tagList = createListModel<TagCenterTag, SavedItemInput, 'tagCenterTags'>({
  name: 'tagCenterTags',
  service: tagListService,
  defaultOrder: '-weight,-updated_at',
  selectId: (tag) => tag.id,
  messages,
});

export const tagSourceList = createListModel<TagSource, SavedItemInput, 'tagSources'>({
  name: 'tagSources',
  service: tagSourceListService,
  defaultOrder: '-updated_at',
  selectId: (source) => source.id,
  messages,
});

export const tagCenterLogList = createListModel<TagCenterLogEntry, TagCenterLogEntry, 'tagCenterLog'>({
  name: 'tagCenterLog',
  service: tagCenterLogListService,
  defaultOrder: '-created_at',
  selectId: (entry) => entry.id,
  messages: { searchFailed: 'tagCenter.searchFailed' },
});

export const tagEntityList = createListModel<TaggedEntity, TaggedEntity, 'tagEntities'>({
  name: 'tagEntities',
  service: tagEntityListService,
  defaultOrder: 'entity_id',
  selectId: (entity) => entity.entity_id,
  messages: { searchFailed: 'tagCenter.searchFailed' },
});

/** The entities carrying at least one tag of the scope. */
export const entitiesOfScope = (scopeId: string): QueryItem[] => [
  { k: 'tags.scope_id', op: 'eq', v: scopeId },
];

/** The conditions that keep a list to one scope. */
export const inScope = (scopeId: string): QueryItem[] => [{ k: 'scope_id', op: 'eq', v: scopeId }];

/** A scope's log: its own changes and those to the scopes themselves. */
export const logOfScope = (scopeId: string): QueryItem[] => [
  { k: 'scope_id', op: 'in', v: [scopeId, SCOPE_CHANGES] },
];
