import { joinAreaBuckets, type CityBucket } from './areaPlaces';

const DAY1 = '2024-05-01';
const DAY2 = '2024-05-02';
const province = (date: string, name: string, count: number) => ({ date, name, count });
const city = (date: string, provinceName: string, name: string, count: number): CityBucket => ({
  date,
  province: provinceName,
  name,
  count,
});

describe('joining the area buckets by region', () => {
  it('adds up the romanised and Chinese buckets of one province, per day and over the range', () => {
    const data = joinAreaBuckets(
      [
        province(DAY1, '广东省', 4),
        province(DAY1, 'Guangdong', 3),
        province(DAY2, '广东', 1),
        province(DAY2, 'zhejiang', 5),
      ],
      [],
      [DAY1, DAY2],
    );
    expect(data.provinces).toEqual([
      { name: '广东省', code: '440000', count: 8 },
      { name: '浙江省', code: '330000', count: 5 },
    ]);
    expect(data.provinceDays).toEqual([
      { date: DAY1, name: '广东省', count: 7 },
      { date: DAY2, name: '广东省', count: 1 },
      { date: DAY2, name: '浙江省', count: 5 },
    ]);
    expect(data.total).toBe(13);
    expect(data.dates).toEqual([DAY1, DAY2]);
  });

  it('keeps a name the reference does not know as it came, apart from the known places', () => {
    const data = joinAreaBuckets(
      [province(DAY1, 'Atlantis', 2), province(DAY1, '台湾省', 1), province(DAY1, 'Taiwan', 1)],
      [
        city(DAY1, 'Atlantis', 'Poseidonia', 2),
        city(DAY1, '台湾省', '台北市', 1),
        city(DAY1, 'Taiwan', 'Taipei', 1),
      ],
      [DAY1],
    );
    expect(data.provinces).toEqual([
      { name: 'Atlantis', count: 2 },
      { name: '台湾省', code: '710000', count: 2 },
    ]);
    expect(data.cities).toEqual([
      { name: 'Poseidonia', count: 2, province: 'Atlantis' },
      { name: 'Taipei', count: 1, province: '台湾省', provinceCode: '710000' },
      { name: '台北市', count: 1, province: '台湾省', provinceCode: '710000' },
    ]);
  });

  it("joins a city's buckets, telling cities of one romanised key apart by their province", () => {
    const data = joinAreaBuckets(
      [],
      [
        city(DAY1, '浙江省', '台州市', 2),
        city(DAY1, 'Zhejiang', 'Taizhou', 3),
        city(DAY1, 'Jiangsu', 'Taizhou', 1),
        city(DAY2, '广东省', '深圳', 1),
        city(DAY2, 'Guangdong', 'Shenzhen', 1),
      ],
      [DAY1, DAY2],
    );
    expect(data.cities).toEqual([
      { name: '台州市', code: '331000', count: 5, province: '浙江省', provinceCode: '330000' },
      { name: '深圳市', code: '440300', count: 2, province: '广东省', provinceCode: '440000' },
      { name: '泰州市', code: '321200', count: 1, province: '江苏省', provinceCode: '320000' },
    ]);
    expect(data.cityDays).toContainEqual({ date: DAY1, name: '台州市', count: 5 });
  });

  it("takes a known city's province from the reference when its bucket's province is missing or unknown", () => {
    const data = joinAreaBuckets(
      [],
      [city(DAY1, '', 'Shenzhen', 2), city(DAY1, 'Unknown', '杭州市', 1)],
      [DAY1],
    );
    expect(data.cities).toEqual([
      { name: '深圳市', code: '440300', count: 2, province: '广东省', provinceCode: '440000' },
      { name: '杭州市', code: '330100', count: 1, province: '浙江省', provinceCode: '330000' },
    ]);
  });
});
