/**
 * Owners' clubs (DOC, 03-community-analytics §3), as much of them as the store form's club picker reads, seeded
 * so the community area can take the collection over and add the rest of the record (admins, banners, rich
 * text). `deleted_flag` 1 is a club removed from every list.
 */
import type { ClubItem } from '../../src-services/lookups';
import { demoBannerUrl } from './coupons';
import type { Db } from './core';
import { defineCollection } from './db';

export interface ClubRecord extends ClubItem {
  number: string;
  logo: string;
  weight: number;
  disabled: boolean;
  description: string;
  province: string;
  city: string;
  deleted_flag: 0 | 1;
  created_at: number;
  updated_at: number;
}

const DAY = 86400;

/** Name, province and city (config/regions.ts names). */
const CLUBS: readonly (readonly [string, string, string])[] = [
  ['上海骑士俱乐部', '上海市', '上海市'],
  ['Beijing Riders Club', '北京市', '北京市'],
  ['广州摩友会', '广东省', '广州市'],
  ['Shenzhen Bay Touring Club', '广东省', '深圳市'],
  ['成都川西摩旅俱乐部', '四川省', '成都市'],
  ['Hangzhou Lakeside Riders', '浙江省', '杭州市'],
  ['武汉江城车友会', '湖北省', '武汉市'],
  ['Xi’an Silk Road Riders', '陕西省', '西安市'],
  ['重庆山城越野俱乐部', '重庆市', '重庆市'],
  ['Nanjing Classic Bikes Club', '江苏省', '南京市'],
];

export const clubs = defineCollection<ClubRecord>('clubs', ({ random, now }) =>
  CLUBS.map(([name, province, city], index) => {
    const created_at = now - random.int(200, 900) * DAY;
    return {
      id: random.id(),
      name,
      number: `DOC${String(100001 + index * 37).padStart(6, '0')}`,
      logo: demoBannerUrl((index * 36) % 360),
      weight: random.int(0, 100),
      disabled: index === 6,
      description: `${name}: weekend rides, track days and touring for owners.`,
      province,
      city,
      // One club was dissolved: no picker offers it any more.
      deleted_flag: index === 9 ? 1 : 0,
      created_at,
      updated_at: created_at + random.int(0, 100) * DAY,
    };
  }),
);

/** The clubs a picker may offer. */
export const liveClubs = (target?: Db) => clubs(target).find((club) => club.deleted_flag !== 1);
