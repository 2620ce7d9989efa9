/**
 * Dealer stores (02-operations §3): real cities of config/regions.ts, Chinese and English names, addresses and
 * coordinates of those cities, local phone numbers, dealer e-mails and the clubs a store belongs to.
 */
import type { Store } from '../../src-services/stores';
import { liveClubs } from './clubs';
import { demoBannerUrl } from './core';
import { defineCollection } from './db';

export type StoreRecord = Store & { created_at: number; updated_at: number };

const DAY = 86400;

/** Name, province, city, address, latitude, longitude, area code, mail name. */
type Seed = readonly [string, string, string, string, number, number, string, string];

const STORES: readonly Seed[] = [
  ['上海徐汇旗舰店', '上海市', '上海市', '徐汇区漕溪北路 398 号', 31.1886, 121.4373, '021', 'shanghai.xuhui'],
  [
    'Beijing Chaoyang Moto Center',
    '北京市',
    '北京市',
    '朝阳区东三环北路 27 号',
    39.9335,
    116.4614,
    '010',
    'beijing.chaoyang',
  ],
  ['广州天河体验店', '广东省', '广州市', '天河区天河路 385 号', 23.1367, 113.327, '020', 'guangzhou.tianhe'],
  [
    'Shenzhen Nanshan Riders Hub',
    '广东省',
    '深圳市',
    '南山区深南大道 9668 号',
    22.5403,
    113.9345,
    '0755',
    'shenzhen.nanshan',
  ],
  [
    '成都锦江授权经销商',
    '四川省',
    '成都市',
    '锦江区红星路三段 1 号',
    30.6577,
    104.0819,
    '028',
    'chengdu.jinjiang',
  ],
  [
    'Hangzhou West Lake Dealer',
    '浙江省',
    '杭州市',
    '西湖区文三路 478 号',
    30.2799,
    120.1342,
    '0571',
    'hangzhou.xihu',
  ],
  [
    '南京建邺摩托生活馆',
    '江苏省',
    '南京市',
    '建邺区江东中路 98 号',
    32.0044,
    118.7315,
    '025',
    'nanjing.jianye',
  ],
  [
    'Wuhan Optics Valley Store',
    '湖北省',
    '武汉市',
    '洪山区珞喻路 766 号',
    30.5054,
    114.4085,
    '027',
    'wuhan.guanggu',
  ],
  ['西安高新授权店', '陕西省', '西安市', '雁塔区科技路 48 号', 34.2334, 108.9197, '029', 'xian.gaoxin'],
  [
    'Chongqing Jiangbei Moto Garage',
    '重庆市',
    '重庆市',
    '江北区建新北路 16 号',
    29.5757,
    106.5418,
    '023',
    'chongqing.jiangbei',
  ],
  ['天津河西经销商', '天津市', '天津市', '河西区友谊路 32 号', 39.0983, 117.2036, '022', 'tianjin.hexi'],
  [
    'Suzhou Industrial Park Store',
    '江苏省',
    '苏州市',
    '工业园区星湖街 328 号',
    31.3166,
    120.7166,
    '0512',
    'suzhou.sip',
  ],
  [
    '青岛市南体验中心',
    '山东省',
    '青岛市',
    '市南区香港中路 76 号',
    36.0652,
    120.3826,
    '0532',
    'qingdao.shinan',
  ],
  [
    'Changsha Furong Dealer',
    '湖南省',
    '长沙市',
    '芙蓉区五一大道 389 号',
    28.196,
    112.9868,
    '0731',
    'changsha.furong',
  ],
  ['厦门思明授权店', '福建省', '厦门市', '思明区湖滨南路 90 号', 24.4735, 118.1048, '0592', 'xiamen.siming'],
  [
    'Dalian Xinghai Store',
    '辽宁省',
    '大连市',
    '沙河口区中山路 572 号',
    38.8889,
    121.5843,
    '0411',
    'dalian.xinghai',
  ],
  [
    '昆明盘龙摩托馆',
    '云南省',
    '昆明市',
    '盘龙区北京路 1079 号',
    25.0677,
    102.7269,
    '0871',
    'kunming.panlong',
  ],
  [
    'Zhengzhou Zhengdong Store',
    '河南省',
    '郑州市',
    '金水区商务外环路 20 号',
    34.7697,
    113.7296,
    '0371',
    'zhengzhou.zhengdong',
  ],
  [
    '佛山禅城经销商',
    '广东省',
    '佛山市',
    '禅城区季华五路 22 号',
    23.0196,
    113.1125,
    '0757',
    'foshan.chancheng',
  ],
  [
    'Ningbo Yinzhou Dealer',
    '浙江省',
    '宁波市',
    '鄞州区天童南路 588 号',
    29.8175,
    121.5583,
    '0574',
    'ningbo.yinzhou',
  ],
  ['合肥蜀山授权店', '安徽省', '合肥市', '蜀山区长江西路 189 号', 31.8557, 117.235, '0551', 'hefei.shushan'],
  [
    'Harbin Daoli Moto Center',
    '黑龙江省',
    '哈尔滨市',
    '道里区中央大街 118 号',
    45.7747,
    126.6176,
    '0451',
    'harbin.daoli',
  ],
  ['三亚海棠湾体验店', '海南省', '三亚市', '海棠区海棠北路 8 号', 18.3156, 109.7457, '0898', 'sanya.haitang'],
  [
    'Urumqi Tianshan Dealer',
    '新疆维吾尔自治区',
    '乌鲁木齐市',
    '天山区解放南路 339 号',
    43.793,
    87.6177,
    '0991',
    'urumqi.tianshan',
  ],
];

/** Every sixth seeded store is closed for now; the first ones stay open (the tests use them). */
export const isSeededClosed = (position: number) => position % 6 === 5;

const HOURS = ['09:00-18:00', '09:30-18:30', '10:00-20:00', '10:00-21:00'];

export const stores = defineCollection<StoreRecord>('stores', ({ random, count, now, db }) => {
  const clubIds = liveClubs(db).map((club) => club.id);
  return STORES.slice(0, count({ small: 12, demo: STORES.length })).map(
    ([name, province, city, address, latitude, longitude, areaCode, mail], index) => {
      const created_at = now - random.int(30, 700) * DAY;
      return {
        id: random.id(),
        name,
        cover_image: demoBannerUrl((index * 47) % 360),
        province,
        city,
        detail_address: address,
        business_hours: random.pick(HOURS),
        location: { latitude, longitude },
        phone: `${areaCode}-${random.int(5000, 8999)} ${random.int(1000, 9999)}`,
        dealer_mails: random.bool(0.4)
          ? [`${mail}@dealers.moto.example`, `service.${mail}@dealers.moto.example`]
          : [`${mail}@dealers.moto.example`],
        doc_ids: random.pickMany(clubIds, random.int(0, 2)),
        disabled: isSeededClosed(index),
        created_at,
        updated_at: created_at + random.int(0, 200) * DAY,
        created_by: 'admin@moto.example',
        updated_by: 'admin@moto.example',
      };
    },
  );
});
