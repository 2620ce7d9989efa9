/** Device, system and client mixes the generator draws from (relative weights, roughly China 2024). */

export interface DeviceModel {
  brand: string;
  model: string;
  platform: 'ios' | 'android' | 'windows' | 'mac';
  weight: number;
}

function models(
  brand: string,
  platform: DeviceModel['platform'],
  rows: readonly (readonly [string, number])[],
): DeviceModel[] {
  return rows.map(([model, weight]) => ({ brand, model, platform, weight }));
}

/** Brand share is the sum of its models' weights (Apple ~ 30 %, Huawei ~ 20 %, ...). */
export const DEVICE_MODELS: readonly DeviceModel[] = [
  ...models('iPhone', 'ios', [
    ['iPhone 15 Pro Max', 5],
    ['iPhone 15 Pro', 3.5],
    ['iPhone 15', 2.5],
    ['iPhone 14 Pro Max', 4],
    ['iPhone 14 Pro', 3],
    ['iPhone 14', 2],
    ['iPhone 13 Pro Max', 2.5],
    ['iPhone 13', 3],
    ['iPhone 12', 2],
    ['iPhone 11', 1.5],
    ['iPhone XR', 0.8],
    ['iPhone SE (3rd generation)', 0.4],
  ]),
  ...models('HUAWEI', 'android', [
    ['HUAWEI Mate 60 Pro', 4],
    ['HUAWEI Mate 60', 2],
    ['HUAWEI P60 Pro', 2],
    ['HUAWEI Mate 50 Pro', 1.8],
    ['HUAWEI nova 11', 1.6],
    ['HUAWEI nova 12 Pro', 1.2],
    ['HUAWEI P40', 0.8],
  ]),
  ...models('HONOR', 'android', [
    ['HONOR Magic6 Pro', 1.5],
    ['HONOR 90', 1.5],
    ['HONOR X50', 1.4],
  ]),
  ...models('Xiaomi', 'android', [
    ['Xiaomi 14', 2.2],
    ['Xiaomi 14 Pro', 1.2],
    ['Xiaomi 13', 1.5],
    ['Redmi K70', 1.8],
    ['Redmi Note 12 Turbo', 1.3],
    ['Redmi Note 13 Pro', 1.4],
  ]),
  ...models('OPPO', 'android', [
    ['OPPO Find X7', 1.4],
    ['OPPO Reno11', 1.5],
    ['OPPO A2', 0.9],
    ['OnePlus 12', 1],
  ]),
  ...models('vivo', 'android', [
    ['vivo X100 Pro', 1.5],
    ['vivo X100', 1.2],
    ['vivo S18', 1.1],
    ['iQOO 12', 1],
  ]),
  ...models('samsung', 'android', [
    ['SM-S9280', 0.6],
    ['SM-F9460', 0.3],
  ]),
  ...models('meizu', 'android', [['MEIZU 21', 0.3]]),
  ...models('microsoft', 'windows', [['microsoft', 1.2]]),
  ...models('apple', 'mac', [['MacBookPro18,3', 0.5]]),
];

/** OS strings per platform as WeChat reports them in system_info.system. */
export const SYSTEMS: Readonly<Record<DeviceModel['platform'], readonly (readonly [string, number])[]>> = {
  ios: [
    ['iOS 17.4.1', 5],
    ['iOS 17.3', 3],
    ['iOS 16.6', 2.5],
    ['iOS 17.5', 2],
    ['iOS 15.7', 0.8],
  ],
  android: [
    ['Android 14', 4],
    ['Android 13', 4],
    ['Android 12', 2],
    ['Android 11', 0.8],
    ['Android 10', 0.4],
  ],
  windows: [['Windows 10 x64', 1]],
  mac: [['macOS 14.4', 1]],
};

/** system_info.language (WeChat's UI language). */
export const LANGUAGES: readonly (readonly [string, number])[] = [
  ['zh_CN', 93],
  ['en', 3],
  ['zh_TW', 1.5],
  ['zh_HK', 1.2],
  ['en_US', 0.8],
];

/** WeChat client versions, recent ones dominate. */
export const WECHAT_VERSIONS: readonly (readonly [string, number])[] = [
  ['8.0.49', 30],
  ['8.0.48', 22],
  ['8.0.47', 14],
  ['8.0.46', 9],
  ['8.0.44', 7],
  ['8.0.42', 5],
  ['8.0.40', 4],
  ['8.0.38', 3],
  ['8.0.33', 2],
  ['3.9.10', 2],
  ['7.0.20', 1],
];

/** network.networkType values of wx.getNetworkType. */
export const NETWORK_TYPES: readonly (readonly [string, number])[] = [
  ['wifi', 52],
  ['5g', 24],
  ['4g', 20],
  ['3g', 1],
  ['unknown', 2],
  ['none', 1],
];

/** Mini-program pages; `idParam` pages carry scope.options.id from a small skewed set. */
export const PAGE_ROUTES: readonly (readonly [string, number, boolean])[] = [
  ['pages/index/index', 30, false],
  ['pages/community/index', 12, false],
  ['pages/community/post-detail', 10, true],
  ['pages/riding/index', 8, false],
  ['pages/riding/record', 5, true],
  ['pages/mine/index', 9, false],
  ['pages/doc/index', 4, false],
  ['pages/doc/detail', 3, true],
  ['pages/store/list', 4, false],
  ['pages/store/detail', 3, true],
  ['pages/vehicle/index', 4, false],
  ['pages/vehicle/detail', 4, true],
  ['pages/activity/detail', 3, true],
  ['pages/coupon/list', 2, false],
  ['pages/reservation/index', 2, false],
  ['pages/member/card', 2, false],
];

/** Nickname parts; combined they give a few thousand distinct names. */
export const NICK_PREFIXES = [
  '骑士',
  '机车',
  '风行',
  '小',
  '阿',
  '老',
  '追风',
  '摩旅',
  '铁骑',
  'Rider',
  'Moto',
  '',
];
export const NICK_NAMES = [
  '阿杰',
  '小王',
  '大伟',
  '晓明',
  '丽丽',
  '志强',
  '俊杰',
  '婷婷',
  '浩然',
  '子轩',
  '欣怡',
  '宇航',
  '建国',
  '思远',
  '一帆',
  'Leo',
  'Max',
  'Kevin',
  'Amy',
  'Jack',
  '刚',
  '磊',
  '鹏',
  '静',
];
