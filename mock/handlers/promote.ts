/**
 * Promote activities and the promote config of the customer-relationship service
 * (02-operations §3, §5, §7, §8). Codes: 1340807 promote activity duplicate (another activity has the title),
 * 1340808 promote activity not found, 1340809 promote config not found (none saved yet, or another id sent).
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { posts } from '../db/posts';
import { promoteActivities, promoteConfigs, type PromoteActivityRecord } from '../db/promote';
import { isPlainObject, readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, MockError } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';
import { PROMOTE_MESSAGES, readHomePopup, readIds, readPromoteActivityInput } from './promoteRules';

const SCRM = '/api/v1/scrm';

export const PROMOTE_DUPLICATE = { code: 1340807, msg: 'promote activity duplicate' } as const;
export const PROMOTE_NOT_FOUND = { code: 1340808, msg: 'promote activity not found' } as const;
export const PROMOTE_CONFIG_NOT_FOUND = { code: 1340809, msg: 'promote config not found' } as const;

const CONFIG_READERS = [PRIVILEGES.promoteConfigGet, PRIVILEGES.promoteConfigSave];

function findActivity(id: string): PromoteActivityRecord {
  const activity = promoteActivities().get(id);
  if (!activity) throw new MockError(PROMOTE_NOT_FOUND.code, PROMOTE_NOT_FOUND.msg);
  return activity;
}

const idOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function activityHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${SCRM}/promote/activity/search`, () => promoteActivities().all(), {
      // The config's activity picker searches activities too.
      privilege: [PRIVILEGES.promoteActivitySearch, ...CONFIG_READERS],
      defaultOrder: '-updated_at',
    }),

    endpoint(
      'post',
      `${SCRM}/promote/activity/save`,
      answeringOnce(async (context) => {
        requireOperator(context, PRIVILEGES.promoteActivitySave);
        const body = await readJsonObject(context.request);
        const id = idOf(body.id);
        if (id) findActivity(id);
        const input = readPromoteActivityInput(body);
        const duplicate = promoteActivities().findOne(
          (activity) => activity.id !== id && activity.title.toLowerCase() === input.title.toLowerCase(),
        );
        if (duplicate) throw new MockError(PROMOTE_DUPLICATE.code, PROMOTE_DUPLICATE.msg);
        const now = nowSeconds();
        const saved = id
          ? (promoteActivities().update(id, { ...input, updated_at: now }) as PromoteActivityRecord)
          : promoteActivities().insert({ ...input, created_at: now, updated_at: now });
        return ok(saved);
      }),
    ),

    endpoint('get', `${SCRM}/promote/activity/:id`, (context) => {
      requireOperator(context, [PRIVILEGES.promoteActivityGet, PRIVILEGES.promoteActivitySave]);
      return ok(findActivity(context.params.id));
    }),
  ];
}

function configHandlers(): HttpHandler[] {
  const stored = () => promoteConfigs().all()[0];
  return [
    endpoint('get', `${SCRM}/promote/config`, (context) => {
      requireOperator(context, CONFIG_READERS);
      const config = stored();
      if (!config) throw new MockError(PROMOTE_CONFIG_NOT_FOUND.code, PROMOTE_CONFIG_NOT_FOUND.msg);
      return ok(config);
    }),

    endpoint(
      'post',
      `${SCRM}/promote/config/save`,
      answeringOnce(async (context) => {
        requireOperator(context, PRIVILEGES.promoteConfigSave);
        const body = await readJsonObject(context.request);
        const current = stored();
        const id = idOf(body.id);
        // An id names the config being updated: it must be the stored one.
        if (id && id !== current?.id)
          throw new MockError(PROMOTE_CONFIG_NOT_FOUND.code, PROMOTE_CONFIG_NOT_FOUND.msg);
        const activity = isPlainObject(body.activity) ? body.activity : {};
        const onlineId = idOf(activity.online_id) ?? null;
        if (onlineId) findActivity(onlineId);
        const tagIds = readIds(body.tag_ids, PROMOTE_MESSAGES.tagsRequired);
        const topPostIds = readIds(body.top_post_ids, PROMOTE_MESSAGES.topPostsRequired);
        for (const postId of topPostIds) {
          const post = posts().get(postId);
          if (!post || post.deleted) throw badRequest(`Post ${postId} does not exist`);
          if (!post.tag_ids.some((tag) => tagIds.includes(tag)))
            throw badRequest(`Post "${post.title}" has none of the chosen tags`);
        }
        const fields = {
          activity: { online_id: onlineId },
          tag_ids: tagIds,
          top_post_ids: topPostIds,
          home_popup: readHomePopup(body.home_popup),
          updated_at: nowSeconds(),
        };
        return ok(current ? promoteConfigs().update(current.id, fields) : promoteConfigs().insert(fields));
      }),
    ),
  ];
}

export function promoteHandlers(): HttpHandler[] {
  return [
    ...activityHandlers(),
    ...configHandlers(),
    // The posts search the config's top-post picker uses is the community area's (handlers/posts.ts).
  ];
}
