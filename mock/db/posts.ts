/**
 * Community posts (03-community-analytics §3), shared by the community area and the promote config's top-post
 * picker (SPEC-DECISIONS 'Promote config pickers'). Each post carries one to three tags of the tag center's
 * Community scope, by id (`tag_ids`) and by name (`tags`), so filtering by tag_ids finds it.
 */
import { defineCollection } from './db';
import { tagCenterScopes, tagCenterTags } from './lookups';

export interface PostRecord {
  id: string;
  title: string;
  content: string;
  images: string[];
  member: { name: string; is_owner: boolean };
  unionid: string;
  /** Above 0 means pinned. */
  weight: number;
  star_count: number;
  tags: { id: string; name: string }[];
  tag_ids: string[];
  deleted: boolean;
  created_at: number;
  updated_at: number;
}

const DAY = 86400;
const OPENINGS = ['Sunday ride to', 'First trip to', 'Rainy morning at', 'Group tour to', 'Sunset over'];
const PLACES = [
  'Moganshan',
  'the coast road',
  'Qiandao Lake',
  'the old town',
  'the mountain pass',
  'the track',
];
const RIDERS = ['Li Wei', 'Zhang Min', 'Wang Fang', 'Chen Jie', 'Liu Yang', 'Zhao Lei'];

export const posts = defineCollection<PostRecord>('posts', ({ random, count, now, db }) => {
  const community = tagCenterScopes(db).findOne((scope) => scope.name === 'Community');
  const tags = tagCenterTags(db)
    .all()
    .filter((tag) => tag.scope_id === community?.id && !tag.disabled && !tag.is_deleted);
  return Array.from({ length: count({ small: 40, demo: 400 }) }, () => {
    const chosen = random.shuffle(tags).slice(0, random.int(1, 3));
    const created_at = now - random.int(0, 200) * DAY - random.int(0, DAY);
    return {
      id: random.id(),
      title: `${random.pick(OPENINGS)} ${random.pick(PLACES)}`,
      content: 'A good day on two wheels with friends from the club.',
      images: [],
      member: { name: random.pick(RIDERS), is_owner: random.bool(0.6) },
      unionid: `u${random.hex(27)}`,
      weight: 0,
      star_count: random.int(0, 300),
      tags: chosen.map((tag) => ({ id: tag.id, name: tag.name })),
      tag_ids: chosen.map((tag) => tag.id),
      deleted: random.bool(0.05),
      created_at,
      updated_at: created_at,
    };
  });
});
