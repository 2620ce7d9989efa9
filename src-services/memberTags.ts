/**
 * Member tags (03-community-analytics §7): the tags the tag center holds for members (entity search by unionid)
 * and the tagging tasks that add tags to members, by file, by cohort or by a selection of members. A task runs
 * on the server; its state and counts are read back while it runs (the task search and get are this product's
 * own addition to the spec's create call, so the operator can follow a task).
 */
import { get, post, scrmPath, type CallOptions } from './request';
import {
  arrayOf,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  optional,
  searchResultOf,
  string,
} from './shape';
import type { Shape } from './shape';
import type { QueryItem, QueryOperator, SearchResult } from './types';

/** The tag center answers at most this many entities per search (02-operations §9). */
export const ENTITY_SEARCH_SIZE = 100;

export interface EntityTag {
  tag_id?: string;
  tag_name: string;
  /** The tag's scope (the tag center's entity list keeps to the active scope's tags). */
  scope_id?: string;
}

/** One tagged entity: a member by unionid, with the tags it carries. */
export interface TaggedEntity {
  entity_id: string;
  tags: EntityTag[];
}

export const taggedEntityShape: Shape<TaggedEntity> = object({
  entity_id: string,
  tags: arrayOf(object({ tag_id: optional(string), tag_name: string, scope_id: optional(string) })),
});

export type TagTaskType = 'file' | 'cohort' | 'member';
export type TagTaskState = 'pending' | 'running' | 'done' | 'done_with_errors' | 'failed';

export const TAG_TASK_STATES: readonly TagTaskState[] = [
  'pending',
  'running',
  'done',
  'done_with_errors',
  'failed',
];

/** A task still moving: its view polls it. */
export const isTaskRunning = (state: TagTaskState): boolean => state === 'pending' || state === 'running';

/** The selection of a member-type task: chosen members, or every member the list's filter matches. */
export interface TagTaskMembers {
  is_all_select: boolean;
  /** The chosen members' unionids (the tag center's entity ids); empty with is_all_select. */
  entity_ids: string[];
  /** The list's filter when is_all_select: the same conditions the member search ran. */
  query?: QueryItem[];
  operator?: QueryOperator;
}

/** The create call of 03 §7. */
export interface TagTaskInput {
  task_type: TagTaskType;
  scope_id: string;
  tag_settings: { tag_ids: string[] };
  /** A cohort task: the saved member filter whose members are tagged. */
  source_id?: string;
  /** A file task: the uploaded .csv (one unionid, openid or phone per row). */
  file?: string;
  file_name?: string;
  member?: TagTaskMembers;
}

export interface TagTaskCounts {
  rows_read: number;
  matched: number;
  tagged: number;
  already_tagged: number;
  not_found: number;
}

export interface TagTask {
  id: string;
  task_type: TagTaskType;
  state: TagTaskState;
  tag_names: string[];
  file_name?: string | null;
  counts: TagTaskCounts;
  /** The first rows that matched no member, as the file or the selection gave them. */
  not_found_sample: string[];
  /** Why a failed task failed. */
  msg?: string | null;
  created_at: number;
  finished_at?: number | null;
  created_by?: string;
  /** The tag scope the task's tags belong to (the tag center lists a scope's tasks). */
  scope_id?: string;
}

const countsShape: Shape<TagTaskCounts> = object({
  rows_read: number,
  matched: number,
  tagged: number,
  already_tagged: number,
  not_found: number,
});

export const tagTaskShape: Shape<TagTask> = object({
  id: nonEmptyString,
  task_type: oneOf('file', 'cohort', 'member'),
  state: oneOf('pending', 'running', 'done', 'done_with_errors', 'failed'),
  tag_names: arrayOf(string),
  file_name: optional(nullable(string)),
  counts: countsShape,
  not_found_sample: arrayOf(string),
  msg: optional(nullable(string)),
  created_at: number,
  finished_at: optional(nullable(number)),
  scope_id: optional(string),
});

/** How many past tasks the history shows. */
export const TASK_HISTORY_SIZE = 20;

export const memberTagService = {
  /** The tags of a page of members: one call, the unionids OR-joined (SPEC-DECISIONS 'Member tags'). */
  entityTags: (unionids: string[], options?: CallOptions): Promise<SearchResult<TaggedEntity>> =>
    post(
      '/tag-center-api/entity/search',
      {
        page: 0,
        size: ENTITY_SEARCH_SIZE,
        operator: 'OR',
        query: Array.from(unionids, (unionid) => ({ k: 'entity_id', op: 'eq', v: unionid })),
      },
      searchResultOf(taggedEntityShape),
      options,
    ),

  createTask: (input: TagTaskInput, options?: CallOptions) =>
    post(scrmPath('/member/tag/create'), input, tagTaskShape, options),

  getTask: (id: string, options?: CallOptions) =>
    get(scrmPath(`/member/tag/task/${encodeURIComponent(id)}`), tagTaskShape, options),

  /** The latest tasks, newest first: of one tag scope (the tag center's Task page), or of every scope. */
  recentTasks: (scopeId: string | null, options?: CallOptions) =>
    post(
      scrmPath('/member/tag/task/search'),
      {
        page: 0,
        size: TASK_HISTORY_SIZE,
        order: '-created_at',
        operator: 'AND',
        query: scopeId ? [{ k: 'scope_id', op: 'eq', v: scopeId }] : [],
      },
      searchResultOf(tagTaskShape),
      options,
    ),
};
