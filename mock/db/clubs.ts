/**
 * Owners' clubs (DOC, 03-community-analytics §3): the whole record (admins, chairman, location, rich-text intro
 * and charging standard, banners), read by the community area and by the store form's club picker.
 * `deleted_flag` 1 is a club removed from every list.
 *
 * The first club, 上海骑士俱乐部, is administered by the demo club administrator (clubadmin@moto.example): an
 * operator administers the clubs whose `admins` list their e-mail.
 */
import type { Doc, DocAdmin, DocBanner } from '../../src-services/docs';
import type { Random } from '../lib/random';
import { demoBannerUrl } from './core';
import type { Db } from './core';
import { defineCollection } from './db';

export type ClubRecord = Doc;

const DAY = 86400;

/** The demo club administrator's entry in the first club's admins (mock/db/operators.ts). */
export const DEMO_CLUB_ADMIN: DocAdmin = {
  email: 'clubadmin@moto.example',
  unionid: 'uc1ubadm1n0000000000000000000',
  name: '周俊 Zhou Jun',
};

interface ClubSeed {
  name: string;
  province: string;
  city: string;
  /** Latitude and longitude of its clubhouse. */
  at: readonly [number, number];
  address: string;
  chairman: readonly [name: string, email: string];
  founded: number;
  english: boolean;
}

/** Province and city are config/regions.ts names. */
const CLUBS: readonly ClubSeed[] = [
  {
    name: '上海骑士俱乐部',
    province: '上海市',
    city: '上海市',
    at: [31.2231, 121.4562],
    address: '上海市静安区南京西路1266号恒隆广场负一层',
    chairman: ['陈立新', 'chen.lixin@shriders.example'],
    founded: 2016,
    english: false,
  },
  {
    name: 'Beijing Riders Club',
    province: '北京市',
    city: '北京市',
    at: [39.9388, 116.4574],
    address: 'No. 8 Sanlitun Road, Chaoyang District, Beijing',
    chairman: ['Michael Zhao', 'michael.zhao@bjriders.example'],
    founded: 2014,
    english: true,
  },
  {
    name: '广州摩友会',
    province: '广东省',
    city: '广州市',
    at: [23.1199, 113.3218],
    address: '广州市天河区天河路385号太古汇二期',
    chairman: ['黄志强', 'huang.zq@gzmoto.example'],
    founded: 2018,
    english: false,
  },
  {
    name: 'Shenzhen Bay Touring Club',
    province: '广东省',
    city: '深圳市',
    at: [22.5123, 113.9446],
    address: '2233 Houhaibin Road, Nanshan District, Shenzhen',
    chairman: ['Kelvin Lau', 'kelvin.lau@szbay.example'],
    founded: 2019,
    english: true,
  },
  {
    name: '成都川西摩旅俱乐部',
    province: '四川省',
    city: '成都市',
    at: [30.6571, 104.0817],
    address: '成都市锦江区春熙路步行街88号',
    chairman: ['李晓峰', 'li.xiaofeng@cdtour.example'],
    founded: 2017,
    english: false,
  },
  {
    name: 'Hangzhou Lakeside Riders',
    province: '浙江省',
    city: '杭州市',
    at: [30.2592, 120.1445],
    address: '18 Beishan Road, Xihu District, Hangzhou',
    chairman: ['Grace Xu', 'grace.xu@hzlakeside.example'],
    founded: 2020,
    english: true,
  },
  {
    name: '武汉江城车友会',
    province: '湖北省',
    city: '武汉市',
    at: [30.5801, 114.2881],
    address: '武汉市江汉区江汉路步行街118号',
    chairman: ['刘建国', 'liu.jianguo@whjc.example'],
    founded: 2015,
    english: false,
  },
  {
    name: 'Xi’an Silk Road Riders',
    province: '陕西省',
    city: '西安市',
    at: [34.2583, 108.9472],
    address: '66 Dongdajie, Beilin District, Xi’an',
    chairman: ['Wang Hao', 'wang.hao@silkroad.example'],
    founded: 2013,
    english: true,
  },
  {
    name: '重庆山城越野俱乐部',
    province: '重庆市',
    city: '重庆市',
    at: [29.5575, 106.5772],
    address: '重庆市渝中区解放碑民族路188号',
    chairman: ['周大勇', 'zhou.dayong@cqoffroad.example'],
    founded: 2012,
    english: false,
  },
  {
    name: 'Nanjing Classic Bikes Club',
    province: '江苏省',
    city: '南京市',
    at: [32.0417, 118.7842],
    address: '1 Zhongshan Road, Gulou District, Nanjing',
    chairman: ['Henry Sun', 'henry.sun@njclassic.example'],
    founded: 2011,
    english: true,
  },
];

function intro(seed: ClubSeed): string {
  if (seed.english)
    return (
      `<h3>About ${seed.name}</h3><p>Founded in ${seed.founded} by a handful of owners who met at the dealer's ` +
      `Saturday coffee, we now ride together every weekend.</p><ul><li>Monthly group rides of 200-400 km</li>` +
      `<li>Track days and riding-skills courses with certified instructors</li>` +
      `<li>Charity rides and the annual members' dinner</li></ul>`
    );
  return (
    `<h3>关于${seed.name}</h3><p>${seed.name}成立于${seed.founded}年，由一群热爱骑行的车主发起，` +
    `现已成为当地最活跃的车友组织之一。</p><ul><li>每月一次长途摩旅（200-400公里）</li>` +
    `<li>定期举办赛道日与安全驾驶培训</li><li>公益骑行与年度会员晚宴</li></ul>`
  );
}

