/**
 * Member tags (03-community-analytics §7): the tag center's entity search (a member's tags by unionid) and the
 * tagging tasks: `member/tag/create` (the member list) and `tag-center-api/tag/task/create` (the tag center's Task
 * page) with the form's rules and messages, and the task get and search the member
 * list and the tag center's Task page read to follow tasks (see `memberTagTasks.ts`). A task keeps its scope_id,
 * so the search can keep to one scope.
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import type { TagTaskType } from '../../src-services/memberTags';
import { savedFilters, uploads } from '../db/collections';
import { tagCenterTags } from '../db/lookups';
import { memberEntities, tagTasks } from '../db/memberTags';
import { members } from '../db/members';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { compileQuery } from '../lib/searchEngine';
import { searchHandlerFor } from '../lib/searchHandler';
import { jobClock } from '../lib/jobClock';
import { nowSeconds, requireOperator } from '../lib/session';
import { optionalBoolean, optionalString, requireObject, requireString } from '../lib/validate';
import {
  advanceAllTasks,
  advanceTask,
  NO_COUNTS,
  planTagging,
  publicTask,
  type Plan,
} from './memberTagTasks';

/** Who follows tasks: the members area's taggers (the member update), and the tag center's Task page (03 §6 TagCenterSearchTagTask). */
const TASK_READERS = [PRIVILEGES.memberUpdateClerk, PRIVILEGES.tagCenterSearchTagTask];

const TASK_TYPES: readonly TagTaskType[] = ['file', 'cohort', 'member'];

export const TAGGING_MESSAGES = {
  taskType: 'Field "task_type" must be one of file, cohort, member',
  tagsRequired: 'Please select tags',
  unknownTag: 'A chosen tag does not exist',
  fileRequired: 'Please upload a .csv file',
  fileNotCsv: 'The file must be a .csv',
  selectUser: 'Please select user first',
  cohortNotFound: 'Cohort not found',
} as const;

const UPLOADED = /^\/api\/v1\/upload-center\/files\/([^/]+)\//;

/** The rows of an uploaded .csv: the first cell of each line, a header line (unionid, openid, phone) skipped. */
function csvRows(url: string): string[] {
  const id = UPLOADED.exec(url)?.[1];
  const upload = id ? uploads().get(id) : undefined;
  if (!upload) throw badRequest(TAGGING_MESSAGES.fileRequired);
  if (!upload.name.toLowerCase().endsWith('.csv')) throw badRequest(TAGGING_MESSAGES.fileNotCsv);
  const lines = new TextDecoder()
    .decode(upload.bytes)
    .split(/\r?\n/)
    .map((line) => (line.split(',')[0] ?? '').replace(/^"|"$/g, '').trim())
    .filter(Boolean);
  return /^(unionid|openid|phone|entity_id)$/i.test(lines[0] ?? '') ? lines.slice(1) : lines;
}

function stringList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw badRequest(`Field "${field}" must be a list of strings`);
  return value as string[];
}

/** The unionids a member-type or cohort task names. */
function memberRows(body: Record<string, unknown>, type: TagTaskType): string[] {
  if (type === 'cohort') {
    const filter = savedFilters().get(requireString(body, 'source_id'));
    if (!filter) throw notFound(TAGGING_MESSAGES.cohortNotFound);
    const matches = compileQuery(filter.filter.query, filter.filter.operator);
    return members()
      .find(matches)
      .map((member) => member.unionid ?? '');
  }
  const selection = requireObject(body, 'member');
  if (optionalBoolean(selection, 'is_all_select')) {
    const matches = compileQuery(selection.query ?? [], selection.operator);
    return members()
      .find(matches)
      .map((member) => member.unionid ?? '');
  }
  const ids = stringList(selection.entity_ids, 'member.entity_ids');
  if (ids.length === 0) throw badRequest(TAGGING_MESSAGES.selectUser);
  return ids;
}

