/**
 * Members of the mini-program (02-operations §3), with Chinese and English names, mainland phones and the
 * clerk status: the first open stores each have clerks, so a store's staff list is never empty. The member list
 * (issue 14) reads the same records and adds to them.
 */
import type { Member } from '../../src-services/members';
import type { Random } from '../lib/random';
import { defineCollection } from './db';
import { isSeededClosed, stores, type StoreRecord } from './stores';

export type MemberRecord = Member & {
  created_at: number;
  updated_at: number;
  address?: { province?: string; city?: string };
  channel?: string;
  is_mini?: boolean;
  is_web?: boolean;
};

const DAY = 86400;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '涛',
  '明',
  '超',
  '婷',
];
const FIRST = ['Emily', 'David', 'Sophie', 'Jason', 'Grace', 'Kevin', 'Alice', 'Leo', 'Mia', 'Ethan'];
const LAST = ['Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang', 'Zhou', 'Lin'];
const NICKNAMES = ['骑行者', 'Rider', '摩旅人', 'Throttle', '风之子', 'Twisties', '老司机', 'Apex'];
const CHANNELS = ['store', 'mini_program', 'campaign', 'referral'];

function person(random: Random, index: number) {
  const english = index % 3 === 0;
  const name = english
    ? `${random.pick(FIRST)} ${random.pick(LAST)}`
    : `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.bool(0.5) ? random.pick(GIVEN) : ''}`;
  const mail = english ? name.toLowerCase().replace(' ', '.') : `member${1000 + index}`;
  return {
    name,
    gender: random.pick([1, 2, 0] as const),
    country_code: '86',
    phone: `1${random.pick([3, 5, 7, 8, 9])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
    birthday: `${random.int(1970, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    email: `${mail}@mail.example`,
  };
}

/**
 * The clerks each store gets: two to four for the first open stores. Chosen by the stores' seeded positions (a
 * store is never removed, and the seeded closed ones are every sixth), not by their current state: the members
 * are seeded on first use, which may come after a store was edited.
 */
function clerkPlaces(list: readonly StoreRecord[], random: Random): StoreRecord[] {
  return list
    .slice(0, 10)
    .filter((_, position) => !isSeededClosed(position))
    .flatMap((store) => Array.from({ length: random.int(2, 4) }, () => store));
}

export const members = defineCollection<MemberRecord>('members', ({ random, count, now, db }) => {
  const places = clerkPlaces(stores(db).all(), random.fork('clerks'));
  return Array.from({ length: count({ small: 60, demo: 600 }) }, (_, index) => {
    const store = index < places.length ? places[index] : undefined;
    const bound_at = now - random.int(1, 900) * DAY - random.int(0, DAY);
    const profile = person(random, index);
    return {
      id: random.id(),
      openid: `o${random.hex(27)}`,
      unionid: `u${random.hex(27)}`,
      bound_at,
      is_clerk: Boolean(store),
      store_id: store?.id ?? null,
      store_name: store?.name ?? null,
      profile,
      mini_profile: { nickname: `${random.pick(NICKNAMES)}${random.int(1, 999)}` },
      address: store ? { province: store.province, city: store.city } : undefined,
      channel: random.pick(CHANNELS),
      is_mini: true,
      is_web: random.bool(0.2),
      created_at: bound_at,
      updated_at: bound_at + random.int(0, 120) * DAY,
    };
  });
});
