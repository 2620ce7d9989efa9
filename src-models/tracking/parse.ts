/** Reads AggregateTrackingEvent answers by their bucket structure into what each tab shows. */
import type {
  EsAggregateResponse,
  EsBucket,
  EsBucketAggregation,
  EsHit,
  EsValueAggregation,
} from 'src-services/tracking';
import type {
  AreaData,
  DatedCount,
  DeviceData,
  MapData,
  NameCount,
  Profile,
  PvUvData,
  RefererData,
  SceneData,
  SystemData,
} from './types';
import { joinAreaBuckets, type CityBucket } from './areaPlaces';

type Aggregations = Record<string, unknown> | undefined;

/**
 * The raw hits: under `_hits`, as 03 §7 says the tracking service answers them, else Elasticsearch's own
 * `hits.hits` (a service forwarding its answer unchanged; SPEC-DECISIONS "Analytics raw hits").
 */
export const rawHits = <S>(answer: EsAggregateResponse<S>): EsHit<S>[] =>
  answer._hits ?? answer.hits?.hits ?? [];

/** How many events matched: Elasticsearch's total when answered, else `fallback`. */
const totalOf = (answer: EsAggregateResponse<unknown>, fallback: number) =>
  answer.hits?.total?.value ?? fallback;

function bucketsOf(aggs: Aggregations, name: string): EsBucket[] {
  return ((aggs?.[name] as EsBucketAggregation | undefined)?.buckets ?? []) as EsBucket[];
}

function valueOf(aggs: Aggregations, name: string): number {
  return (aggs?.[name] as EsValueAggregation | undefined)?.value ?? 0;
}

/** A bucket's label: booleans come as 1/0 with "true"/"false" strings; dates as `yyyy-MM-dd` in UTC+8. */
const label = (bucket: EsBucket) => bucket.key_as_string ?? String(bucket.key);

const nameCounts = (buckets: EsBucket[]): NameCount[] =>
  buckets.map((bucket) => ({ name: label(bucket), count: bucket.doc_count }));

/** Adds up counts by name, largest first (ties by name, so the order is stable). */
function totalsByName<T extends { name: string; count: number }>(rows: Iterable<T>): NameCount[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.name, (sums.get(row.name) ?? 0) + row.count);
  return [...sums]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

export function parseScene(answer: EsAggregateResponse): SceneData {
  const daily = bucketsOf(answer.aggregations, 'daily');
  const days = daily.flatMap((day) =>
    bucketsOf(day, 'scene').map((scene) => ({
      date: label(day),
      scene: Number(scene.key),
      count: scene.doc_count,
    })),
  );
  const totals = totalsByName(days.map((row) => ({ name: String(row.scene), count: row.count }))).map(
    ({ name, count }) => ({ scene: Number(name), count }),
  );
  return { totals, days, total: sum(totals), dates: daily.map(label) };
}

export function parsePvUv(answer: EsAggregateResponse): PvUvData {
  return {
    totalPv: valueOf(answer.aggregations, 'pv'),
    totalUv: valueOf(answer.aggregations, 'uv'),
    days: bucketsOf(answer.aggregations, 'daily').map((day) => ({
      date: label(day),
      pv: day.doc_count,
      uv: valueOf(day, 'uv'),
    })),
  };
}

/** Province and city buckets of every day and country, joined by the region they name (`joinAreaBuckets`). */
export function parseArea(answer: EsAggregateResponse): AreaData {
  const daily = bucketsOf(answer.aggregations, 'daily');
  const provinceDays: DatedCount[] = [];
  const cityDays: CityBucket[] = [];
  for (const day of daily) {
    for (const country of bucketsOf(day, 'country')) {
      for (const province of bucketsOf(country, 'province')) {
        provinceDays.push({ date: label(day), name: label(province), count: province.doc_count });
        for (const city of bucketsOf(province, 'city')) {
          cityDays.push({
            date: label(day),
            name: label(city),
            province: label(province),
            count: city.doc_count,
          });
        }
      }
    }
  }
  return joinAreaBuckets(provinceDays, cityDays, daily.map(label));
}

export function parseDevice(answer: EsAggregateResponse): DeviceData {
  const platformBuckets = bucketsOf(answer.aggregations, 'platform');
  const platforms = nameCounts(platformBuckets);
  return {
    total: sum(platforms),
    platforms,
    brands: nameCounts(bucketsOf(answer.aggregations, 'brand')),
    models: platformBuckets.flatMap((platform) =>
      bucketsOf(platform, 'model').map((model) => ({
        platform: label(platform),
        model: label(model),
        count: model.doc_count,
      })),
    ),
  };
}

export function parseSystem(answer: EsAggregateResponse): SystemData {
  const aggs = answer.aggregations;
  return {
    total: totalOf(answer, 0),
    language: nameCounts(bucketsOf(aggs, 'language')),
    version: nameCounts(bucketsOf(aggs, 'version')),
    network: nameCounts(bucketsOf(aggs, 'network')),
    wifi: nameCounts(bucketsOf(aggs, 'wifi')),
  };
}

interface ReferralSource {
  launch_option?: { query?: { from_openid?: string } };
  customer?: { mini_profile?: { openid?: string; nickname?: string; avatar_url?: string } };
}

/** The pairs of the sampled launches, and the invitees' profiles the hits already carry. */
export function parseReferer(answer: EsAggregateResponse<ReferralSource>): {
  data: RefererData;
  profiles: Record<string, Profile>;
} {
  const hits = rawHits(answer);
  const pairs = new Map<string, { inviter: string; invitee: string; count: number }>();
  const profiles: Record<string, Profile> = {};
  for (const { _source: source } of hits) {
    const inviter = source?.launch_option?.query?.from_openid;
    const profile = source?.customer?.mini_profile;
    const invitee = profile?.openid;
    if (!inviter || !invitee) continue;
    if (profile.nickname !== undefined) {
      profiles[invitee] = { nickname: profile.nickname, avatar_url: profile.avatar_url ?? '' };
    }
    const key = `${inviter}\u0000${invitee}`;
    const pair = pairs.get(key) ?? { inviter, invitee, count: 0 };
    pair.count += 1;
    pairs.set(key, pair);
  }
  return {
    data: {
      pairs: [...pairs.values()].sort((a, b) => b.count - a.count),
      launches: totalOf(answer, hits.length),
      sampled: hits.length,
      invitees: bucketsOf(answer.aggregations, 'invitee').length,
    },
    profiles,
  };
}

export function parseMap(
  answer: EsAggregateResponse<{ location?: { latitude?: number; longitude?: number } }>,
): MapData {
  const points = rawHits(answer).flatMap(({ _source: source }) => {
    const { latitude, longitude } = source?.location ?? {};
    return typeof latitude === 'number' && typeof longitude === 'number' && latitude !== 0
      ? [{ lng: longitude, lat: latitude }]
      : [];
  });
  return { points, located: totalOf(answer, points.length) };
}