function chargingStandard(seed: ClubSeed, fee: number): string {
  if (seed.english)
    return (
      `<p>Annual membership: <strong>¥${fee}</strong>, renewed at the annual review.</p>` +
      `<p>It covers the club jersey, ride insurance for organised rides and the members' dinner. ` +
      `Track days are charged separately at cost.</p>`
    );
  return (
    `<p>年度会费：<strong>${fee}元</strong>，每年年审时续缴。</p>` +
    `<p>会费包含俱乐部骑行服、官方活动骑行保险及年度晚宴；赛道日等活动按实际成本另行收费。</p>`
  );
}

function banners(seed: ClubSeed, index: number, random: Random) {
  const hue = (index * 36 + 180) % 360;
  const image_banner: DocBanner[] = [{ url: demoBannerUrl(hue) }, { url: demoBannerUrl((hue + 40) % 360) }];
  const video_banner: DocBanner[] =
    index % 3 === 0
      ? [
          {
            url: `https://media.moto.example/doc/${index + 1}/season-opener.mp4`,
            poster: demoBannerUrl((hue + 80) % 360),
          },
        ]
      : [];
  const news_banner: DocBanner[] = [
    {
      image_url: demoBannerUrl((hue + 120) % 360),
      title: seed.english ? 'Spring season opener ride' : '春季开骑仪式圆满举行',
      link: `https://news.moto.example/doc/${index + 1}/spring-opener`,
    },
    ...(random.bool(0.5)
      ? [
          {
            image_url: demoBannerUrl((hue + 160) % 360),
            title: seed.english ? 'New members welcome day' : '新会员见面会报名开启',
            link: `https://news.moto.example/doc/${index + 1}/welcome-day`,
          },
        ]
      : []),
  ];
  return { image_banner, video_banner, news_banner };
}

/**
 * Each club's own administrators: owners of the mini-program with an e-mail and a unionid, one or two per club,
 * none administering two clubs. (Drawn here, not from the members collection: the stores' seed reads the clubs,
 * and the members' seed reads the stores.)
 */
const ADMINS: readonly (readonly [name: string, mail: string])[] = [
  ['王磊', 'wang.lei'],
  ['Daniel Wu', 'daniel.wu'],
  ['Sophie Lin', 'sophie.lin'],
  ['黄婷', 'huang.ting'],
  ['Jason Zhou', 'jason.zhou'],
  ['张伟', 'zhang.wei'],
  ['刘洋', 'liu.yang'],
  ['Alice Huang', 'alice.huang'],
  ['Kevin Li', 'kevin.li'],
  ['赵敏', 'zhao.min'],
  ['Ethan Chen', 'ethan.chen'],
  ['孙杰', 'sun.jie'],
  ['Mia Wang', 'mia.wang'],
  ['Leo Zhang', 'leo.zhang'],
  ['陈静', 'chen.jing'],
];

/** Clubs in even places have two administrators, the others one. */
function adminsOf(index: number, random: Random): DocAdmin[] {
  const start = index + Math.ceil(index / 2);
  return ADMINS.slice(start, start + (index % 2 === 0 ? 2 : 1)).map(([name, mail]) => ({
    name,
    email: `${mail}@mail.example`,
    unionid: `u${random.hex(27)}`,
  }));
}

export const clubs = defineCollection<ClubRecord>('clubs', ({ random, now }) => {
  const details = random.fork('details');
  const people = random.fork('admins');
  return CLUBS.map((seed, index) => {
    const created_at = now - random.int(200, 900) * DAY;
    const id = random.id();
    const weight = random.int(0, 100);
    const updated_at = created_at + random.int(0, 100) * DAY;
    const ownAdmins = adminsOf(index, people);
    const admins = index === 0 ? [DEMO_CLUB_ADMIN, ...ownAdmins.slice(0, 1)] : ownAdmins;
    const fee = details.pick([300, 500, 600, 800, 1000]);
    return {
      id,
      name: seed.name,
      number: `DOC${String(100001 + index * 37).padStart(6, '0')}`,
      logo: demoBannerUrl((index * 36) % 360),
      weight,
      disabled: index === 6,
      description: seed.english
        ? `${seed.name}: weekend rides, track days and touring for owners.`
        : `${seed.name}：周末骑行、赛道日与长途摩旅，欢迎车主加入。`,
      admins,
      admin_unionids: admins.map((admin) => admin.unionid),
      province: seed.province,
      city: seed.city,
      address: seed.address,
      latitude: seed.at[0],
      longitude: seed.at[1],
      images: [demoBannerUrl((index * 36 + 20) % 360), demoBannerUrl((index * 36 + 60) % 360)],
      shareable: index % 4 !== 3,
      share: {
        title: seed.english ? `Ride with ${seed.name}` : `和${seed.name}一起出发`,
        image: demoBannerUrl((index * 36 + 100) % 360),
      },
      chairman: { name: seed.chairman[0], email: seed.chairman[1] },
      establishment_time: seed.founded,
      doc_intro: intro(seed),
      rule_charging_standard: chargingStandard(seed, fee),
      community_banner_switch: index % 5 !== 4,
      ...banners(seed, index, details),
      // One club was dissolved: no list or picker offers it any more.
      deleted_flag: index === 9 ? 1 : 0,
      created_at,
      updated_at,
    };
  });
});

/** The clubs a picker may offer. */
export const liveClubs = (target?: Db) => clubs(target).find((club) => club.deleted_flag !== 1);

/** The live clubs an operator (by e-mail) administers. */
export const clubsAdministeredBy = (email: string, target?: Db): ClubRecord[] =>
  liveClubs(target).filter((club) => club.admins.some((admin) => admin.email === email));
