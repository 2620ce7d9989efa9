/**
 * A realistic subset of the region reference (03-community-analytics §3 "Region reference"): every provincial unit
 * of China with 1-6 of its major cities, Chinese names as IP geolocation reports them, the romanised key the
 * WeChat user profile uses, adcodes and centres [lng, lat]. Municipalities and SARs report themselves as their own
 * single city, as IP databases do. Weights are the relative share of visitors the generator draws.
 */
export interface City {
  /** GB/T 2260 code; absent where the standard has none (Taiwan's cities). */
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

type CityRow = readonly [number | undefined, string, string, number, number];

function province(
  adcode: number,
  name: string,
  romanised: string,
  center: readonly [number, number],
  weight: number,
  cities: readonly CityRow[],
): Province {
  return {
    adcode,
    name,
    romanised,
    center,
    weight,
    cities: cities.map(([code, cityName, cityRomanised, lng, lat], i) => ({
      adcode: code,
      name: cityName,
      romanised: cityRomanised,
      center: [lng, lat] as const,
      weight: CITY_WEIGHTS[i] ?? 1,
    })),
  };
}

/** A municipality or SAR: one city named like the province. */
function single(
  adcode: number,
  name: string,
  romanised: string,
  center: [number, number],
  weight: number,
): Province {
  // Municipalities have a 市辖区 code (xx0100); the SARs have no city-level code.
  const cityCode = adcode < 800000 ? adcode + 100 : undefined;
  return province(adcode, name, romanised, center, weight, [
    [cityCode, name, romanised, center[0], center[1]],
  ]);
}

export const PROVINCES: readonly Province[] = [
  single(110000, '北京市', 'Beijing', [116.405, 39.905], 60),
  single(120000, '天津市', 'Tianjin', [117.19, 39.126], 15),
  province(130000, '河北省', 'Hebei', [114.502, 38.045], 25, [
    [130100, '石家庄市', 'Shijiazhuang', 114.514, 38.042],
    [130200, '唐山市', 'Tangshan', 118.18, 39.63],
    [130600, '保定市', 'Baoding', 115.464, 38.874],
    [130400, '邯郸市', 'Handan', 114.539, 36.625],
    [131000, '廊坊市', 'Langfang', 116.683, 39.538],
  ]),
  province(140000, '山西省', 'Shanxi', [112.549, 37.857], 10, [
    [140100, '太原市', 'Taiyuan', 112.549, 37.87],
    [140200, '大同市', 'Datong', 113.3, 40.076],
    [140800, '运城市', 'Yuncheng', 111.007, 35.026],
  ]),
  province(150000, '内蒙古自治区', 'Inner Mongolia', [111.671, 40.818], 6, [
    [150100, '呼和浩特市', 'Hohhot', 111.749, 40.842],
    [150200, '包头市', 'Baotou', 109.84, 40.657],
    [150600, '鄂尔多斯市', 'Ordos', 109.781, 39.608],
  ]),
  province(210000, '辽宁省', 'Liaoning', [123.429, 41.797], 15, [
    [210100, '沈阳市', 'Shenyang', 123.431, 41.805],
    [210200, '大连市', 'Dalian', 121.614, 38.914],
    [210300, '鞍山市', 'Anshan', 122.995, 41.11],
  ]),
  province(220000, '吉林省', 'Jilin', [125.325, 43.887], 6, [
    [220100, '长春市', 'Changchun', 125.323, 43.817],
    [220200, '吉林市', 'Jilin City', 126.549, 43.838],
    [222400, '延边朝鲜族自治州', 'Yanbian', 129.508, 42.891],
  ]),
  province(230000, '黑龙江省', 'Heilongjiang', [126.642, 45.757], 7, [
    [230100, '哈尔滨市', 'Harbin', 126.535, 45.803],
    [230600, '大庆市', 'Daqing', 125.104, 46.589],
    [230200, '齐齐哈尔市', 'Qiqihar', 123.918, 47.354],
  ]),
  single(310000, '上海市', 'Shanghai', [121.473, 31.232], 70),
  province(320000, '江苏省', 'Jiangsu', [118.767, 32.042], 60, [
    [320100, '南京市', 'Nanjing', 118.797, 32.06],
    [320500, '苏州市', 'Suzhou', 120.585, 31.299],
    [320200, '无锡市', 'Wuxi', 120.312, 31.491],
    [320400, '常州市', 'Changzhou', 119.974, 31.811],
    [320600, '南通市', 'Nantong', 120.894, 31.981],
    [320300, '徐州市', 'Xuzhou', 117.285, 34.205],
  ]),
  province(330000, '浙江省', 'Zhejiang', [120.154, 30.287], 55, [
    [330100, '杭州市', 'Hangzhou', 120.155, 30.274],
    [330200, '宁波市', 'Ningbo', 121.55, 29.875],
    [330300, '温州市', 'Wenzhou', 120.699, 27.994],
    [330700, '金华市', 'Jinhua', 119.648, 29.079],
    [331000, '台州市', 'Taizhou', 121.421, 28.656],
    [330400, '嘉兴市', 'Jiaxing', 120.755, 30.746],
  ]),
  province(340000, '安徽省', 'Anhui', [117.283, 31.861], 15, [
    [340100, '合肥市', 'Hefei', 117.227, 31.821],
    [340200, '芜湖市', 'Wuhu', 118.433, 31.352],
    [340300, '蚌埠市', 'Bengbu', 117.389, 32.916],
  ]),
  province(350000, '福建省', 'Fujian', [119.306, 26.075], 22, [
    [350100, '福州市', 'Fuzhou', 119.296, 26.074],
    [350200, '厦门市', 'Xiamen', 118.089, 24.48],
    [350500, '泉州市', 'Quanzhou', 118.676, 24.874],
    [350600, '漳州市', 'Zhangzhou', 117.647, 24.513],
  ]),
  province(360000, '江西省', 'Jiangxi', [115.892, 28.676], 10, [
    [360100, '南昌市', 'Nanchang', 115.858, 28.683],
    [360700, '赣州市', 'Ganzhou', 114.935, 25.831],
    [360400, '九江市', 'Jiujiang', 116.001, 29.705],
  ]),
  province(370000, '山东省', 'Shandong', [117.001, 36.676], 35, [
    [370100, '济南市', 'Jinan', 117.121, 36.651],
    [370200, '青岛市', 'Qingdao', 120.383, 36.067],
    [370600, '烟台市', 'Yantai', 121.448, 37.464],
    [370700, '潍坊市', 'Weifang', 119.162, 36.707],
    [371300, '临沂市', 'Linyi', 118.356, 35.104],
  ]),
  province(410000, '河南省', 'Henan', [113.665, 34.758], 22, [
    [410100, '郑州市', 'Zhengzhou', 113.625, 34.747],
    [410300, '洛阳市', 'Luoyang', 112.454, 34.62],
    [411300, '南阳市', 'Nanyang', 112.528, 32.991],
    [410700, '新乡市', 'Xinxiang', 113.927, 35.303],
  ]),
  province(420000, '湖北省', 'Hubei', [114.299, 30.584], 20, [
    [420100, '武汉市', 'Wuhan', 114.305, 30.593],
    [420500, '宜昌市', 'Yichang', 111.287, 30.692],
    [420600, '襄阳市', 'Xiangyang', 112.122, 32.009],
  ]),
  province(430000, '湖南省', 'Hunan', [112.982, 28.194], 16, [
    [430100, '长沙市', 'Changsha', 112.939, 28.228],
    [430200, '株洲市', 'Zhuzhou', 113.134, 27.828],
    [430400, '衡阳市', 'Hengyang', 112.572, 26.894],
    [430600, '岳阳市', 'Yueyang', 113.129, 29.357],
  ]),
  province(440000, '广东省', 'Guangdong', [113.281, 23.125], 80, [
    [440100, '广州市', 'Guangzhou', 113.264, 23.129],
    [440300, '深圳市', 'Shenzhen', 114.057, 22.543],
    [440600, '佛山市', 'Foshan', 113.121, 23.021],
    [441900, '东莞市', 'Dongguan', 113.752, 23.021],
    [440400, '珠海市', 'Zhuhai', 113.577, 22.271],
    [441300, '惠州市', 'Huizhou', 114.416, 23.111],
  ]),
  province(450000, '广西壮族自治区', 'Guangxi', [108.32, 22.824], 10, [
    [450100, '南宁市', 'Nanning', 108.366, 22.817],
    [450200, '柳州市', 'Liuzhou', 109.416, 24.326],
    [450300, '桂林市', 'Guilin', 110.29, 25.274],
  ]),
  province(460000, '海南省', 'Hainan', [110.331, 20.032], 5, [
    [460100, '海口市', 'Haikou', 110.199, 20.044],
    [460200, '三亚市', 'Sanya', 109.512, 18.252],
  ]),
  single(500000, '重庆市', 'Chongqing', [106.505, 29.533], 25),
  province(510000, '四川省', 'Sichuan', [104.066, 30.659], 30, [
    [510100, '成都市', 'Chengdu', 104.066, 30.573],
    [510700, '绵阳市', 'Mianyang', 104.679, 31.468],
    [511500, '宜宾市', 'Yibin', 104.643, 28.752],
    [511300, '南充市', 'Nanchong', 106.111, 30.837],
  ]),
  province(520000, '贵州省', 'Guizhou', [106.713, 26.578], 8, [
    [520100, '贵阳市', 'Guiyang', 106.63, 26.647],
    [520300, '遵义市', 'Zunyi', 106.927, 27.725],
  ]),
  province(530000, '云南省', 'Yunnan', [102.712, 25.041], 10, [
    [530100, '昆明市', 'Kunming', 102.833, 24.88],
    [532900, '大理白族自治州', 'Dali', 100.268, 25.606],
    [530300, '曲靖市', 'Qujing', 103.796, 25.49],
  ]),
  province(540000, '西藏自治区', 'Tibet', [91.132, 29.66], 1, [
    [540100, '拉萨市', 'Lhasa', 91.141, 29.646],
    [540200, '日喀则市', 'Shigatse', 88.881, 29.267],
  ]),
  province(610000, '陕西省', 'Shaanxi', [108.948, 34.263], 14, [
    [610100, '西安市', "Xi'an", 108.94, 34.341],
    [610300, '宝鸡市', 'Baoji', 107.237, 34.361],
    [610400, '咸阳市', 'Xianyang', 108.709, 34.33],
  ]),
  province(620000, '甘肃省', 'Gansu', [103.824, 36.058], 4, [
    [620100, '兰州市', 'Lanzhou', 103.834, 36.061],
    [620500, '天水市', 'Tianshui', 105.725, 34.581],
  ]),
  province(630000, '青海省', 'Qinghai', [101.779, 36.623], 2, [
    [630100, '西宁市', 'Xining', 101.778, 36.617],
    [630200, '海东市', 'Haidong', 102.104, 36.502],
  ]),
  province(640000, '宁夏回族自治区', 'Ningxia', [106.278, 38.466], 2, [
    [640100, '银川市', 'Yinchuan', 106.231, 38.487],
    [640200, '石嘴山市', 'Shizuishan', 106.384, 38.984],
  ]),
  province(650000, '新疆维吾尔自治区', 'Xinjiang', [87.618, 43.793], 4, [
    [650100, '乌鲁木齐市', 'Urumqi', 87.617, 43.826],
    [650200, '克拉玛依市', 'Karamay', 84.889, 45.58],
    [654000, '伊犁哈萨克自治州', 'Ili', 81.324, 43.917],
  ]),
  province(710000, '台湾省', 'Taiwan', [121.509, 25.044], 2, [
    [undefined, '台北市', 'Taipei', 121.565, 25.033],
    [undefined, '高雄市', 'Kaohsiung', 120.312, 22.62],
    [undefined, '台中市', 'Taichung', 120.679, 24.138],
  ]),
  single(810000, '香港特别行政区', 'Hong Kong', [114.173, 22.32], 3),
  single(820000, '澳门特别行政区', 'Macau', [113.549, 22.199], 1),
];

/** Romanised key (province or city) to Chinese name; the profile fields use the romanised form. */
export const ROMANISED_TO_CHINESE: ReadonlyMap<string, string> = new Map(
  PROVINCES.flatMap((p) => [
    [p.romanised, p.name] as const,
    ...p.cities.map((c) => [c.romanised, c.name] as const),
  ]),
);
