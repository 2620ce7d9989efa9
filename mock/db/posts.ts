/**
 * Community posts (03-community-analytics §3), shared by the community area and the promote config's top-post
 * picker (SPEC-DECISIONS 'Promote config pickers'). Each post carries one to three tags of the tag center's
 * Community scope, by id (`tag_ids`) and by name (`tags`), so filtering by tag_ids finds it. The author's club is
 * kept as `doc_id` and read from the clubs when a post is listed (the club may be renamed meanwhile).
 * Contents are rich text; a few carry markup a page must never run (a script, an onerror handler).
 */
import { demoBannerUrl } from './core';
import { defineCollection } from './db';
import { tagCenterScopes, tagCenterTags } from './lookups';
import { clubs } from './clubs';

/** A video's review result (01-platform §4 audit status). */
export type VideoReviewStatus = 'pending' | 'pass' | 'block';

export interface PostRecord {
  id: string;
  title: string;
  content: string;
  images: string[];
  video: { url: string; poster: string; status: VideoReviewStatus } | null;
  member: { name: string; is_owner: boolean };
  member_mini_profile: { avatar_url: string };
  /** The author's club, if any (joined as `member_doc` when listed). */
  doc_id: string | null;
  unionid: string;
  /** Above 0 means pinned. */
  weight: number;
  star_count: number;
  tags: { id: string; name: string }[];
  tag_ids: string[];
  ride: { id: string } | null;
  location: { address: string } | null;
  deleted: boolean;
  deleted_at?: number;
  deleted_by?: string;
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

/** Every other post is written in Chinese. */
const CHINESE_TITLES = [
  '周末莫干山骑行，风景绝了',
  '第一次长途摩旅：川藏线 318',
  '雨天骑行的几点心得',
  '俱乐部千岛湖环湖骑行活动回顾',
  '新车提车一个月用车感受',
  '赛道日初体验，膝盖终于落地了',
];
const CHINESE_CONTENTS = [
  '<p>早上六点出发，一路山路弯道很多，注意安全。<strong>沿途风景非常好</strong>，推荐大家去。</p>',
  '<p>全程 2100 公里，用了九天。<br/>装备清单：头盔、护具、雨衣、补胎工具。</p>',
  '<p>雨天刹车距离变长，过弯不要压线，<em>井盖和斑马线</em>要格外小心。</p>',
  '<p>感谢俱乐部组织！一共 36 位车友参加，中午在湖边吃了鱼头。</p>',
];
const ENGLISH_CONTENTS = [
  '<p>A good day on two wheels with friends from the club.</p>',
  '<p>Left at dawn, <strong>420 km</strong> of twisties and one very good noodle shop.</p>',
  '<p>Tips for the pass: fill up before the last town, and watch for gravel after the tunnel.</p>',
  '<p>Our club’s first track day: <em>slow in, fast out</em>.</p>',
];
/** Posts whose text would run in a page that did not sanitize it. */
const HOSTILE_CONTENTS = [
  '<p>Check my route!<img src="x" onerror="alert(1)"></p><script>alert("post")</script>',
  '<p>精彩视频<a href="javascript:alert(1)">点这里</a></p>',
];
const ADDRESSES = [
  '浙江省湖州市德清县莫干山镇',
  '浙江省杭州市淳安县千岛湖镇',
  'Pacific Coast Hwy, Hainan',
  null,
];
const VIDEO_STATUSES: readonly VideoReviewStatus[] = ['pass', 'pending', 'block'];

export const posts = defineCollection<PostRecord>('posts', ({ random, count, now, db }) => {
  const community = tagCenterScopes(db).findOne((scope) => scope.name === 'Community');
  const tags = tagCenterTags(db)
    .all()
    .filter((tag) => tag.scope_id === community?.id && !tag.disabled && !tag.is_deleted);
  const clubIds = clubs(db)
    .all()
    .map((club) => club.id);
  // The community fields draw from their own stream, so the posts the top-post picker knows stay the same.
  const more = random.fork('community');
  return Array.from({ length: count({ small: 40, demo: 400 }) }, (_, index) => {
    const chosen = random.shuffle(tags).slice(0, random.int(1, 3));
    const created_at = now - random.int(0, 200) * DAY - random.int(0, DAY);
    // Drawn in the order the picker's posts were first seeded in.
    const id = random.id();
    const title = `${random.pick(OPENINGS)} ${random.pick(PLACES)}`;
    const chinese = index % 2 === 1;
    const memberName = random.pick(RIDERS);
    const isOwner = random.bool(0.6);
    const unionid = `u${random.hex(27)}`;
    const starCount = random.int(0, 300);
    const deleted = random.bool(0.05);
    const content =
      index % 13 === 5
        ? HOSTILE_CONTENTS[index % 2]
        : more.pick(chinese ? CHINESE_CONTENTS : ENGLISH_CONTENTS);
    const hasVideo = more.bool(0.3);
    return {
      id,
      title: chinese ? more.pick(CHINESE_TITLES) : title,
      content,
      images: Array.from({ length: more.int(0, 3) }, () => demoBannerUrl(more.int(0, 359))),
      video: hasVideo
        ? {
            url: `https://media.moto.example/posts/${more.hex(12)}.mp4`,
            poster: demoBannerUrl(more.int(0, 359)),
            status: more.pick(VIDEO_STATUSES),
          }
        : null,
      member: { name: memberName, is_owner: isOwner },
      member_mini_profile: { avatar_url: demoBannerUrl(more.int(0, 359)) },
      doc_id: more.bool(0.6) && clubIds.length > 0 ? more.pick(clubIds) : null,
      unionid,
      // A few posts are pinned already (the first page still has others to pin).
      weight: index < 60 && index % 9 === 0 && !deleted ? more.int(1, 20) : 0,
      // Small enough that every star is seeded (postStars.ts); the first draw keeps the seed order.
      star_count: starCount % 26,
      tags: chosen.map((tag) => ({ id: tag.id, name: tag.name })),
      tag_ids: chosen.map((tag) => tag.id),
      ride: more.bool(0.3) ? { id: more.id() } : null,
      location: (() => {
        const address = more.pick(ADDRESSES);
        return address ? { address } : null;
      })(),
      deleted,
      created_at,
      updated_at: created_at,
    };
  });
});
