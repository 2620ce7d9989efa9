/**
 * Who starred each post (03-community-analytics §3 post star): as many stars as the post counts, by seeded
 * members; a star's club is kept as `doc_id` and read from the clubs when listed.
 */
import { defineCollection } from './db';
import { clubs } from './clubs';
import { members } from './members';
import { posts } from './posts';

export interface PostStarRecord {
  id: string;
  post_id: string;
  star_unionid: string;
  star_member: { name: string; is_owner: boolean };
  star_member_mini_profile: { avatar_url: string };
  doc_id: string | null;
  created_at: number;
  updated_at: number;
}

const HOUR = 3600;

export const postStars = defineCollection<PostStarRecord>('postStars', ({ random, now, db }) => {
  const people = members(db).all();
  const clubIds = clubs(db)
    .all()
    .map((club) => club.id);
  return posts(db)
    .all()
    .flatMap((post) =>
      random.pickMany(people, Math.min(post.star_count, people.length)).map((member) => {
        const created_at = Math.min(now, post.created_at + random.int(1, 24 * 20) * HOUR);
        return {
          id: random.id(),
          post_id: post.id,
          star_unionid: member.unionid ?? '',
          star_member: {
            name: member.mini_profile?.nickname ?? member.profile?.name ?? 'Member',
            is_owner: member.owner?.is === true,
          },
          star_member_mini_profile: {
            avatar_url: `/api/v1/upload-center/files/demo-banner/${random.int(0, 359)}.svg`,
          },
          doc_id: random.bool(0.5) && clubIds.length > 0 ? random.pick(clubIds) : null,
          created_at,
          updated_at: created_at,
        };
      }),
    );
});
