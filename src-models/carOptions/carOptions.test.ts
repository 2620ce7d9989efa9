/** The /vehicle reference lists through the app's store and sagas, against the mock backend. */
import { installMockBackend } from 'mock/node';
import { buyingChannels, carBrands, carModels, series, seriesModels } from 'mock/db/carOptions';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  brandScope,
  carBrandActions,
  carBrandInputFromForm,
  carModelActions,
  carModelInputFromForm,
  channelActions,
  channelInput,
  channelInputFromForm,
  channelSoftDelete,
  seriesActions,
  seriesInput,
  seriesInputFromForm,
  seriesModelActions,
  seriesModelInput,
  seriesModelInputFromForm,
  seriesModelSoftDelete,
  seriesScope,
  seriesSoftDelete,
  softDeleteRequest,
} from './index';

installMockBackend();

beforeEach(() => signIn('admin'));

const byWeightedOrder = <R extends { deleted_flag: number; weight: number; updated_at: number }>(
  a: R,
  b: R,
) => a.deleted_flag - b.deleted_flag || b.weight - a.weight || b.updated_at - a.updated_at;

describe('car brands and their models', () => {
  it('lists the brands, and one brand’s models only', async () => {
    const s = createNotedStore();
    s.dispatch(carBrandActions.searchRequested({ query: [], page: 0 }));
    const brands = await waitForState(s, (root) => root.carBrands.search.status === 'succeeded');
    expect(brands.carBrands.total).toBe(carBrands().all().length);

    const honda = carBrands().findOne((brand) => brand.name === 'Honda')!;
    s.dispatch(carModelActions.searchRequested({ scope: brandScope(honda.id), query: [], page: 0 }));
    const models = await waitForState(s, (root) => root.carModels.search.status === 'succeeded');
    const expected = carModels().find((model) => model.brand === honda.id);
    expect([...models.carModels.ids].sort()).toEqual(expected.map((model) => model.id).sort());
  });

  it('adds a brand with trimmed names, and says so', async () => {
    const s = createNotedStore();
    const item = carBrandInputFromForm({ name: ' Zontes ', zh_name: ' 升仕 ' });
    s.dispatch(carBrandActions.saveRequested({ requestId: 'b1', item }));
    const state = await waitForState(s, (root) => root.carBrands.save.status === 'succeeded');
    expect(carBrands().get(state.carBrands.save.id as string)).toMatchObject({
      name: 'Zontes',
      zh_name: '升仕',
    });
    expect(s.notes).toEqual([['success', 'list.added']]);
  });

  it('refuses a brand name another brand has with 1340819', async () => {
    const s = createNotedStore();
    const item = carBrandInputFromForm({ name: 'honda', zh_name: '本田' });
    s.dispatch(carBrandActions.saveRequested({ requestId: 'b2', item }));
    const state = await waitForState(s, (root) => root.carBrands.save.status === 'failed');
    expect(state.carBrands.save.error).toEqual({ code: 1340819, msg: 'car brand duplicate' });
    expect(s.notes).toEqual([['error', { key: 'error.code.1340819' }]]);
  });

  it('edits a model’s Chinese name, and refuses a model name its brand already has with 1340818', async () => {
    const honda = carBrands().findOne((brand) => brand.name === 'Honda')!;
    const [first, second] = carModels().find((model) => model.brand === honda.id);
    const s = createNotedStore();
    const edit = carModelInputFromForm({
      id: first.id,
      name: first.name,
      zh_name: '本田' + first.name,
      brand: honda.id,
    });
    s.dispatch(carModelActions.saveRequested({ requestId: 'm1', item: edit }));
    await waitForState(s, (root) => root.carModels.save.status === 'succeeded');
    expect(carModels().get(first.id)?.zh_name).toBe(`本田${first.name}`);

    const copy = carModelInputFromForm({ name: ` ${second.name} `, zh_name: 'x', brand: honda.id });
    s.dispatch(carModelActions.saveRequested({ requestId: 'm2', item: copy }));
    const state = await waitForState(s, (root) => root.carModels.save.status === 'failed');
    expect(state.carModels.save.error).toEqual({ code: 1340818, msg: 'car model duplicate' });
    expect(s.notes.at(-1)).toEqual(['error', { key: 'error.code.1340818' }]);
  });

  it('refuses to delete a brand that has models, with why; deletes it once its models are gone', async () => {
    const honda = carBrands().findOne((brand) => brand.name === 'Honda')!;
    const s = createNotedStore();
    s.dispatch(carBrandActions.removeRequested({ requestId: 'd1', id: honda.id }));
    const refused = await waitForState(s, (root) => root.carBrands.remove.status === 'failed');
    const why = 'This brand still has models: delete them first';
    expect(refused.carBrands.remove.error).toEqual({ code: 400, msg: why });
    expect(s.notes).toEqual([['error', { text: why }]]);
    expect(carBrands().get(honda.id)).toBeDefined();

    for (const [index, model] of carModels()
      .find((candidate) => candidate.brand === honda.id)
      .entries()) {
      s.dispatch(carModelActions.removeRequested({ requestId: `dm${index}`, id: model.id }));
      await waitForState(
        s,
        (root) =>
          root.carModels.remove.requestId === `dm${index}` && root.carModels.remove.status === 'succeeded',
      );
    }
    s.dispatch(carBrandActions.removeRequested({ requestId: 'd2', id: honda.id }));
    await waitForState(s, (root) => root.carBrands.remove.status === 'succeeded');
    expect(carBrands().get(honda.id)).toBeUndefined();
    expect(s.notes.at(-1)).toEqual(['success', 'carOption.deleted']);
  });

  it('refuses a delete without the privilege with 968', async () => {
    await signIn('viewer');
    const [brand] = carBrands().all();
    const s = createNotedStore();
    s.dispatch(carBrandActions.removeRequested({ requestId: 'd3', id: brand.id }));
    await waitForState(s, (root) => root.carBrands.remove.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
  });
});

describe('series, series models and channels', () => {
  it('lists series hidden last, then by weight, then latest', async () => {
    const s = createNotedStore();
    s.dispatch(seriesActions.searchRequested({ query: [], page: 0 }));
    const state = await waitForState(s, (root) => root.carSeries.search.status === 'succeeded');
    const expected = [...series().all()].sort(byWeightedOrder).map((record) => record.id);
    expect(state.carSeries.ids).toEqual(expected);
    expect(series().get(expected.at(-1)!)?.deleted_flag).toBe(1);
  });

  it('creates a series, then soft deletes it: still listed, among the hidden ones, marked deleted', async () => {
    const s = createNotedStore();
    const item = seriesInputFromForm({
      name: ' Touring ',
      weight: 100,
      allow_test_drive: true,
      icon_url: '/api/v1/upload-center/files/demo-banner/10.svg',
    });
    s.dispatch(seriesActions.saveRequested({ requestId: 's1', item }));
    const saved = await waitForState(s, (root) => root.carSeries.save.status === 'succeeded');
    const id = saved.carSeries.save.id as string;
    const listed = await waitForState(s, (root) => root.carSeries.ids[0] === id);
    expect(listed.carSeries.entities[id]).toMatchObject({ name: 'Touring', weight: 100, deleted_flag: 0 });

    s.dispatch(seriesSoftDelete.requested(softDeleteRequest(seriesInput(listed.carSeries.entities[id]!))));
    await waitForState(s, (root) => root.carSeries.itemActions.softDelete.status === 'succeeded');
    const hiddenLast = () => [...series().all()].sort(byWeightedOrder).map((record) => record.id);
    const after = await waitForState(
      s,
      (root) => root.carSeries.search.status === 'succeeded' && root.carSeries.ids[0] !== id,
    );
    expect(after.carSeries.ids).toEqual(hiddenLast());
    expect(after.carSeries.ids.slice(-2)).toContain(id);
    expect(after.carSeries.entities[id]?.deleted_flag).toBe(1);
    expect(series().get(id)).toMatchObject({ name: 'Touring', weight: 100, deleted_flag: 1 });
    expect(s.notes).toEqual([
      ['success', 'list.added'],
      ['success', 'carOption.deleted'],
    ]);
  });

  it.each([
    [{ name: ' ' }, 'Please input the name'],
    [{ weight: -1 }, 'Weight must be at least 0'],
    [{ icon_url: 'javascript:alert(1)' }, 'Please upload a file or use an http(s) URL'],
  ])('refuses a series with %p: "%s"', async (change, msg) => {
    const s = createNotedStore();
    const item = { ...seriesInputFromForm({ name: 'Touring', weight: 1 }), ...change };
    s.dispatch(seriesActions.saveRequested({ requestId: 'bad', item }));
    await waitForState(s, (root) => root.carSeries.save.status === 'failed');
    expect(s.notes).toEqual([['error', { text: msg }]]);
  });

  it('lists one series’ models, refuses one without an icon, soft deletes one', async () => {
    const [parent] = series().all();
    const s = createNotedStore();
    s.dispatch(seriesModelActions.searchRequested({ scope: seriesScope(parent.id), query: [], page: 0 }));
    const listed = await waitForState(s, (root) => root.seriesModels.search.status === 'succeeded');
    const expected = seriesModels()
      .find((model) => model.series_id === parent.id)
      .sort(byWeightedOrder);
    expect(listed.seriesModels.ids).toEqual(expected.map((model) => model.id));

    const item = seriesModelInputFromForm({ name: 'ADV 500', weight: 5, series_id: parent.id });
    s.dispatch(seriesModelActions.saveRequested({ requestId: 'sm1', item }));
    await waitForState(s, (root) => root.seriesModels.save.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'Please upload the icon' }]]);

    const [first] = expected;
    s.dispatch(seriesModelSoftDelete.requested(softDeleteRequest(seriesModelInput(first))));
    await waitForState(s, (root) => root.seriesModels.itemActions.softDelete.status === 'succeeded');
    await waitForState(s, (root) => root.seriesModels.ids.at(-1) === first.id);
    // The model's series has no other hidden model, so it moves to the end.
    expect(seriesModels().get(first.id)).toMatchObject({ name: first.name, deleted_flag: 1 });
  });

  it('adds a channel, refuses a name another channel has with 989, soft deletes one', async () => {
    const s = createNotedStore();
    s.dispatch(
      channelActions.saveRequested({
        requestId: 'c1',
        item: channelInputFromForm({ name: '直播间 Live room', weight: 5 }),
      }),
    );
    await waitForState(s, (root) => root.buyingChannels.save.status === 'succeeded');
    expect(buyingChannels().findOne((channel) => channel.name === '直播间 Live room')).toMatchObject({
      weight: 5,
      deleted_flag: 0,
    });

    const [dealer] = buyingChannels().all();
    s.dispatch(
      channelActions.saveRequested({
        requestId: 'c2',
        item: channelInputFromForm({ name: dealer.name, weight: 0 }),
      }),
    );
    await waitForState(s, (root) => root.buyingChannels.save.status === 'failed');
    expect(s.notes.at(-1)).toEqual(['error', { key: 'error.code.989' }]);

    s.dispatch(channelSoftDelete.requested(softDeleteRequest(channelInput(dealer))));
    await waitForState(s, (root) => root.buyingChannels.itemActions.softDelete.status === 'succeeded');
    expect(buyingChannels().get(dealer.id)).toMatchObject({ name: dealer.name, deleted_flag: 1 });
    expect(s.notes.at(-1)).toEqual(['success', 'carOption.deleted']);
  });

  it('saves a series and a channel whose weight was left empty with weight 0 (02 §5 sets only a minimum)', async () => {
    const s = createNotedStore();
    s.dispatch(
      seriesActions.saveRequested({ requestId: 'w1', item: seriesInputFromForm({ name: 'Unweighted' }) }),
    );
    await waitForState(s, (root) => root.carSeries.save.status === 'succeeded');
    const channel = channelInputFromForm({ name: 'Unweighted channel', weight: null });
    expect(channel.weight).toBe(0);
    s.dispatch(channelActions.saveRequested({ requestId: 'w2', item: channel }));
    await waitForState(s, (root) => root.buyingChannels.save.status === 'succeeded');
    expect(series().findOne((record) => record.name === 'Unweighted')?.weight).toBe(0);
    expect(buyingChannels().findOne((record) => record.name === 'Unweighted channel')?.weight).toBe(0);
    expect(s.notes).toEqual([
      ['success', 'list.added'],
      ['success', 'list.added'],
    ]);
  });

  it('refuses a soft delete without the save privilege with 968', async () => {
    await signIn('viewer');
    const [channel] = buyingChannels().all();
    const s = createNotedStore();
    s.dispatch(channelSoftDelete.requested(softDeleteRequest(channelInput(channel))));
    await waitForState(s, (root) => root.buyingChannels.itemActions.softDelete.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
    expect(buyingChannels().get(channel.id)?.deleted_flag).toBe(0);
  });
});
