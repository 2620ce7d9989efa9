/**
 * Community posts (03-community-analytics §2.3): the post list (delete; the top weight is its one edit, saved
 * through the list so the weight dialog saves once per burst) and the star list of one post.
 */
import {
  postListService,
  postService,
  postStarListService,
  type Post,
  type PostStar,
  type PostWeight,
} from 'src-services/posts';
import type { QueryItem } from 'src-services/types';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';

export const postList = createListModel<Post, PostWeight, 'posts'>({
  name: 'posts',
  service: postListService,
  // 03 §2.3: by weight (pinned first), then the newest.
  defaultOrder: '-weight,-created_at',
  fixedScope: [{ k: 'deleted', op: 'ne', v: true }],
  selectId: (post) => post.id,
  messages: {
    searchFailed: 'post.searchFailed',
    saveSucceeded: 'post.updated',
    saveFailed: 'post.updateFailed',
    removeSucceeded: 'post.deleted',
    removeFailed: 'post.deleteFailed',
  },
});

export const postActions = postList.actions;
export const postSelectors = postList.selectors;

/** One post, for its detail modal and its star list's title; saving is the weight update of the list. */
export const postDetail = createDocumentModel<Post, PostWeight, 'postDetail'>({
  name: 'postDetail',
  load: (id, options) => postService.get(id ?? '', options),
  save: async (input, options) => (await postService.updateWeights([input], options))[0] ?? null,
  messages: { saveSucceeded: 'post.updated', saveFailed: 'post.updateFailed' },
});

export const postStarList = createListModel<PostStar, PostStar, 'postStars'>({
  name: 'postStars',
  service: postStarListService,
  defaultOrder: '-created_at',
  selectId: (star) => star.id,
  messages: { searchFailed: 'post.star.searchFailed' },
});

/** The stars of one post. */
export const starsOf = (postId: string): QueryItem[] => [{ k: 'post_id', op: 'eq', v: postId }];

/** 03 §4: pinned when the weight is above 0. */
export const isPinned = (post: Pick<Post, 'weight'>) => post.weight > 0;

/** Deleted posts offer no action (03 §2.3). */
export const postOffersActions = (post: Pick<Post, 'deleted'>) => !post.deleted;

/** What the weight dialog holds. */
export interface PostWeightFormValues {
  id: string;
  title: string;
  weight: number | null;
}

export const weightFormValues = (post: Pick<Post, 'id' | 'title' | 'weight'>): PostWeightFormValues => ({
  id: post.id,
  title: post.title,
  weight: post.weight > 0 ? post.weight : null,
});

export const weightInputFromForm = (values: PostWeightFormValues): PostWeight => ({
  id: values.id,
  weight: Number(values.weight),
});
