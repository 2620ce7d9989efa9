/**
 * A small hand-made event set for tests, with answers easy to compute by hand (see engine.test.ts). Listed out of
 * time order on purpose: the store sorts rows by created_at and keeps the `_id`s.
 *
 * In UTC+8: 2024-01-01 has e1 e2 e3, 2024-01-02 has e4 (16:30Z the day before) e5 e6, 2024-01-03 nothing,
 * 2024-01-04 has e7 e8. Visitors A (ios, Shenzhen), B (HUAWEI, Guangzhou), C (Xiaomi, Hangzhou); e8 is anonymous.
 */
import type { TrackingEvent } from './types';

export const A = 'oA000000000000000000000000001';
export const B = 'oB000000000000000000000000002';
export const C = 'oC000000000000000000000000003';

const profile = (openid: string, nickname: string, gender: number) => ({
  customer: { mini_profile: { openid, nickname, avatar_url: `https://example.test/${nickname}.png` } },
  openid,
  gender,
});
const ios = {
  system_info: {
    model: 'iPhone 15',
    language: 'zh_CN',
    version: '8.0.49',
    system: 'iOS 17.4',
    platform: 'ios',
    brand: 'iPhone',
    wifiEnabled: true,
  },
  network: { networkType: 'wifi' },
};
const huawei = {
  system_info: {
    model: 'HUAWEI Mate 60',
    language: 'zh_CN',
    version: '8.0.48',
    system: 'Android 14',
    platform: 'android',
    brand: 'HUAWEI',
    wifiEnabled: false,
  },
  network: { networkType: '4g' },
};
const xiaomi = {
  system_info: {
    model: 'Xiaomi 14',
    language: 'en',
    version: '8.0.49',
    system: 'Android 14',
    platform: 'android',
    brand: 'Xiaomi',
    wifiEnabled: true,
  },
  network: { networkType: '5g' },
};
const shenzhen = {
  ip: { country: '中国', province: '广东省', city: '深圳市', latitude: 22.543, longitude: 114.057 },
};
const guangzhou = {
  ip: { country: '中国', province: '广东省', city: '广州市', latitude: 23.129, longitude: 113.264 },
};
const hangzhou = {
  ip: { country: '中国', province: '浙江省', city: '杭州市', latitude: 30.274, longitude: 120.155 },
};
const index = 'pages/index/index';
const post = 'pages/community/post-detail';

export const TEST_EVENTS: TrackingEvent[] = [
  {
    _id: 'e5',
    created_at: '2024-01-02T02:00:00Z',
    type: 'app_on_launch',
    sessionID: 's4',
    scope: { route: post },
    ...huawei,
    ...guangzhou,
    location: { latitude: 23.1, longitude: 113.3 },
    launch_option: { path: post, scene: 1007, query: { from_openid: A } },
    ...profile(B, 'Bob', 1),
  },
  {
    _id: 'e1',
    created_at: '2024-01-01T00:10:00Z',
    type: 'app_on_launch',
    sessionID: 's1',
    scope: { route: index },
    ...ios,
    ...shenzhen,
    location: { latitude: 22.5, longitude: 114.05 },
    launch_option: { path: index, scene: 1001 },
    ...profile(A, 'Alice', 2),
  },
  {
    _id: 'e2',
    created_at: '2024-01-01T10:00:00Z',
    type: 'page_on_show',
    sessionID: 's2',
    scope: { route: index },
    ...huawei,
    ...guangzhou,
    location: { latitude: 0, longitude: 0 },
    launch_option: { path: index, scene: 1001 },
    ...profile(B, 'Bob', 1),
  },
  {
    _id: 'e3',
    created_at: '2024-01-01T15:59:59Z',
    type: 'page_on_show',
    sessionID: 's1',
    scope: { route: post, options: { id: '7' } },
    ...ios,
    ...shenzhen,
    launch_option: { path: index, scene: 1047 },
    ...profile(A, 'Alice', 2),
  },
  {
    _id: 'e4',
    created_at: '2024-01-01T16:30:00Z',
    type: 'page_on_show',
    sessionID: 's3',
    scope: { route: index },
    ...xiaomi,
    ...hangzhou,
    launch_option: { path: index, scene: 1011 },
    ...profile(C, 'Carol', 0),
  },
  {
    _id: 'e6',
    created_at: '2024-01-02T03:00:00Z',
    type: 'page_on_show',
    sessionID: 's4',
    scope: { route: index },
    ...huawei,
    ...guangzhou,
    launch_option: { path: post, scene: 1007, query: { from_openid: A } },
    ...profile(B, 'Bob', 1),
  },
  {
    _id: 'e8',
    created_at: '2024-01-04T05:00:00Z',
    type: 'page_on_show',
    sessionID: 's6',
    scope: { route: 'pages/store/list' },
    ip: { country: '美国' },
    launch_option: { path: index, scene: 1001 },
  },
  {
    _id: 'e7',
    created_at: '2024-01-04T01:00:00Z',
    type: 'app_on_launch',
    sessionID: 's5',
    scope: { route: post },
    ...xiaomi,
    ...hangzhou,
    location: { latitude: 30.3, longitude: 120.2 },
    launch_option: { path: post, scene: 1007, query: { from_openid: A } },
    ...profile(C, 'Carol', 0),
  },
];

/** Epoch ms of 00:00 UTC+8 on 2024-01-0d. */
export const dayKey = (d: number) => Date.UTC(2024, 0, d) - 8 * 3600 * 1000;
