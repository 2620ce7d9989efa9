import type en from '../en-US/vehicle';

const zh: Record<keyof typeof en, string> = {
  'vehicle.tab.carBrand': '汽车品牌',
  'vehicle.tab.series': '品牌车系',
  'vehicle.tab.channel': '购车渠道',
};

export default zh;
