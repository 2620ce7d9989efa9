/**
 * Community posts and stars of the customer-relationship service (03-community-analytics §7 Posts). The post
 * search also serves the promote config's top-post picker (SPEC-DECISIONS 'Promote config pickers'). The pin
 * update is `POST post/update` with `weights` (a list of id and weight; 03 §7 names the body, not the path).
 * A post's and a star's club (`member_doc`, `star_member_doc`) is read from the clubs as they are now.
 */
import type { HttpHandler } from 'msw';
import { PRIVILEGES } from '../../config/privileges';
import { clubs } from '../db/clubs';
import { noteModeration } from '../db/moderation';
import { postStars, type PostStarRecord } from '../db/postStars';
import { posts, type PostRecord } from '../db/posts';
import { isPlainObject, readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';

const SCRM = '/api/v1/scrm';

export const POST_MESSAGES = {
  notFound: 'The post does not exist',
  deleted: 'The post has been deleted',
  weightsRequired: 'Field "weights" must be a non-empty list of {id, weight}',
  weightInvalid: 'The weight must be a whole number, 0 or more',
} as const;

/** The club of a member, as the mini-program shows it beside their name. */
function memberDoc(docId: string | null) {
  const club = docId ? clubs().get(docId) : undefined;
  return club && club.deleted_flag !== 1 ? { has: true, name: club.name, logo: club.logo } : { has: false };
}

const presentPost = ({ doc_id, ...post }: PostRecord) => ({ ...post, member_doc: memberDoc(doc_id) });
const presentStar = ({ doc_id, ...star }: PostStarRecord) => ({
  ...star,
  star_member_doc: memberDoc(doc_id),
});

function livePost(id: string): PostRecord {
  const post = posts().get(id);
  if (!post) throw notFound(POST_MESSAGES.notFound);
  if (post.deleted) throw badRequest(POST_MESSAGES.deleted);
  return post;
}

/** 03 §4: pinned above 0. A weight sent again unchanged is no moderation. */
function weightAction(before: number, after: number): 'pin' | 'unpin' | 'weight' | null {
  if (before === after) return null;
  if (after === 0) return 'unpin';
  return before === 0 ? 'pin' : 'weight';
}

function readWeights(value: unknown): { id: string; weight: number }[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest(POST_MESSAGES.weightsRequired);
  return value.map((entry) => {
    if (!isPlainObject(entry) || typeof entry.id !== 'string' || !entry.id)
      throw badRequest(POST_MESSAGES.weightsRequired);
    const { weight } = entry;
    if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 0)
      throw badRequest(POST_MESSAGES.weightInvalid);
    return { id: entry.id, weight };
  });
}

export function postHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${SCRM}/post/search`, () => posts().all(), {
      // The promote config's readers pick its top posts here.
      privilege: [PRIVILEGES.postSearch, PRIVILEGES.promoteConfigGet, PRIVILEGES.promoteConfigSave],
      defaultOrder: '-created_at',
      present: presentPost,
    }),

    searchHandlerFor(`${SCRM}/post/star/search`, () => postStars().all(), {
      privilege: PRIVILEGES.postStarSearch,
      defaultOrder: '-created_at',
      present: presentStar,
    }),

    endpoint('get', `${SCRM}/post/:id`, (context) => {
      requireOperator(context, PRIVILEGES.postGet);
      const post = posts().get(context.params.id);
      if (!post) throw notFound(POST_MESSAGES.notFound);
      return ok(presentPost(post));
    }),

    endpoint('delete', `${SCRM}/post/:id`, (context) => {
      const operator = requireOperator(context, PRIVILEGES.postDelete);
      const post = livePost(context.params.id);
      const now = nowSeconds();
      posts().update(post.id, {
        deleted: true,
        deleted_at: now,
        deleted_by: operator.email,
        updated_at: now,
      });
      noteModeration(operator, { kind: 'post', record_id: post.id, action: 'delete' });
      return ok(null);
    }),

    endpoint(
      'post',
      `${SCRM}/post/update`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.postUpdate);
        const body = await readJsonObject(context.request);
        const weights = readWeights(body.weights);
        // All or none: every post is checked before any changes.
        const found = weights.map(({ id, weight }) => ({ post: livePost(id), weight }));
        const now = nowSeconds();
        const updated = found.map(({ post, weight }) => {
          // Read before the update: the stored record may be the same object.
          const action = weightAction(post.weight, weight);
          const saved = posts().update(post.id, { weight, updated_at: now }) as PostRecord;
          if (action)
            noteModeration(operator, { kind: 'post', record_id: post.id, action, detail: String(weight) });
          return saved;
        });
        return ok(updated.map(presentPost));
      }),
    ),
  ];
}
