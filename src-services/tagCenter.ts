/**
 * The tag center (03-community-analytics §2.7, §3, §7): scopes, and within the active scope the categories, tags,
 * sources and the change log. Every save and delete of a scope, category, tag or source is written to the log by
 * the server, with who, when and the values before and after (the log search is this product's addition: the
 * spec names the page, not its call).
 */
import { genericListService } from './listService';
import { taggedEntityShape, tagTaskShape, type TaggedEntity, type TagTaskInput } from './memberTags';
import { del, post, type CallOptions } from './request';
import {
  anything,
  boolean,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  optional,
  recordOf,
  searchResultOf,
  string,
  type Shape,
} from './shape';

/**
 * The `scope_id` of the log entries about scopes themselves: they belong to no one scope, so every scope's log
 * shows them (the mock writes the same value).
 */
export const SCOPE_CHANGES = '*';

/** Scopes are all read at once (03 §7: page 0, size 10,000,000). */
export const SCOPE_SEARCH_SIZE = 10_000_000;

export interface TagScope {
  id: string;
  name: string;
  remark?: string;
  updated_at?: number;
}

/** A scope saves name and remark only (03 §3). */
export interface TagScopeInput {
  id?: string;
  name: string;
  remark: string;
}

/** What a category, tag and source save: a source has no weight and no disabled flag (03 §2.7). */
export interface SavedItemInput {
  id?: string;
  scope_id: string;
  name: string;
  remark: string;
  weight?: number;
  disabled?: boolean;
  /** A tag's category (required for a tag). */
  category_id?: string;
}

export interface TagCategory {
  id: string;
  scope_id: string;
  name: string;
  remark?: string;
  weight?: number;
  disabled?: boolean;
  updated_at?: number;
}

export interface TagCenterTag extends TagCategory {
  category_id: string;
  category?: { name: string } | null;
}

export interface TagSource {
  id: string;
  scope_id: string;
  name: string;
  remark?: string;
  updated_at?: number;
}

export const LOG_SUBJECTS = ['scope', 'category', 'tag', 'source', 'token'] as const;
export type LogSubject = (typeof LOG_SUBJECTS)[number];
export const LOG_ACTIONS = ['create', 'update', 'delete'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

/** One change: what, by whom, when, and the record's values before and after (null for none). */
export interface TagCenterLogEntry {
  id: string;
  scope_id: string;
  subject: LogSubject;
  action: LogAction;
  subject_id: string;
  subject_name: string;
  operator: string;
  created_at: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const scopeShape: Shape<TagScope> = object({
  id: nonEmptyString,
  name: string,
  remark: optional(string),
  updated_at: optional(number),
});

export const categoryShape: Shape<TagCategory> = object({
  id: nonEmptyString,
  scope_id: string,
  name: string,
  remark: optional(string),
  weight: optional(number),
  disabled: optional(boolean),
  updated_at: optional(number),
});

const tagShape: Shape<TagCenterTag> = object({
  id: nonEmptyString,
  scope_id: string,
  category_id: string,
  category: optional(nullable(object({ name: string }))),
  name: string,
  remark: optional(string),
  weight: optional(number),
  disabled: optional(boolean),
  updated_at: optional(number),
});

const sourceShape: Shape<TagSource> = object({
  id: nonEmptyString,
  scope_id: string,
  name: string,
  remark: optional(string),
  updated_at: optional(number),
});

const logShape: Shape<TagCenterLogEntry> = object({
  id: nonEmptyString,
  scope_id: string,
  subject: oneOf(...LOG_SUBJECTS),
  action: oneOf(...LOG_ACTIONS),
  subject_id: string,
  subject_name: string,
  operator: string,
  created_at: number,
  before: nullable(recordOf(anything)),
  after: nullable(recordOf(anything)),
});

const removal = (kind: string) => (id: string, options?: CallOptions) =>
  del(`/tag-center-api/${kind}/${encodeURIComponent(id)}/del`, anything, options);

export const tagCenterService = {
  scopes: (options?: CallOptions) =>
    post(
      '/tag-center-api/scope/search',
      {
        page: 0,
        size: SCOPE_SEARCH_SIZE,
        operator: 'AND',
        order: '-updated_at',
        query: [],
        fields: ['id', 'name', 'remark', 'updated_at'],
      },
      searchResultOf(scopeShape),
      options,
    ).then((answer) => answer.results),
  saveScope: (input: TagScopeInput, options?: CallOptions) =>
    post('/tag-center-api/scope/save', input, scopeShape, options),
  removeScope: removal('scope'),
  saveCategory: (input: SavedItemInput, options?: CallOptions) =>
    post('/tag-center-api/category/save', input, categoryShape, options),
  saveTag: (input: SavedItemInput, options?: CallOptions) =>
    post('/tag-center-api/tag/save', input, tagShape, options),
  saveSource: (input: SavedItemInput, options?: CallOptions) =>
    post('/tag-center-api/source/save', input, sourceShape, options),
  /** The Task page's tagging task (03 §7 `tag/task/create`); the member list keeps `{scrm}/member/tag/create`. */
  createTask: (input: TagTaskInput, options?: CallOptions) =>
    post('/tag-center-api/tag/task/create', input, tagTaskShape, options),
};

export const tagCategoryListService = genericListService<TagCategory, SavedItemInput>({
  searchPath: '/tag-center-api/category/search',
  row: categoryShape,
  save: tagCenterService.saveCategory,
  remove: removal('category'),
});

export const tagListService = genericListService<TagCenterTag, SavedItemInput>({
  searchPath: '/tag-center-api/tag/search',
  row: tagShape,
  save: tagCenterService.saveTag,
  remove: removal('tag'),
});

export const tagSourceListService = genericListService<TagSource, SavedItemInput>({
  searchPath: '/tag-center-api/source/search',
  row: sourceShape,
  save: tagCenterService.saveSource,
  remove: removal('source'),
});

export const tagCenterLogListService = genericListService<TagCenterLogEntry>({
  searchPath: '/tag-center-api/log/search',
  row: logShape,
});

/** The tagged entities (members by unionid) with their tags: the entity search of 03 §7, as a list. */
export const tagEntityListService = genericListService<TaggedEntity>({
  searchPath: '/tag-center-api/entity/search',
  row: taggedEntityShape,
});

/** An access token of a scope: its secret is answered once, by the save that creates it; later only its end. */
export interface TagToken {
  id: string;
  scope_id: string;
  name: string;
  remark?: string;
  /** The secret's last four characters, to tell tokens apart. */
  token_hint: string;
  updated_at?: number;
  /** The secret itself: only in the answer to the save that created the token. */
  token?: string;
}

const tokenShape: Shape<TagToken> = object({
  id: nonEmptyString,
  scope_id: string,
  name: string,
  remark: optional(string),
  token_hint: string,
  updated_at: optional(number),
  token: optional(string),
});

export const tagTokenListService = genericListService<TagToken, SavedItemInput>({
  searchPath: '/tag-center-api/token/search',
  row: tokenShape,
  save: (input, options) => post('/tag-center-api/token/save', input, tokenShape, options),
});