/**
 * A create call with the form's rules and messages: the member list's `{scrm}/member/tag/create`
 * (memberUpdateClerk: tagging changes members, and 02 §6 lists the member update as their only write) and the tag
 * center Task page's `tag-center-api/tag/task/create` (03 §7, TagCenterCreateTagTask) make the same task.
 */
function createTaskHandler(path: string, privilege: string): HttpHandler {
  return endpoint(
    'post',
    path,
    answeringOnce(async (context) => {
      const operator = requireOperator(context, privilege);
      const body = await readJsonObject(context.request);
      const type = requireString(body, 'task_type') as TagTaskType;
      if (!TASK_TYPES.includes(type)) throw badRequest(TAGGING_MESSAGES.taskType);
      const scopeId = requireString(body, 'scope_id');
      const settings = requireObject(body, 'tag_settings');
      const tagIds = stringList(settings.tag_ids, 'tag_settings.tag_ids');
      if (tagIds.length === 0) throw badRequest(TAGGING_MESSAGES.tagsRequired);
      const tags = tagIds.map((id) => tagCenterTags().get(id));
      if (tags.some((tag) => !tag || tag.is_deleted || tag.scope_id !== scopeId))
        throw badRequest(TAGGING_MESSAGES.unknownTag);
      const fileUrl = type === 'file' ? optionalString(body, 'file') : undefined;
      if (type === 'file' && !fileUrl) throw badRequest(TAGGING_MESSAGES.fileRequired);
      const rows = fileUrl ? csvRows(fileUrl) : memberRows(body, type);
      const plan: Plan = planTagging(rows, members().all(), tagIds);
      if (rows.length === 0) plan.failure = type === 'file' ? 'The file has no rows' : 'No member matched';
      const task = tagTasks().insert({
        task_type: type,
        state: 'pending',
        tag_names: tags.map((tag) => tag?.name ?? ''),
        file_name: type === 'file' ? (optionalString(body, 'file_name') ?? null) : null,
        counts: NO_COUNTS,
        not_found_sample: [],
        msg: null,
        created_at: nowSeconds(),
        finished_at: null,
        created_by: operator.email,
        scope_id: scopeId,
        operator_id: operator.id,
        started_ms: jobClock.now(),
        plan: { ...plan, tags: tags.map((tag) => ({ tag_id: tag?.id ?? '', tag_name: tag?.name ?? '' })) },
        applied: false,
      });
      return ok(publicTask(task));
    }),
  );
}

export function memberTagHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(
      '/api/v1/tag-center-api/entity/search',
      () => {
        advanceAllTasks();
        // Each tag with its scope, so the tag center's entity list can keep to one scope (`tags.scope_id`).
        return memberEntities()
          .all()
          .map((entity) => ({
            ...entity,
            tags: entity.tags.map((tag) => ({
              ...tag,
              scope_id: tagCenterTags().get(tag.tag_id)?.scope_id ?? '',
            })),
          }));
      },
      { privilege: [PRIVILEGES.memberSearch, PRIVILEGES.tagCenterSearch] },
    ),

    createTaskHandler('/api/v1/scrm/member/tag/create', PRIVILEGES.memberUpdateClerk),
    createTaskHandler('/api/v1/tag-center-api/tag/task/create', PRIVILEGES.tagCenterCreateTagTask),

    endpoint('get', '/api/v1/scrm/member/tag/task/:id', (context) => {
      requireOperator(context, TASK_READERS);
      const task = tagTasks().get(String(context.params.id));
      if (!task) throw notFound('Task not found');
      return ok(publicTask(advanceTask(task)));
    }),

    searchHandlerFor(
      '/api/v1/scrm/member/tag/task/search',
      () => {
        advanceAllTasks();
        return tagTasks().all();
      },
      { privilege: TASK_READERS, defaultOrder: '-created_at', present: publicTask },
    ),
  ];
}
