/** The /vehicle reference data handlers on their own: the seed, bad bodies, the rules, privileges, repeats. */
import { isMediaUrl } from '../../config/mediaUrl';
import { buyingChannelService, carBrandService } from '../../src-services/carOptions';
import { signIn } from '../../test/signIn';
import { buyingChannels, carBrands, carModels, series, seriesModels } from '../db/carOptions';
import { installMockBackend } from '../node';
import { call } from '../testing';

installMockBackend();

beforeEach(() => signIn('admin'));

const API = '/api/v1/scrm';

describe('the seed', () => {
  it('has brands with models, series with models and valid images, channels in both languages', () => {
    for (const brand of carBrands().all()) {
      expect(brand.zh_name).not.toBe('');
      expect(carModels().find((model) => model.brand === brand.id).length).toBeGreaterThan(0);
    }
    expect(
      carModels()
        .all()
        .every((model) => model.zh_name !== ''),
    ).toBe(true);
    expect(
      series()
        .all()
        .every((record) => isMediaUrl(record.icon_url) && isMediaUrl(record.background_url)),
    ).toBe(true);
    expect(
      seriesModels()
        .all()
        .every((model) => isMediaUrl(model.icon_url)),
    ).toBe(true);
    const channels = buyingChannels().all();
    expect(channels.length).toBeGreaterThanOrEqual(5);
    expect(
      channels.every((channel) => /[\u4e00-\u9fa5]/.test(channel.name) && /[A-Za-z]/.test(channel.name)),
    ).toBe(true);
    expect(channels.filter((channel) => channel.deleted_flag === 1)).toHaveLength(1);
  });
});

describe('bad bodies', () => {
  it.each([
    ['/option/car/brand/save', [], 'Body must be a JSON object'],
    ['/option/car/brand/save', { name: 'Zontes' }, 'Please input the Chinese name'],
    ['/option/car/brand/save', { name: ' ', zh_name: '升仕' }, 'Please input the brand name'],
    ['/option/car/brand/save', { id: 42, name: 'x', zh_name: 'x' }, 'Field "id" must be a string'],
    ['/option/car/model/save', { name: 'X', zh_name: 'X' }, 'Please choose the brand'],
    ['/option/car/model/save', { name: 'X', zh_name: 'X', brand: 'nope' }, 'Car brand not found'],
    ['/option/car/model/save', { zh_name: 'X', brand: 'nope' }, 'Please input the model name'],
    ['/car/series/save', { name: 'Touring', weight: '3' }, 'Weight must be a number'],
    ['/car/series/save', { name: 'Touring', weight: -0.5 }, 'Weight must be at least 0'],
    [
      '/car/series/save',
      { name: 'Touring', weight: 1, allow_test_drive: 'yes' },
      'Field "allow_test_drive" must be a boolean',
    ],
    [
      '/car/series/save',
      { name: 'Touring', weight: 1, deleted_flag: 2 },
      'Field "deleted_flag" must be 0 or 1',
    ],
    [
      '/car/series/save',
      { name: 'Touring', weight: 1, background_url: 'ftp://x' },
      'Please upload a file or use an http(s) URL',
    ],
    ['/car/series/save', { id: 'nope', name: 'Touring', weight: 1 }, 'Series not found'],
    [
      '/car/model/save',
      { name: 'ADV', weight: 1, icon_url: '/api/v1/upload-center/files/demo-banner/1.svg' },
      'Please choose the series',
    ],
    ['/car/model/save', { name: 'ADV', weight: 1, series_id: 'nope' }, 'Series not found'],
    ['/channel/buying/save', { weight: 1 }, 'Please input the name'],
    ['/channel/buying/save', { name: 'x', weight: -1 }, 'Weight must be at least 0'],
  ])('POST %s refuses %p with "%s"', async (path, body, msg) => {
    const answer = await call('POST', `${API}${path}`, body);
    expect(answer).toMatchObject({ msg, data: null });
    expect(answer.code).not.toBe(200);
  });

  it('refuses deletes of records that do not exist with 404', async () => {
    expect(await call('DELETE', `${API}/option/car/brand/nope`)).toMatchObject({
      code: 404,
      msg: 'Car brand not found',
    });
    expect(await call('DELETE', `${API}/option/car/model/nope`)).toMatchObject({
      code: 404,
      msg: 'Car model not found',
    });
  });
});

