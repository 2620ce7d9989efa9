import { PROVINCES } from './regions';
import {
  REGION_REFERENCE,
  ROMANISED_TO_CHINESE,
  matchRegion,
  provinceOf,
  regionByCode,
  type ReferenceRegion,
} from './regionReference';

const all: ReferenceRegion[] = REGION_REFERENCE.flatMap((province) => [province, ...province.cities]);
const codeOf = (region: ReferenceRegion | undefined) => region?.code;

describe('the region reference', () => {
  it("holds every province and city of the forms' list, and Taiwan", () => {
    expect(REGION_REFERENCE.map((province) => province.code)).toEqual([
      ...PROVINCES.map((province) => province.code),
      '710000',
    ]);
    expect(REGION_REFERENCE[0].cities.map((city) => city.name)).toEqual(['北京市']);
  });

  it('gives each region its level, parent codes and number of children', () => {
    const guangdong = regionByCode('440000')!;
    expect(guangdong).toMatchObject({
      level: 'province',
      acroutes: ['100000'],
      name: '广东省',
      en: 'Guangdong',
    });
    expect(guangdong.childrenNum).toBe(REGION_REFERENCE.find((p) => p.code === '440000')!.cities.length);
    expect(regionByCode('440300')).toMatchObject({
      level: 'city',
      acroutes: ['100000', '440000'],
      childrenNum: 0,
    });
    for (const province of REGION_REFERENCE)
      for (const city of province.cities) expect(city.acroutes).toEqual(['100000', province.code]);
  });

  it('places every region in China (Sansha on the Paracels), each city near its province, centroid at the centre', () => {
    for (const region of all) {
      const [lng, lat] = region.center;
      expect([region.code, lng > 73 && lng < 136 && lat > 3 && lat < 54]).toEqual([region.code, true]);
      expect(region.centroid).toEqual(region.center);
    }
    for (const province of REGION_REFERENCE)
      for (const city of province.cities) {
        const far = Math.hypot(city.center[0] - province.center[0], city.center[1] - province.center[1]);
        expect([city.name, far < 16]).toEqual([city.name, true]);
      }
    expect(regionByCode('440300')!.center).toEqual([114.057, 22.543]);
  });

  it('maps romanised keys to Chinese names, both places where a key names two', () => {
    expect(ROMANISED_TO_CHINESE.get('Guangdong')).toEqual(['广东省']);
    expect(ROMANISED_TO_CHINESE.get('Shenzhen')).toEqual(['深圳市']);
    expect(ROMANISED_TO_CHINESE.get('Beijing')).toEqual(['北京市']);
    expect(ROMANISED_TO_CHINESE.get('Taizhou')).toEqual(['泰州市', '台州市']);
  });
});

describe('matching a visitor region name', () => {
  it.each(['广东省', '广东', 'Guangdong', 'guangdong', ' GUANGDONG '])('%j is Guangdong', (name) => {
    expect(codeOf(matchRegion(name, { level: 'province' }))).toBe('440000');
    expect(codeOf(matchRegion(name))).toBe('440000');
  });

  it.each([
    ['深圳市', '440300'],
    ['深圳', '440300'],
    ['Shenzhen', '440300'],
    ['延边朝鲜族自治州', '222400'],
    ['延边', '222400'],
    ['Jilin City', '220200'],
  ])('%j is the city %s', (name, code) => {
    expect(codeOf(matchRegion(name, { level: 'city' }))).toBe(code);
  });

  it('takes the short Chinese names of autonomous regions and SARs', () => {
    expect(codeOf(matchRegion('广西', { level: 'province' }))).toBe('450000');
    expect(codeOf(matchRegion('内蒙古', { level: 'province' }))).toBe('150000');
    expect(codeOf(matchRegion('新疆', { level: 'province' }))).toBe('650000');
    expect(codeOf(matchRegion('西藏', { level: 'province' }))).toBe('540000');
    expect(codeOf(matchRegion('香港', { level: 'province' }))).toBe('810000');
  });

  it('tells a province from its same-named city by the level', () => {
    expect(codeOf(matchRegion('北京市', { level: 'province' }))).toBe('110000');
    expect(codeOf(matchRegion('Beijing', { level: 'city' }))).toBe('110100');
    expect(codeOf(matchRegion('吉林', { level: 'province' }))).toBe('220000');
    expect(codeOf(matchRegion('吉林', { level: 'city' }))).toBe('220200');
    expect(codeOf(matchRegion('海南', { level: 'province' }))).toBe('460000');
    expect(codeOf(matchRegion('海南', { level: 'city' }))).toBe('632500');
  });

  it('tells apart the cities of one romanised key by their province, and matches neither without it', () => {
    const zhejiang = regionByCode('330000')!;
    const jiangsu = matchRegion('Jiangsu', { level: 'province' });
    expect(codeOf(matchRegion('Taizhou', { level: 'city', within: zhejiang }))).toBe('331000');
    expect(codeOf(matchRegion('taizhou', { level: 'city', within: jiangsu }))).toBe('321200');
    expect(matchRegion('Taizhou', { level: 'city' })).toBeUndefined();
  });

  it('matches no region for names it does not know', () => {
    for (const name of ['Atlantis', '台北市', '', undefined, 'Guangdong Province', '东'])
      expect(matchRegion(name)).toBeUndefined();
  });

  it("finds a city's province", () => {
    expect(codeOf(provinceOf(regionByCode('440300')!))).toBe('440000');
    expect(codeOf(provinceOf(regionByCode('810000', 'city')!))).toBe('810000');
    expect(regionByCode('810000', 'city')!.level).toBe('city');
  });
});
