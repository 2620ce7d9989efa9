/**
 * The regions the generator draws visitors from: every provincial unit of the region reference
 * (`config/regionReference.ts`, 03-community-analytics §3) with 1-6 of its major cities. Names, romanised keys,
 * adcodes and centres [lng, lat] come from the reference; this file keeps only the choice of cities and the
 * weights (the relative share of visitors the generator draws). Municipalities and SARs report themselves as their
 * own single city, as IP databases do.
 */
import { regionByCode } from '../../config/regionReference';

export interface City {
  /** GB/T 2260 code; absent where the reference has none (Taiwan's cities). */
  adcode?: number;
  name: string;
  romanised: string;
  center: readonly [number, number];
  weight: number;
}

export interface Province {
  adcode: number;
  name: string;
  romanised: string;
  center: readonly [number, number];
  weight: number;
  cities: readonly City[];
}

export const COUNTRY = '中国';
export const COUNTRY_ROMANISED = 'China';

/** Decreasing weights for a province's cities, biggest first. */
const CITY_WEIGHTS = [5, 3, 2, 1.5, 1, 1];

/**
 * Cities the reference does not list (GB/T 2260 gives Taiwan no city codes), as IP databases name them: the
 * dashboard shows them as they come.
 */
const UNLISTED: Record<string, Omit<City, 'weight'>> = {
  台北市: { name: '台北市', romanised: 'Taipei', center: [121.565, 25.033] },
  高雄市: { name: '高雄市', romanised: 'Kaohsiung', center: [120.312, 22.62] },
  台中市: { name: '台中市', romanised: 'Taichung', center: [120.679, 24.138] },
};

/** A region of the reference by its adcode, as the generator uses it. */
function place(code: number, level: 'province' | 'city') {
  const region = regionByCode(String(code), level);
  if (!region) throw new Error(`${code} is not a ${level} of the region reference`);
  return { adcode: code, name: region.name, romanised: region.en, center: region.center };
}

/** A province by its adcode, its weight, and its cities (adcodes, or names of `UNLISTED`), biggest first. */
function province(code: number, weight: number, cities: readonly (number | string)[]): Province {
  return {
    ...place(code, 'province'),
    weight,
    cities: cities.map((city, i) => ({
      ...(typeof city === 'number' ? place(city, 'city') : UNLISTED[city]),
      weight: CITY_WEIGHTS[i] ?? 1,
    })),
  };
}

export const PROVINCES: readonly Province[] = [
  province(110000, 60, [110100]),
  province(120000, 15, [120100]),
  province(130000, 25, [130100, 130200, 130600, 130400, 131000]),
  province(140000, 10, [140100, 140200, 140800]),
  province(150000, 6, [150100, 150200, 150600]),
  province(210000, 15, [210100, 210200, 210300]),
  province(220000, 6, [220100, 220200, 222400]),
  province(230000, 7, [230100, 230600, 230200]),
  province(310000, 70, [310100]),
  province(320000, 60, [320100, 320500, 320200, 320400, 320600, 320300]),
  province(330000, 55, [330100, 330200, 330300, 330700, 331000, 330400]),
  province(340000, 15, [340100, 340200, 340300]),
  province(350000, 22, [350100, 350200, 350500, 350600]),
  province(360000, 10, [360100, 360700, 360400]),
  province(370000, 35, [370100, 370200, 370600, 370700, 371300]),
  province(410000, 22, [410100, 410300, 411300, 410700]),
  province(420000, 20, [420100, 420500, 420600]),
  province(430000, 16, [430100, 430200, 430400, 430600]),
  province(440000, 80, [440100, 440300, 440600, 441900, 440400, 441300]),
  province(450000, 10, [450100, 450200, 450300]),
  province(460000, 5, [460100, 460200]),
  province(500000, 25, [500100]),
  province(510000, 30, [510100, 510700, 511500, 511300]),
  province(520000, 8, [520100, 520300]),
  province(530000, 10, [530100, 532900, 530300]),
  province(540000, 1, [540100, 540200]),
  province(610000, 14, [610100, 610300, 610400]),
  province(620000, 4, [620100, 620500]),
  province(630000, 2, [630100, 630200]),
  province(640000, 2, [640100, 640200]),
  province(650000, 4, [650100, 650200, 654000]),
  province(710000, 2, ['台北市', '高雄市', '台中市']),
  province(810000, 3, [810000]),
  province(820000, 1, [820000]),
];
