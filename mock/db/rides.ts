/**
 * Riding records (03-community-analytics §3 ride record) of seeded members: mileage in metres, duration in
 * seconds, max speed in km/h, marks along the way. About one in six is too short for the regular list (03 §9:
 * mileage > 1000 and duration > 60), some are still riding, some blacklisted, a few deleted.
 */
import { demoBannerUrl } from './core';
import { defineCollection } from './db';
import { members } from './members';
import type { Random } from '../lib/random';

export interface RideMarkRecord {
  id: string;
  title: string;
  description: string;
  latitude: number;
  longitude: number;
  images: string[];
  created_at: number;
}

export interface RideRecord {
  id: string;
  nick_name: string;
  avatar: string;
  unionid: string;
  start_time: number;
  end_time?: number;
  state: 'riding' | 'over';
  black: boolean;
  deleted: boolean;
  deleted_at?: number;
  deleted_by?: string;
  duration: number;
  mileage: number;
  motorcycle_model_id: string;
  motorcycle_model_name: string;
  max_speed: number;
  max_speed_time?: number;
  terminate_time?: number;
  terminate_by?: string;
  terminate_reason?: string;
  marks: RideMarkRecord[];
  urls: string[];
  created_at: number;
  updated_at: number;
}

const DAY = 86400;
const MODELS = ['Scrambler 800', 'Monster 937', 'Multistrada V4', 'Panigale V2', 'DesertX', 'Diavel V4'];
const MARKS: readonly (readonly [string, string])[] = [
  ['加油站', '中石化加油站，95 号油'],
  ['Photo stop', 'View over the valley, room for ten bikes'],
  ['午饭', '路边农家乐，土鸡很好吃'],
  ['Gravel ahead', 'Loose gravel for 2 km after the tunnel'],
  ['观景台', '盘山公路最高点，海拔 1200 米'],
  ['Regroup', 'Waiting for the group at the toll gate'],
];
/** Around Hangzhou, where most seeded clubs ride. */
const START = { latitude: 30.25, longitude: 120.15 };

function marksOf(random: Random, start: number, duration: number): RideMarkRecord[] {
  return Array.from({ length: random.int(0, 4) }, () => {
    const [title, description] = random.pick(MARKS);
    return {
      id: random.id(),
      title,
      description,
      latitude: random.float(START.latitude - 0.8, START.latitude + 0.8, 5),
      longitude: random.float(START.longitude - 0.8, START.longitude + 0.8, 5),
      images: Array.from({ length: random.int(0, 2) }, () => demoBannerUrl(random.int(0, 359))),
      created_at: start + random.int(0, Math.max(1, duration)),
    };
  });
}

export const rides = defineCollection<RideRecord>('rides', ({ random, count, now, db }) => {
  const riders = members(db).all().slice(0, 80);
  return Array.from({ length: count({ small: 60, demo: 600 }) }, (_, index) => {
    const rider = random.pick(riders);
    const short = index % 6 === 5;
    const riding = index % 10 === 3;
    const duration = short ? random.int(20, 600) : random.int(1200, 9 * 3600);
    const mileage =
      short && index % 12 === 5 ? random.int(100, 1000) : Math.round(duration * random.float(5, 22));
    const start_time = now - random.int(0, 120) * DAY - random.int(0, DAY);
    const end_time = riding ? undefined : start_time + duration;
    const modelIndex = random.int(0, MODELS.length - 1);
    const deleted = index % 17 === 8;
    const updated_at = Math.min(now, (end_time ?? start_time + duration) + random.int(0, 3 * DAY));
    return {
      id: random.id(),
      nick_name: rider.mini_profile?.nickname ?? rider.profile?.name ?? 'Rider',
      avatar: demoBannerUrl(random.int(0, 359)),
      unionid: rider.unionid ?? '',
      start_time,
      end_time,
      state: riding ? 'riding' : 'over',
      black: index % 11 === 4,
      deleted,
      ...(deleted ? { deleted_at: updated_at, deleted_by: 'admin@moto.example' } : {}),
      duration,
      mileage,
      motorcycle_model_id: `model-${modelIndex + 1}`,
      motorcycle_model_name: MODELS[modelIndex],
      max_speed: random.float(40, 180, 1),
      max_speed_time: start_time + random.int(0, duration),
      marks: marksOf(random, start_time, duration),
      urls: [],
      created_at: start_time,
      updated_at,
    };
  });
});
