/**
 * Reservation records (02-operations §3) of the two activities the config names: 'Has Dealer' records carry the
 * store of their city, 'No Dealer' ones none. Each answer follows its activity's form, type by type, with
 * Chinese and English people; a quarter came through the 2023-09 advertising campaign.
 */
import type { FormField } from '../../config/formFields';
import { PROVINCES } from '../../config/regions';
import { AD_CAMPAIGN_2023_09 } from '../../config/reservations';
import type { ReservationRecord } from '../../src-services/reservations';
import type { Random } from '../lib/random';
import { demoBannerUrl } from './core';
import { defineCollection } from './db';
import { reservationActivities } from './lookups';
import { stores } from './stores';

export type ReservationRecordEntry = ReservationRecord & { activity_id: string };

const DAY = 86400;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '杰', '婷', '浩然', '子涵', '思远', '雨萱'];
const FIRST = ['Emily', 'David', 'Sophie', 'Jason', 'Grace', 'Kevin', 'Alice', 'Leo', 'Mia', 'Ethan'];
const LAST = ['Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang', 'Zhou', 'Lin'];
const NICKNAMES = ['骑行者', 'Rider', '摩旅人', 'Throttle', '风之子', 'Twisties', '老司机', 'Apex'];
const STREETS = ['人民路', '中山路', '建设路', '解放路', '科技园路', '滨江大道'];
const DISTRICTS = ['东城区', '西湖区', '南山区', '高新区', '新城区'];
const JOBS = ['工程师', 'Designer', '教师', 'Nurse', '自由职业', 'Sales manager'];
const BIKES = ['', '', 'Street 300', '经典350', 'Scooter', '无'];
const REMARKS = [
  '',
  '',
  '周末方便',
  'Please call after 6 pm',
  '想试驾新款',
  'First motorcycle',
  '带朋友一起来',
];
const MOTORCYCLES = [
  'ADV 350',
  'Rally 1200',
  'Street 500',
  'Sport 400',
  'Classic 650',
  'Tour 800',
  'Naked 650',
];
const OTHER_REFERERS = ['', 'mini_program', 'share', 'store_qrcode'];
/** Status frequencies: mostly pending or approved, a few of each other kind. */
const STATUSES = [
  ...Array<string>(5).fill('pending'),
  ...Array<string>(4).fill('approved'),
  'rejected',
  'canceled',
  ...Array<string>(3).fill('complete'),
  'noshow',
];

interface Person {
  chinese: boolean;
  name: string;
  first: string;
  last: string;
  gender: 'MALE' | 'FEMALE';
  born: { year: number; month: number; day: number };
}

