/**
 * Members of the mini-program (02-operations §3), with Chinese and English names, mainland phones and the
 * clerk status: the first open stores each have clerks, so a store's staff list is never empty. The member list
 * (issue 14) reads the same records and adds to them.
 */
import { PROVINCES } from '../../config/regions';
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

const CARS = [
  { brand: 'BMW', brand_zh: '宝马', model: '3 Series', model_zh: '3系' },
  { brand: 'Toyota', brand_zh: '丰田', model: 'Camry', model_zh: '凯美瑞' },
  { brand: 'Volkswagen', brand_zh: '大众', model: 'Golf', model_zh: '高尔夫' },
  { brand: 'BYD', brand_zh: '比亚迪', model: 'Han', model_zh: '汉' },
  { brand: 'Tesla', brand_zh: '特斯拉', model: 'Model Y', model_zh: 'Model Y' },
  { brand: 'Honda', brand_zh: '本田', model: 'Civic', model_zh: '思域' },
];
const SPORTS = [
  { option: 'Cycling', option_zh: '骑行' },
  { option: 'Hiking', option_zh: '徒步' },
  { option: 'Skiing', option_zh: '滑雪' },
  { option: 'Surfing', option_zh: '冲浪' },
  { option: 'Climbing', option_zh: '攀岩' },
];
const LEVELS = [
  { level: 'Beginner', level_zh: '入门' },
  { level: 'Intermediate', level_zh: '进阶' },
  { level: 'Expert', level_zh: '专业' },
];
const OTHER_MODELS = ['Ducati Monster', 'Harley-Davidson Nightster', 'Kawasaki Z900', 'BMW R 1250 GS'];
const OTHER_PROFESSIONS = ['Photographer', 'Chef', 'Pilot', '自由职业'];
/** Places outside the region picker's list, typed by the member. */
const ABROAD = [
  ['海外', '新加坡'],
  ['海外', '悉尼'],
  ['海外', '温哥华'],
] as const;

/**
 * The rest of 02-operations §3's answers: cars, sports, the other model, profession and region typed by the
 * member, where there is a dealer, and the H5 sign-up. One member in four gave none of them; one in four gave the
 * typed ones too. From a stream of their own, like `answers`.
 */
function interests(
  random: Random,
  index: number,
  member: Pick<MemberRecord, 'address' | 'owner' | 'profession' | 'bound_at'>,
  now: number,
) {
  const kind = index % 4;
  if (kind === 0) return {};
  const cars = random.pickMany(CARS, random.int(1, 2));
  const sports = random.pickMany(SPORTS, random.int(1, 3));
  const levels = sports.map(() => random.pick(LEVELS));
  const detailed = kind === 1;
  const abroad = random.pick(ABROAD);
  const province = random.pick(PROVINCES);
  const city = random.pick(province.cities);
  return {
    address: member.address
      ? { ...member.address, has_dealer: true }
      : detailed
        ? { other_province: abroad[0], other_city: abroad[1], has_dealer: false }
        : { province: province.name, city: city.name, has_dealer: random.bool(0.5) },
    owner:
      detailed && member.owner?.is
        ? { ...member.owner, other_model: random.pick(OTHER_MODELS) }
        : member.owner,
    profession: detailed
      ? { option: 'Other', option_zh: '其他', else: random.pick(OTHER_PROFESSIONS) }
      : member.profession,
    car:
      kind === 3
        ? undefined
        : {
            quantity: cars.length,
            brands: cars.map((car) => car.brand),
            brands_zh: cars.map((car) => car.brand_zh),
            models: cars.map((car) => car.model),
            models_zh: cars.map((car) => car.model_zh),
          },
    sport: {
      quantity: sports.length,
      options: sports.map((sport) => sport.option),
      options_zh: sports.map((sport) => sport.option_zh),
      levels: levels.map((level) => level.level),
      levels_zh: levels.map((level) => level.level_zh),
    },
    from_h5: kind !== 3,
    h5_openid: kind === 3 ? undefined : `h5_o${random.hex(24)}`,
    h5_changed: kind === 3 ? undefined : detailed,
    h5_changed_at: detailed ? Math.min(now, (member.bound_at ?? now) + random.int(1, 90) * DAY) : undefined,
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
  const more = random.fork('interests');
  // A few thousand in the demo; the first 600 are the ones seeded before the member list existed.
  return Array.from({ length: count({ small: 60, demo: 3000 }) }, (_, index) => {
    const store = index < places.length ? places[index] : undefined;
    const bound_at = now - random.int(1, 900) * DAY - random.int(0, DAY);
    const profile = person(random, index);
    const nickname = `${random.pick(NICKNAMES)}${random.int(1, 999)}`;
    const record = {
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
    return { ...record, ...interests(more, index, record, now) };
  });
});
