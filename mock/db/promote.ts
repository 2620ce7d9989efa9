/**
 * Promote activities and the promote config (02-operations §3). Activities are seeded shown now, hidden,
 * finished and upcoming, so the config's picker (visible and between online and offline now) is seen to filter.
 * The config is one record; the seeded one shows the first live activity and pins two posts of its tags.
 */
import type { PromoteActivity, PromoteConfig } from '../../src-services/promote';
import { demoBannerUrl } from './core';
import { defineCollection } from './db';
import { posts } from './posts';

export type PromoteActivityRecord = PromoteActivity & { created_at: number; updated_at: number };
export type PromoteConfigRecord = PromoteConfig & { id: string; updated_at: number };

const DAY = 86400;
const TITLES = [
  'Summer riding festival',
  'New model launch week',
  'Owners day',
  'Winter service check',
  'Track day season',
  'Spring touring week',
];

/** Online and offline times relative to now: live, live, hidden, finished, upcoming, live. */
const WINDOWS: [number, number, boolean][] = [
  [-10, 20, true],
  [-3, 40, true],
  [-5, 30, false],
  [-60, -30, true],
  [10, 40, true],
  [-1, 60, true],
];

export const promoteActivities = defineCollection<PromoteActivityRecord>(
  'promoteActivities',
  ({ random, now }) =>
    TITLES.map((title, index) => {
      const [from, to, visible] = WINDOWS[index];
      const created_at = now - (30 + index) * DAY;
      return {
        id: random.id(),
        title,
        visible,
        description: 'Rides, offers and stories of the season.',
        online_at: now + from * DAY,
        offline_at: now + to * DAY,
        share: { image: demoBannerUrl(index * 50) },
        hero_banners: [{ type: 'image' as const, url: demoBannerUrl(index * 40), action: null }],
        carousels: [
          {
            type: 'scaling_carousels' as const,
            name: 'Highlights',
            items: [
              { image: demoBannerUrl(index * 30 + 10), action: null },
              { image: demoBannerUrl(index * 30 + 20), action: null },
            ],
          },
        ],
        created_at,
        // The list's default order (-updated_at) follows the seed order.
        updated_at: created_at + (TITLES.length - index) * DAY,
      };
    }),
);

export const promoteConfigs = defineCollection<PromoteConfigRecord>(
  'promoteConfigs',
  ({ random, now, db }) => {
    const live = promoteActivities(db).all()[0];
    const pinned = posts(db)
      .all()
      .filter((post) => !post.deleted)
      .slice(0, 2);
    return [
      {
        id: random.id(),
        activity: { online_id: live?.id ?? null },
        tag_ids: [...new Set(pinned.flatMap((post) => post.tag_ids.slice(0, 1)))],
        top_post_ids: pinned.map((post) => post.id),
        home_popup: [],
        updated_at: now,
      },
    ];
  },
);