function person(random: Random): Person {
  const chinese = random.bool(0.7);
  const first = chinese ? random.pick(GIVEN) : random.pick(FIRST);
  const last = chinese ? random.pick(SURNAMES) : random.pick(LAST);
  return {
    chinese,
    first,
    last,
    name: chinese ? `${last}${first}` : `${first} ${last}`,
    gender: random.bool(0.7) ? 'MALE' : 'FEMALE',
    born: { year: random.int(1965, 2004), month: random.int(1, 12), day: random.int(1, 28) },
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
/** 00:00 UTC+8 of the day `days` after `now`. */
const dayAt = (now: number, days: number) => Math.floor((now + 8 * 3600) / DAY + days) * DAY - 8 * 3600;

interface Context {
  random: Random;
  now: number;
  who: Person;
  province: string;
  city: string;
}

/** The answer a field of this type gets; an optional field is now and then left empty. */
function answer(field: FormField, context: Context): unknown {
  const { random, now, who, province, city } = context;
  const ahead = dayAt(now, random.int(1, 30));
  switch (field.type) {
    case 'name':
      return { name: who.name };
    case 'phone':
      return who.chinese || random.bool(0.5)
        ? {
            country_code: '86',
            phone: `1${random.pick(['38', '39', '58', '86', '77'])}${random.int(10000000, 99999999)}`,
          }
        : { country_code: random.pick(['852', '1', '44']), phone: String(random.int(20000000, 99999999)) };
    case 'email':
      return `${who.first.toLowerCase().replace(/[^a-z]/g, '') || 'rider'}${random.int(1, 999)}@${random.pick(['qq.com', '163.com', 'gmail.com', 'outlook.com'])}`;
    case 'birthday':
      return who.born;
    case 'address':
      return {
        country: '中国',
        province,
        city,
        district: random.pick(DISTRICTS),
        address: `${random.pick(STREETS)} ${random.int(1, 999)} 号`,
      };
    case 'identity': {
      const type = who.chinese ? random.pick(['mainland', 'mainland', 'hkm', 'taiwan']) : 'passport';
      const { year, month, day } = who.born;
      const id =
        type === 'mainland'
          ? `${random.int(110000, 659000)}${year}${pad(month)}${pad(day)}${random.int(1000, 9999)}`
          : `${type === 'passport' ? 'E' : type === 'hkm' ? 'C' : 'T'}${random.int(10000000, 99999999)}`;
      return { type, name: who.name, id, birthday: `${year}-${pad(month)}-${pad(day)}` };
    }
    case 'time_slot': {
      const start = random.pick([9, 10, 11, 14, 15, 16]);
      return { date: ahead, start_hour: start, start_minute: 0, end_hour: start + 1, end_minute: 0 };
    }
    case 'date':
      return ahead;
    case 'date_time':
      return ahead + random.int(9, 18) * 3600 + random.pick([0, 1800]);
    case 'date_range':
      return { begin: ahead, end: ahead + random.int(1, 7) * DAY };
    case 'date_time_range': {
      const begin = ahead + random.int(9, 16) * 3600;
      return { begin, end: begin + random.int(1, 3) * 3600 };
    }
    case 'time':
      return `${pad(random.int(9, 18))}:${random.pick(['00', '30'])}`;
    case 'number':
      return field.key === 'height' ? random.int(155, 195) : random.int(0, 20);
    case 'option': {
      if (field.key === 'gender') return who.gender;
      const values = (field.config?.options ?? []).map((option) => option.value);
      if (values.length === 0) return undefined;
      return field.config?.multiple_selection
        ? random.pickMany(values, random.int(1, Math.min(3, values.length)))
        : random.pick(values);
    }
    case 'tc':
      return random.bool(0.92) ? 'agree' : 'disagree';
    case 'hidden_text':
      return random.bool(0.4) ? `PROMO${random.int(1000, 9999)}` : '';
    case 'html_content':
      return undefined;
    case 'text':
      if (field.key === 'occupation') return random.pick(JOBS);
      if (field.key === 'wechat') return `wx_${who.first.toLowerCase()}${random.int(10, 99)}`;
      if (field.key === 'current_bike') return random.pick(BIKES);
      return random.pick(REMARKS);
    default:
      // A type the product does not know yet: whatever that widget sends.
      return { stars: random.int(1, 5), comment: random.pick(['', 'Friendly staff', '很专业']) };
  }
}

export const reservationRecords = defineCollection<ReservationRecordEntry>(
  'reservationRecords',
  ({ random, count, now, db }) => {
    const [hasDealer, noDealer] = reservationActivities(db).all();
    const openStores = stores(db).find((store) => !store.disabled);
    const storeCities = new Set(openStores.map((store) => store.city));
    const otherCities = PROVINCES.flatMap((province) =>
      province.cities
        .filter((city) => !storeCities.has(city.name))
        .map((city) => ({ province: province.name, city: city.name })),
    );
    // The pictures from a stream of their own, so the records keep the answers other tests know.
    const pictures = random.fork('pictures');
    return Array.from({ length: count({ small: 120, demo: 3000 }) }, (_, index) => {
      // Three in five are in a city with a dealer.
      const dealer = index % 5 < 3;
      const activity = dealer ? hasDealer : noDealer;
      const store = dealer ? random.pick(openStores) : undefined;
      const place = store ? { province: store.province, city: store.city } : random.pick(otherCities);
      const who = person(random);
      const context: Context = { random, now, who, ...place };
      const form_data: Record<string, unknown> = {};
      for (const field of activity.form_fields as FormField[]) {
        const value = answer(field, context);
        if (value !== undefined && value !== '') form_data[field.key] = value;
      }
      const created_at = now - random.int(0, 180) * DAY - random.int(0, DAY);
      return {
        id: random.id(),
        activity_id: activity.id,
        created_at,
        updated_at: Math.min(now, created_at + random.int(0, 5) * DAY),
        status: random.pick(STATUSES),
        form_data,
        metadata: {
          store_name: store?.name ?? '',
          motorcycle_name: random.pick(MOTORCYCLES),
          motorcycle_image: demoBannerUrl(pictures.int(0, 359)),
          referer: index % 4 === 1 ? AD_CAMPAIGN_2023_09 : random.pick(OTHER_REFERERS),
        },
        mini_profile: {
          nickname: `${random.pick(NICKNAMES)}${random.int(1, 999)}`,
          // One in six never granted the avatar.
          avatar_url: index % 6 === 5 ? undefined : demoBannerUrl(pictures.int(0, 359)),
          unionid: `u${random.hex(27)}`,
          openid: `o${random.hex(27)}`,
        },
      };
    });
  },
);
