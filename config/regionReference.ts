/**
 * The region reference of 03-community-analytics §3: every province and city of `config/regions.ts` (plus the
 * provincial units only tracking data reports, `OTHER_PROVINCES`) with its adcode, level, acroutes, childrenNum,
 * centre and centroid; the romanised keys the WeChat user profile reports; and the matcher that ties a visitor's
 * region name to its record. The tracking dashboard's Area tab and the mock tracking service both read it.
 *
 * Not kept: districts (nothing asks for a level below the city) and `subFeatureIndex` (a region's position in a
 * boundary file; nothing draws boundaries).
 */
import { REGION_CENTRES, type LngLat } from './regionCentres';
import { OTHER_PROVINCES, PROVINCES, type Region, type RegionLevel } from './regions';

export type { LngLat } from './regionCentres';
export type { Region, RegionLevel } from './regions';

export interface ReferenceRegion extends Region {
  center: LngLat;
  /** The centre: `config/regionCentres.ts` has no better figure for the middle of the region's area. */
  centroid: LngLat;
}

export interface ReferenceProvince extends ReferenceRegion {
  level: 'province';
  cities: readonly ReferenceRegion[];
}

function located<R extends Region>(region: R): R & ReferenceRegion {
  const center = REGION_CENTRES[region.code];
  return { ...region, center, centroid: center };
}

export const REGION_REFERENCE: readonly ReferenceProvince[] = [...PROVINCES, ...OTHER_PROVINCES].map(
  (province) => ({ ...located(province), cities: province.cities.map(located) }),
);

const ALL: readonly ReferenceRegion[] = REGION_REFERENCE.flatMap((province) => [
  province,
  ...province.cities,
]);

function groupBy(key: (region: ReferenceRegion) => string): Map<string, ReferenceRegion[]> {
  const groups = new Map<string, ReferenceRegion[]>();
  for (const region of ALL) groups.set(key(region), [...(groups.get(key(region)) ?? []), region]);
  return groups;
}

/**
 * Romanised key (as the WeChat profile writes it, e.g. 'Guangdong', 'Shenzhen') to the Chinese names of the
 * places it names. Most keys name one place; a few name two cities (Taizhou: 泰州市 and 台州市; Suzhou, Fuzhou,
 * Yichun, Yulin), which only the province tells apart; a municipality's key names its province and its city,
 * which share one Chinese name.
 */
export const ROMANISED_TO_CHINESE: ReadonlyMap<string, readonly string[]> = new Map(
  [...groupBy((region) => region.en)].map(([key, regions]) => [
    key,
    [...new Set(regions.map((region) => region.name))],
  ]),
);

/**
 * A Chinese name without its administrative suffix: 广东省 -> 广东, 广西壮族自治区 -> 广西, 香港特别行政区 -> 香港,
 * 延边朝鲜族自治州 -> 延边, 大兴安岭地区 -> 大兴安岭. At least two characters stay; a name without one of these
 * suffixes stays as it is.
 */
const ETHNIC =
  '(?:朝鲜|土家|苗|藏|羌|彝|布依|侗|哈尼|壮|傣|白|景颇|傈僳|回|蒙古|柯尔克孜|哈萨克|维吾尔|黎)族?';
const SUFFIX = new RegExp(`^(.{2,}?)(?:(?:${ETHNIC})*自治[区州县]|特别行政区|省|市|地区|林区|盟|县)$`, 'u');
const shortName = (name: string) => SUFFIX.exec(name)?.[1] ?? name;

const byChinese = groupBy((region) => region.name);
const byRomanised = groupBy((region) => region.en.toLowerCase());
const byShortName = groupBy((region) => shortName(region.name));
const byCode = groupBy((region) => region.code);

export interface MatchOptions {
  /** What the name is known to be: a province bucket's name is matched among provinces only. */
  level?: RegionLevel;
  /** The province the place is in, when known: tells apart cities of one romanised key. */
  within?: Region;
}

/** The one candidate the options leave, or none. */
function single(candidates: readonly ReferenceRegion[] | undefined, { level, within }: MatchOptions) {
  let left = (candidates ?? []).filter((region) => !level || region.level === level);
  if (within) {
    const inside = left.filter(
      (region) => region.code === within.code || region.acroutes.includes(within.code),
    );
    if (inside.length) left = inside;
  }
  // Without a level, a municipality's name is its province (its city has the same names).
  if (!level && left.some((region) => region.level === 'province'))
    left = left.filter((region) => region.level === 'province');
  return left.length === 1 ? left[0] : undefined;
}

/**
 * The region a visitor's region name stands for (03 §3: "matched to a region by Chinese name or by the romanised
 * key"): the Chinese name with or without its suffix (广东省, 广东), or the romanised key in any case (Guangdong,
 * guangdong). A name that names no region, or two that the options cannot tell apart, matches none.
 */
export function matchRegion(
  name: string | undefined,
  options: MatchOptions = {},
): ReferenceRegion | undefined {
  const key = name?.trim();
  if (!key) return undefined;
  return (
    single(byChinese.get(key), options) ??
    single(byRomanised.get(key.toLowerCase()), options) ??
    single(byShortName.get(shortName(key)), options)
  );
}

/** The region of an adcode (a SAR's province, whose city shares its code and names, unless `level` says city). */
export function regionByCode(code: string, level?: RegionLevel): ReferenceRegion | undefined {
  const regions = byCode.get(code) ?? [];
  return regions.find((region) => !level || region.level === level);
}

/** The province a city is in (a province is its own). */
export function provinceOf(region: Region): ReferenceRegion | undefined {
  return region.level === 'province'
    ? regionByCode(region.code)
    : regionByCode(region.acroutes[1], 'province');
}
