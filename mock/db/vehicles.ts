/**
 * The /vehicle page's records (02-operations §3): old reservation motorcycles, the model-brand config, user
 * garages (members' motorcycles of the seeded series and series models), and complaints, which are form-center
 * records of the seeded 'Ownership complaint' form (the config's `garage.form_center_campaign_id`), with their
 * garage audits.
 */
import type {
  ComplaintRecord,
  Garage,
  GarageAudit,
  ModelBrand,
  Motorcycle,
} from '../../src-services/vehicles';
import type { Random } from '../lib/random';
import { series, seriesModels } from './carOptions';
import { demoBannerUrl } from './core';
import { defineCollection } from './db';
import { answersFor } from './formCenterForms';
import { forms } from './lookups';
import { members } from './members';

const DAY = 86400;

export type MotorcycleRecord = Motorcycle & { created_at: number; updated_at: number };
export type ModelBrandRecord = ModelBrand & { created_at: number; updated_at: number };
export type GarageRecord = Garage;
/** A form-center record; the complaint form's ones are the user complaints. */
export type FormRecordEntry = ComplaintRecord & { form_data: Record<string, unknown> };
export type GarageAuditRecord = GarageAudit & {
  id: string;
  metadata: Record<string, unknown>;
  created_at: number;
  updated_at: number;
  updated_by?: string;
};

/** Model names (at most 11 characters, so with a model year they stay within 15) and Chinese names (at most 5). */
const MOTORCYCLE_MODELS: readonly [string, string][] = [
  ['ADV 350', '探险350'],
  ['ADV 750', '探险750'],
  ['Rally 1200', '超级拉力'],
  ['Street 300', '街道300'],
  ['Street 500', '街道500'],
  ['Street 900', '街道900'],
  ['Sport 400', '竞技400'],
  ['Sport 1000', '竞技旗舰'],
  ['Classic 350', '经典350'],
  ['Classic 650', '经典650'],
  ['City 150', '都市150'],
  ['Maxi 300', '踏板300'],
  ['Tour 800', '旅行800'],
  ['Cruiser 500', '巡航500'],
  ['Scrambler', '攀爬者'],
  ['Cafe 400', '咖啡400'],
  ['Naked 650', '街车650'],
  ['Trail 250', '林道250'],
  ['Bobber 750', '鲍伯750'],
  ['Enduro 450', '耐力450'],
];

/** Model years, newest first: 20 models × 15 years gives the demo's 300 distinct names. */
const YEARS = Array.from({ length: 15 }, (_, index) => 2024 - index);

export const motorcycles = defineCollection<MotorcycleRecord>('motorcycles', ({ random, count, now }) =>
  Array.from({ length: count({ small: 30, demo: 300 }) }, (_, index) => {
    const [name, zhName] = MOTORCYCLE_MODELS[index % MOTORCYCLE_MODELS.length];
    const year = YEARS[Math.floor(index / MOTORCYCLE_MODELS.length) % YEARS.length];
    const yy = String(year % 100).padStart(2, '0');
    const created_at = now - random.int(10, 900) * DAY;
    const timed = random.bool(0.3);
    return {
      id: random.id(),
      name: `${name} '${yy}`,
      zh_name: `${zhName}${yy}款`,
      weight: random.int(0, 100),
      image_url: demoBannerUrl((index * 37) % 360),
      // Every seventh is offline; every eleventh was deleted (the list never shows it).
      disabled: index % 7 === 6,
      online_at: timed ? now - random.int(1, 60) * DAY : null,
      offline_at: timed ? now + random.int(30, 365) * DAY : null,
      deleted: index % 11 === 10,
      created_at,
      updated_at: created_at + random.int(0, 9) * DAY,
      created_by: 'admin@moto.example',
      updated_by: 'admin@moto.example',
    };
  }),
);

const MODEL_BRANDS: readonly [string, ModelBrand['type']][] = [
  ['Moto', 'own'],
  ['Moto Heritage', 'own'],
  ['本田 Honda', 'other'],
  ['Yamaha', 'other'],
  ['川崎 Kawasaki', 'other'],
  ['BMW Motorrad', 'other'],
  ['杜卡迪', 'other'],
];

export const modelBrands = defineCollection<ModelBrandRecord>('modelBrands', ({ random, now }) =>
  MODEL_BRANDS.map(([name, type]) => {
    const created_at = now - random.int(30, 600) * DAY;
    return { id: random.id(), name, type, created_at, updated_at: created_at + random.int(0, 20) * DAY };
  }),
);

/** Where owners bought their motorcycle (the buying channels of the channel tab use the same names). */
const CHANNELS: readonly [string, string][] = [
  ['channel-dealer', '授权经销商'],
  ['channel-online', 'Online store'],
  ['channel-used', '二手车商'],
  ['channel-private', 'Private sale'],
  ['channel-import', '平行进口'],
];

const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A 17-character VIN (no I, O or Q). */
function vin(random: Random): string {
  return `LM${Array.from({ length: 15 }, () => random.pick([...VIN_LETTERS])).join('')}`;
}

/** What a garage shows as its picture: mostly an uploaded file, sometimes none or a mini-program local path. */
function garageImage(random: Random, index: number): string {
  if (index % 9 === 4) return '';
  if (index % 13 === 6) return `wxfile://tmp_${random.hex(16)}.jpg`;
  return demoBannerUrl((index * 53) % 360);
}