describe('the rules', () => {
  it('takes a series or channel without a weight as weight 0 (02 §5: a minimum, no requirement), not a negative one', async () => {
    expect(await call('POST', `${API}/car/series/save`, { name: 'No weight' })).toMatchObject({ code: 200 });
    expect(series().findOne((record) => record.name === 'No weight')?.weight).toBe(0);
    const channel = { name: 'Null weight', weight: null };
    expect(await call('POST', `${API}/channel/buying/save`, channel)).toMatchObject({ code: 200 });
    expect(buyingChannels().findOne((record) => record.name === 'Null weight')?.weight).toBe(0);
    expect(await call('POST', `${API}/channel/buying/save`, { name: 'Below', weight: -1 })).toMatchObject({
      code: 400,
      msg: 'Weight must be at least 0',
    });
  });

  it('keeps a brand’s or a model’s name once created', async () => {
    const [brand] = carBrands().all();
    expect(
      await call('POST', `${API}/option/car/brand/save`, { id: brand.id, name: 'Renamed', zh_name: '改名' }),
    ).toMatchObject({ code: 400, msg: 'The name can not be changed' });
    const model = carModels().findOne((candidate) => candidate.brand === brand.id)!;
    expect(
      await call('POST', `${API}/option/car/model/save`, {
        id: model.id,
        name: 'Renamed',
        zh_name: 'x',
        brand: brand.id,
      }),
    ).toMatchObject({ code: 400, msg: 'The name can not be changed' });
  });

  it('lets the same model name live under two brands', async () => {
    const [first, second] = carBrands().all();
    const name = carModels().findOne((model) => model.brand === first.id)!.name;
    const answer = await call('POST', `${API}/option/car/model/save`, {
      name,
      zh_name: name,
      brand: second.id,
    });
    expect(answer).toMatchObject({ code: 200, data: { name, brand: second.id } });
  });

  it('hides a series model without an icon (the import makes them), but shows none without one', async () => {
    const model = seriesModels().all()[0];
    seriesModels().update(model.id, { icon_url: '' });
    const body = { id: model.id, name: model.name, weight: 0, series_id: model.series_id, icon_url: '' };
    expect(await call('POST', `${API}/car/model/save`, body)).toMatchObject({
      code: 400,
      msg: 'Please upload the icon',
    });
    expect(await call('POST', `${API}/car/model/save`, { ...body, deleted_flag: 1 })).toMatchObject({
      code: 200,
      data: { id: model.id, deleted_flag: 1 },
    });
  });

  it('orders series, models and channels by deleted_flag, -weight, -updated_at unless told otherwise', async () => {
    const answer = await call<{ results: { deleted_flag: number; weight: number }[] }>(
      'POST',
      `${API}/channel/buying/search`,
      { query: [], page: 0, size: 20 },
    );
    const rows = answer.data.results;
    expect(rows.map((row) => row.deleted_flag)).toEqual([...rows.map((row) => row.deleted_flag)].sort());
    const shown = rows.filter((row) => row.deleted_flag === 0).map((row) => row.weight);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});

describe('privileges and repeats', () => {
  it.each([
    ['POST', '/option/car/brand/save'],
    ['POST', '/option/car/model/save'],
    ['DELETE', '/option/car/brand/x'],
    ['DELETE', '/option/car/model/x'],
    ['POST', '/car/series/save'],
    ['POST', '/car/model/save'],
    ['POST', '/channel/buying/save'],
  ])('%s %s answers 968 to an operator who may only search', async (method, path) => {
    await signIn('viewer');
    expect(await call(method, `${API}${path}`, method === 'POST' ? {} : undefined)).toMatchObject({
      code: 968,
    });
  });

  it('lets the viewer search every list', async () => {
    await signIn('viewer');
    for (const path of [
      '/option/car/brand',
      '/option/car/model',
      '/car/series',
      '/car/model',
      '/channel/buying',
    ])
      expect(await call('POST', `${API}${path}/search`, {})).toMatchObject({ code: 200 });
  });

  it('writes one record for a request id sent twice', async () => {
    const brand = { name: 'Zontes', zh_name: '升仕' };
    const [first, second] = await Promise.all([
      carBrandService.save(brand, { requestId: 'twice' }),
      carBrandService.save(brand, { requestId: 'twice' }),
    ]);
    expect(second.id).toBe(first.id);
    const channel = { name: '直播间 Live room', weight: 1, deleted_flag: 0 as const };
    const [a, b] = await Promise.all([
      buyingChannelService.save(channel, { requestId: 'again' }),
      buyingChannelService.save(channel, { requestId: 'again' }),
    ]);
    expect(b.id).toBe(a.id);
    expect(buyingChannels().find((record) => record.name === channel.name)).toHaveLength(1);
  });
});
