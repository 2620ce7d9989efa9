/**
 * The Area tab's places (03-community-analytics §2.5, §3 "Region reference"): the aggregation's province and city
 * buckets joined by the region they name. Visitors' regions come romanised ('Guangdong') or Chinese ('广东省'),
 * so one place can come as several buckets; they add up into one row, one share and one series. A bucket name
 * the reference does not know stays a place of its own, as it came.
 */
import { matchRegion, provinceOf, type ReferenceRegion } from 'config/regionReference';
import type { AreaData, CityCount, DatedCount, PlaceCount } from './types';

/** A city bucket: its day, the province bucket it came under, its name and count. */
export interface CityBucket extends DatedCount {
  province: string;
}

interface Place {
  name: string;
  code?: string;
}

const placeOf = (region: ReferenceRegion | undefined, bucketName: string): Place =>
  region ? { name: region.name, code: region.code } : { name: bucketName };

/** Largest first; ties by name in code-unit order, so the order is stable. */
const byCount = (a: PlaceCount, b: PlaceCount) =>
  b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Adds up counts per place and per (day, place). */
class Totals<Row extends PlaceCount> {
  private readonly rows = new Map<string, Row>();
  private readonly days = new Map<string, DatedCount>();

  add(date: string, row: Row) {
    const total = this.rows.get(row.name);
    if (total) total.count += row.count;
    else this.rows.set(row.name, { ...row });
    const key = `${date}\u0000${row.name}`;
    const day = this.days.get(key);
    if (day) day.count += row.count;
    else this.days.set(key, { date, name: row.name, count: row.count });
  }

  totals = (): Row[] => [...this.rows.values()].sort(byCount);
  daily = (): DatedCount[] => [...this.days.values()];
}

/** A memo of `matchRegion` over one answer: the same few names come back every day. */
function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key) as V;
  };
}

/**
 * Joins the province and city buckets of an area answer into places. A city is matched within its bucket's
 * province (a romanised city key can name two cities); a known city's province is the reference's, whatever
 * the bucket it came under.
 */
export function joinAreaBuckets(
  provinceBuckets: readonly DatedCount[],
  cityBuckets: readonly CityBucket[],
  dates: string[],
): AreaData {
  const matchProvince = memo((name: string) => matchRegion(name, { level: 'province' }));
  const matchCity = memo((key: string) => {
    const [province, city] = key.split('\u0000');
    return matchRegion(city, { level: 'city', within: matchProvince(province) });
  });

  const provinces = new Totals<PlaceCount>();
  for (const bucket of provinceBuckets)
    provinces.add(bucket.date, { ...placeOf(matchProvince(bucket.name), bucket.name), count: bucket.count });

  const cities = new Totals<CityCount>();
  for (const bucket of cityBuckets) {
    const city = matchCity(`${bucket.province}\u0000${bucket.name}`);
    const parent = placeOf(city ? provinceOf(city) : matchProvince(bucket.province), bucket.province);
    cities.add(bucket.date, {
      ...placeOf(city, bucket.name),
      count: bucket.count,
      province: parent.name,
      ...(parent.code ? { provinceCode: parent.code } : {}),
    });
  }

  const provinceTotals = provinces.totals();
  return {
    total: provinceTotals.reduce((sum, row) => sum + row.count, 0),
    provinces: provinceTotals,
    cities: cities.totals(),
    provinceDays: provinces.daily(),
    cityDays: cities.daily(),
    dates,
  };
}