export const garages = defineCollection<GarageRecord>('garages', ({ random, count, now, db }) => {
  const owners = members(db).all();
  const models = seriesModels(db).all();
  const seriesById = new Map(
    series(db)
      .all()
      .map((entry) => [entry.id, entry]),
  );
  return Array.from({ length: count({ small: 40, demo: 200 }) }, (_, index) => {
    const owner = owners[(index * 7) % owners.length];
    const ownerName = owner.profile?.name ?? owner.mini_profile?.nickname ?? 'Rider';
    const model = random.pick(models);
    const [channelId, channelName] = random.pick(CHANNELS);
    const created_at = now - random.int(1, 700) * DAY - random.int(0, DAY);
    const roll = random.next();
    return {
      id: random.id(),
      garage_vin: vin(random),
      garage_image_url: garageImage(random, index),
      garage_series_id: model.series_id,
      garage_series_name: seriesById.get(model.series_id)?.name ?? '',
      garage_model_id: model.id,
      garage_model_name: model.name,
      garage_channel_id: channelId,
      garage_channel_name: channelName,
      garage_purchase_year: random.int(2015, 2025),
      garage_purchase_month: random.int(1, 12),
      garage_status: roll < 0.7 ? 'bind' : roll < 0.9 ? 'untie' : 'invalid',
      garage_nickname: random.bool(0.6) ? `${ownerName}的爱车` : `${ownerName}'s ride`,
      unionid: owner.unionid ?? '',
      openid: owner.openid ?? '',
      created_at,
      updated_at: created_at + random.int(0, 30) * DAY,
    } satisfies GarageRecord;
  });
});

/** Evidence photos: one to three, now and then one that is no image URL (the list leaves it out). */
function evidence(random: Random, index: number): string {
  const photos = Array.from({ length: random.int(1, 3) }, () => demoBannerUrl(random.int(0, 359)));
  if (index % 5 === 3) photos.push(`wxfile://tmp_${random.hex(12)}.jpg`);
  return photos.join(',');
}

export const complaintFormId = (db?: Parameters<typeof forms>[0]) =>
  forms(db).findOne((form) => form.name === 'Ownership complaint')?.id ?? '';

/**
 * Form-center records: complaints about a garage binding (someone else bound the member's motorcycle), each
 * naming one seeded garage, plus a few records of another form, which the complaint list must not show.
 */
export const formRecords = defineCollection<FormRecordEntry>('formRecords', ({ random, count, now, db }) => {
  const complaintForm = complaintFormId(db);
  const otherForm = forms(db).findOne((form) => form.name === 'Service feedback')?.id ?? '';
  const bound = garages(db).find((garage) => garage.garage_status !== 'untie');
  const byOpenid = new Map(
    members(db)
      .all()
      .map((member) => [member.openid, member]),
  );
  const complaints = Array.from({ length: count({ small: 12, demo: 48 }) }, (_, index) => {
    const garage = bound[index % bound.length];
    // The complainant is another member than the one who bound the motorcycle.
    const complainant = [...byOpenid.values()][(index * 11 + 5) % byOpenid.size];
    const created_at = now - random.int(0, 120) * DAY - random.int(0, DAY);
    return {
      id: random.id(),
      form_id: complaintForm,
      created_at,
      updated_at: created_at,
      metadata: {
        phone: complainant.profile?.phone ?? '',
        channel_name: garage.garage_channel_name,
        series_id: garage.garage_series_id,
        series_name: garage.garage_series_name,
        model_id: garage.garage_model_id,
        model_name: garage.garage_model_name,
        nickname: complainant.mini_profile?.nickname ?? '',
        purchase_date: `${garage.garage_purchase_year}-${String(garage.garage_purchase_month).padStart(2, '0')}`,
        vin: garage.garage_vin,
      },
      form_data: { evidence: evidence(random, index) },
      mini_profile: { openid: complainant.openid, unionid: complainant.unionid },
    };
  });
  const others = Array.from({ length: 4 }, (_, index) => {
    const created_at = now - random.int(0, 60) * DAY;
    return {
      id: random.id(),
      form_id: otherForm,
      created_at,
      updated_at: created_at,
      metadata: { nickname: `Feedback ${index + 1}` },
      form_data: {},
    };
  });
  // The other forms' records, answering each of their fields (issue 15): after the complaints, so these keep
  // their seed.
  const answered = forms(db)
    .all()
    .filter((form) => form.id !== complaintForm && form.id !== otherForm)
    .flatMap((form) =>
      Array.from({ length: count({ small: 6, demo: 30 }) }, (_, index) => {
        const created_at = now - random.int(0, 90) * DAY - random.int(0, DAY);
        return {
          id: random.id(),
          form_id: form.id,
          created_at,
          updated_at: created_at,
          metadata: { nickname: `Rider ${index + 1}` },
          form_data: answersFor(form.fields, random, now, index),
        };
      }),
    );
  return [...complaints, ...others, ...answered];
});

/** Every third complaint was already audited (passed or refused); the rest are pending, without an audit yet. */
export const garageAudits = defineCollection<GarageAuditRecord>('garageAudits', ({ random, db }) => {
  const formId = complaintFormId(db);
  return formRecords(db)
    .find((record) => record.form_id === formId)
    .filter((_, index) => index % 3 === 1)
    .map((record, index) => ({
      id: random.id(),
      appeal_id: record.id,
      status: index % 2 === 0 ? ('pass' as const) : ('refuse' as const),
      metadata: { vin: record.metadata.vin ?? '' },
      created_at: record.created_at + DAY,
      updated_at: record.created_at + DAY,
      updated_by: 'admin@moto.example',
    }));
});
