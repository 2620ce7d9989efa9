/** Community posts and their stars, of the customer-relationship service (03-community-analytics §3, §7). */
import { genericListService } from './listService';
import { del, get, post, scrmPath, type CallOptions } from './request';
import {
  anything,
  arrayOf,
  boolean,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  type Shape,
} from './shape';

/** A video's review result (01-platform §4 audit status; SPEC-DECISIONS 'Community'). */
export const VIDEO_REVIEW_STATUSES = ['pending', 'pass', 'block'] as const;
export type VideoReviewStatus = (typeof VIDEO_REVIEW_STATUSES)[number];

/** A member's club, as a post or a star shows it. */
export interface MemberDoc {
  has: boolean;
  name?: string;
  logo?: string;
}

export interface Post {
  id: string;
  title: string;
  /** Rich text (HTML); sanitized before it is shown. */
  content: string;
  images: string[];
  video: { url: string; status: VideoReviewStatus } | null;
  member: { name: string; is_owner: boolean };
  member_mini_profile?: { avatar_url: string };
  member_doc?: MemberDoc;
  unionid: string;
  /** The top weight: above 0 means pinned. */
  weight: number;
  star_count: number;
  tags: { id: string; name: string }[];
  tag_ids: string[];
  ride?: { id: string } | null;
  location?: { address: string } | null;
  deleted: boolean;
  created_at: number;
}

export interface PostStar {
  id: string;
  post_id: string;
  star_unionid: string;
  star_member: { name: string; is_owner: boolean };
  star_member_mini_profile?: { avatar_url: string };
  star_member_doc?: MemberDoc;
  created_at: number;
}

/** One post's new top weight (03 §7: the pin update carries `weights`, a list of id and weight). */
export interface PostWeight {
  id: string;
  weight: number;
}

const memberDocShape: Shape<MemberDoc> = object({
  has: boolean,
  name: optional(string),
  logo: optional(string),
});

export const postShape: Shape<Post> = object({
  id: nonEmptyString,
  title: string,
  content: string,
  images: arrayOf(string),
  video: nullable(object({ url: string, status: oneOf(...VIDEO_REVIEW_STATUSES) })),
  member: object({ name: string, is_owner: boolean }),
  member_doc: optional(memberDocShape),
  unionid: string,
  weight: number,
  star_count: number,
  tags: arrayOf(object({ id: string, name: string })),
  tag_ids: arrayOf(string),
  deleted: boolean,
  created_at: number,
});

const postStarShape: Shape<PostStar> = object({
  id: nonEmptyString,
  post_id: string,
  star_unionid: string,
  star_member: object({ name: string, is_owner: boolean }),
  star_member_doc: optional(memberDocShape),
  created_at: number,
});

export const postService = {
  get: (id: string, options?: CallOptions) =>
    get(scrmPath(`/post/${encodeURIComponent(id)}`), postShape, options),
  remove: (id: string, options?: CallOptions) =>
    del(scrmPath(`/post/${encodeURIComponent(id)}`), anything, options),
  /** Pins (weight above 0), re-weights or unpins (weight 0) posts. */
  updateWeights: (weights: PostWeight[], options?: CallOptions) =>
    post(scrmPath('/post/update'), { weights }, arrayOf(postShape), options),
};

/** The post list; its one edit is the top weight (the weight dialog saves through the list). */
export const postListService = genericListService<Post, PostWeight>({
  searchPath: scrmPath('/post/search'),
  row: postShape,
  filterBase: scrmPath('/post'),
  remove: postService.remove,
  save: async (input, options) => {
    const [saved] = await postService.updateWeights([input], options);
    if (!saved) throw new Error('The update answered no post');
    return saved;
  },
});

export const postStarListService = genericListService<PostStar>({
  searchPath: scrmPath('/post/star/search'),
  row: postStarShape,
});
