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
const MODELS = [
  'Tiger 900',
  'Street Triple',
  'Trident 660',
  'Bonneville T120',
  'Scrambler 1200',
  'Speed 400',
];
const PROFESSIONS = [
  { option: 'Engineer', option_zh: '工程师' },
  { option: 'Teacher', option_zh: '教师' },
  { option: 'Designer', option_zh: '设计师' },
  { option: 'Business owner', option_zh: '企业主' },
];

/**
 * The profile answers of the member detail (02-operations §3), from a stream of their own so the seeded members
 * keep the ids and fields other areas' tests know.
 */
function answers(random: Random, index: number, bound_at: number) {
  const owner = random.bool(0.4);
  return {
    owner: owner
      ? {
          is: true,
          model: random.pick(MODELS),
          purchase: new Date((bound_at - random.int(0, 400) * DAY) * 1000).toISOString().slice(0, 7),
        }
      : { is: false },
    profession: random.pick(PROFESSIONS),
    referrer: index % 5 === 0 ? `member${1000 + random.int(0, 50)}` : undefined,
  };
}

/** Every seventh member past the clerks signed up on the web only: no mini-program profile ('No Data'). */
const webOnly = (index: number) => index >= 40 && index % 7 === 6;

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
  const extra = random.fork('answers');
  // A few thousand in the demo; the first 600 are the ones seeded before the member list existed.
  return Array.from({ length: count({ small: 60, demo: 3000 }) }, (_, index) => {
    const store = index < places.length ? places[index] : undefined;
    const bound_at = now - random.int(1, 900) * DAY - random.int(0, DAY);
    const profile = person(random, index);
    const nickname = `${random.pick(NICKNAMES)}${random.int(1, 999)}`;
    return {
      id: random.id(),
      openid: `o${random.hex(27)}`,
      unionid: `u${random.hex(27)}`,
      bound_at,
      is_clerk: Boolean(store),
      store_id: store?.id ?? null,
      store_name: store?.name ?? null,
      profile,
      mini_profile: webOnly(index) ? undefined : { nickname },
      address: store ? { province: store.province, city: store.city } : undefined,
      channel: random.pick(CHANNELS),
      ...answers(extra, index, bound_at),
      is_mini: !webOnly(index),
      is_web: random.bool(0.2),
      created_at: bound_at,
      updated_at: bound_at + random.int(0, 120) * DAY,
    };
  });
});
