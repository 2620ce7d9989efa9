/**
 * Car brands with their models, motorcycle series with theirs, and buying channels (02-operations §3): what the
 * /vehicle tabs list and the import files of issue 13 create and update. Series, series models and channels are
 * hidden by `deleted_flag` 1, never removed. Seeded images are the upload service's demo banners, so they pass
 * the image URL rule and a seeded series model can be saved as it is.
 */
import { defineCollection } from './db';

export interface CarBrandRecord {
  id: string;
  name: string;
  zh_name: string;
  created_at: number;
  updated_at: number;
}

export interface CarModelRecord {
  id: string;
  name: string;
  zh_name: string;
  /** The brand's id. */
  brand: string;
  created_at: number;
  updated_at: number;
}

export interface SeriesRecord {
  id: string;
  name: string;
  weight: number;
  allow_test_drive: boolean;
  icon_url: string;
  background_url: string;
  deleted_flag: 0 | 1;
  created_at: number;
  updated_at: number;
}

export interface SeriesModelRecord {
  id: string;
  name: string;
  weight: number;
  icon_url: string;
  series_id: string;
  allow_test_drive: boolean;
  deleted_flag: 0 | 1;
  created_at: number;
  updated_at: number;
}

export interface BuyingChannelRecord {
  id: string;
  name: string;
  weight: number;
  deleted_flag: 0 | 1;
  created_at: number;
  updated_at: number;
}

const DAY = 86400;

const demoImage = (hue: number) => `/api/v1/upload-center/files/demo-banner/${hue}.svg`;

/** Brands owners ride besides ours, with a few of their models each. */
const CAR_BRANDS: [string, string, string[]][] = [
  ['Honda', '本田', ['CB400', 'CBR650R', 'Rebel 500', 'Gold Wing', 'Africa Twin']],
  ['Yamaha', '雅马哈', ['MT-07', 'MT-09', 'YZF-R1', 'Tracer 9', 'XMAX 300']],
  ['Kawasaki', '川崎', ['Ninja 400', 'Z900', 'Versys 650', 'Vulcan S']],
  ['Suzuki', '铃木', ['GSX-S750', 'V-Strom 650', 'Hayabusa', 'SV650']],
  ['BMW Motorrad', '宝马摩托', ['R 1250 GS', 'S 1000 RR', 'F 900 R', 'R nineT']],
  ['Ducati', '杜卡迪', ['Monster', 'Panigale V4', 'Multistrada V4', 'Scrambler Icon']],
  ['KTM', 'KTM', ['390 Duke', '890 Adventure', '1290 Super Duke R']],
  ['Triumph', '凯旋', ['Street Triple', 'Tiger 900', 'Bonneville T120']],
  ['CFMOTO', '春风', ['450SR', '800MT', '650NK', '250CL-X']],
  ['QJMOTOR', '钱江', ['赛600', '闪600', 'SRK 800']],
];

const SERIES: [string, string[]][] = [
  ['Adventure', ['ADV 350', 'ADV 750', 'ADV 1200 Rally']],
  ['Street', ['Street 300', 'Street 500', 'Street 900']],
  ['Sport', ['Sport 400', 'Sport 1000 RR']],
  ['Classic', ['Classic 350', 'Classic 650 Twin']],
  ['Scooter', ['City 150', 'Maxi 300']],
];

export const carBrands = defineCollection<CarBrandRecord>('carBrands', ({ random, now }) =>
  CAR_BRANDS.map(([name, zh_name]) => {
    const created_at = now - random.int(30, 600) * DAY;
    return { id: random.id(), name, zh_name, created_at, updated_at: created_at };
  }),
);

export const carModels = defineCollection<CarModelRecord>('carModels', ({ random, db, now }) =>
  carBrands(db)
    .all()
    .flatMap((brand) =>
      (CAR_BRANDS.find(([name]) => name === brand.name)?.[2] ?? []).map((name) => {
        const created_at = now - random.int(1, 300) * DAY;
        // Model names are written the same way in Chinese.
        return { id: random.id(), name, zh_name: name, brand: brand.id, created_at, updated_at: created_at };
      }),
    ),
);

export const series = defineCollection<SeriesRecord>('series', ({ random, now }) =>
  SERIES.map(([name], index) => {
    const created_at = now - random.int(30, 600) * DAY;
    return {
      id: random.id(),
      name,
      weight: (SERIES.length - index) * 10,
      allow_test_drive: index < 3,
      icon_url: demoImage(index * 60),
      background_url: demoImage(index * 60 + 30),
      deleted_flag: index === SERIES.length - 1 ? (1 as const) : (0 as const),
      created_at,
      updated_at: created_at,
    };
  }),
);

export const seriesModels = defineCollection<SeriesModelRecord>('seriesModels', ({ random, db, now }) =>
  series(db)
    .all()
    .flatMap((parent) =>
      (SERIES.find(([name]) => name === parent.name)?.[1] ?? []).map((name, index) => {
        const created_at = now - random.int(1, 300) * DAY;
        return {
          id: random.id(),
          name,
          weight: index * 10,
          icon_url: demoImage(index * 40 + 200),
          series_id: parent.id,
          allow_test_drive: parent.allow_test_drive,
          deleted_flag: 0 as const,
          created_at,
          updated_at: created_at,
        };
      }),
    ),
);

/** Where owners bought their motorcycle; the last one was retired (hidden, still listed). */
const CHANNELS: [string, number, 0 | 1][] = [
  ['授权经销商 Authorised dealer', 50, 0],
  ['官方商城 Official store', 40, 0],
  ['天猫旗舰店 Tmall flagship store', 30, 0],
  ['二手 Second-hand', 20, 0],
  ['展会 Motor show', 10, 0],
  ['团购 Group purchase', 0, 1],
];

export const buyingChannels = defineCollection<BuyingChannelRecord>('buyingChannels', ({ random, now }) =>
  CHANNELS.map(([name, weight, deleted_flag]) => {
    const created_at = now - random.int(30, 600) * DAY;
    return { id: random.id(), name, weight, deleted_flag, created_at, updated_at: created_at };
  }),
);
