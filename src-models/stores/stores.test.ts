/** Every store and clerk flow, through the app's store and sagas, against the mock backend. */
import { installMockBackend } from 'mock/node';
import { clubs } from 'mock/db/clubs';
import { members } from 'mock/db/members';
import { stores } from 'mock/db/stores';
import { lookupService } from 'src-services/lookups';
import { storeService } from 'src-services/stores';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  cancelClerkActions,
  followProvince,
  staffActions,
  staffScope,
  storeActions,
  storeDocument,
  storeInputFromForm,
  storeSelectors,
  type StoreFormValues,
} from './index';

installMockBackend();

const form: StoreFormValues = {
  name: '杭州滨江体验店',
  cover_image: '/api/v1/upload-center/files/demo-banner/120.svg',
  province: '浙江省',
  city: '杭州市',
  detail_address: '滨江区江南大道 588 号',
  business_hours: '10:00-20:00',
  location: { latitude: 30.2084, longitude: 120.2107 },
  phone: '0571-8888 1234',
  dealer_mails: ['  binjiang@dealers.moto.example ', '', '   '],
  doc_ids: [],
  disabled: false,
};

const save = (values: StoreFormValues, requestId = 's1') => {
  const s = createNotedStore();
  s.dispatch(storeActions.saveRequested({ requestId, item: storeInputFromForm(values) }));
  return s;
};

beforeEach(() => signIn('admin'));

describe('the store form', () => {
  it('clears a city the newly chosen province does not have, and only then', () => {
    const shenzhen: StoreFormValues = { province: '广东省', city: '深圳市' };
    expect(followProvince({ province: '浙江省' }, { ...shenzhen, province: '浙江省' })).toEqual({
      city: undefined,
    });
    expect(followProvince({ province: '广东省' }, shenzhen)).toBeNull();
    expect(followProvince({ province: undefined }, { ...shenzhen, province: undefined })).toEqual({
      city: undefined,
    });
    expect(followProvince({ province: '浙江省' }, { province: '浙江省' })).toBeNull();
    // Another field's change leaves the city alone, even one the province does not have (a stored record).
    expect(followProvince({ phone: '1' }, { province: '浙江省', city: '深圳市' })).toBeNull();
  });
});

describe('the store list', () => {
  it('lists every store, most recently updated first', async () => {
    const s = createNotedStore();
    s.dispatch(storeActions.searchRequested({ query: [], page: 0 }));
    const state = await waitForState(s, (root) => root.stores.search.status === 'succeeded');
    const expected = [...stores().all()].sort((a, b) => b.updated_at - a.updated_at);
    expect(state.stores.total).toBe(expected.length);
    expect(storeSelectors.selectAll(state).map((store) => store.id)).toEqual(
      expected.map((store) => store.id),
    );
  });

  it('exports the listed stores, dealer e-mails joined', async () => {
    const s = createNotedStore();
    s.dispatch(storeActions.searchRequested({ query: [], page: 0 }));
    await waitForState(s, (root) => root.stores.search.status === 'succeeded');
    s.dispatch(
      storeActions.exportRequested({
        columns: [
          { title: 'Store name', key: 'name', type: 'string' },
          { title: 'Dealer e-mails', key: 'dealer_mails', type: 'string', conv: 'join' },
        ],
        sheetName: 'Stores',
        path: 'stores',
      }),
    );
    const ready = await waitForState(s, (root) => root.stores.export.status === 'ready');
    expect(ready.stores.export.url).toMatch(/^http:\/\/localhost\/api\/table\/files\//);
  });

  it('creates a store with the blank e-mail rows dropped, and says so', async () => {
    const s = save(form);
    const state = await waitForState(s, (root) => root.stores.save.status === 'succeeded');
    expect(stores().get(state.stores.save.id as string)).toMatchObject({
      name: '杭州滨江体验店',
      province: '浙江省',
      city: '杭州市',
      dealer_mails: ['binjiang@dealers.moto.example'],
      location: { latitude: 30.2084, longitude: 120.2107 },
      disabled: false,
    });
    expect(s.notes).toEqual([['success', 'list.added']]);
  });

  it('edits a store, and its clerks show the new name', async () => {
    const [store] = stores().all();
    const s = save({ ...form, id: store.id, name: 'Renamed Dealer', disabled: true });
    await waitForState(s, (root) => root.stores.save.status === 'succeeded');
    expect(stores().get(store.id)).toMatchObject({ name: 'Renamed Dealer', disabled: true });
    const clerks = members().find((member) => member.store_id === store.id);
    expect(clerks.length).toBeGreaterThan(0);
    expect(clerks.every((clerk) => clerk.store_name === 'Renamed Dealer')).toBe(true);
    expect(s.notes).toEqual([['success', 'list.edited']]);
  });

  it.each([
    [{ dealer_mails: ['sales@dealer', ''] }, 'Invalid email'],
    [{ dealer_mails: ['', ' '] }, 'Please input at least one dealer email'],
    [{ name: '  ' }, 'Please input the store name'],
    [{ cover_image: '' }, 'Please upload the cover image'],
    [{ cover_image: 'javascript:alert(1)' }, 'Please upload a file or use an http(s) URL'],
    [{ province: 'Atlantis' }, 'Please choose the province'],
    [{ city: '广州市' }, 'Please choose the city'],
    [{ detail_address: '' }, 'Please input the detailed address'],
    [{ location: { latitude: 91, longitude: 120 } }, 'Latitude must be between -90 and 90'],
    [{ location: { latitude: 30, longitude: 181 } }, 'Longitude must be between -180 and 180'],
    [{ phone: '' }, 'Please input the phone'],
  ])('is refused by the backend for %p with "%s"', async (change, msg) => {
    const s = save({ ...form, ...change }, 'bad');
    const state = await waitForState(s, (root) => root.stores.save.status === 'failed');
    expect(state.stores.save).toMatchObject({ requestId: 'bad', error: { code: 400, msg } });
    expect(s.notes).toEqual([['error', { text: msg }]]);
    expect(stores().find((store) => store.name === form.name)).toHaveLength(0);
  });

  it('refuses a name another store has with 1340888 and its message', async () => {
    const [other] = stores().all();
    const s = save({ ...form, name: ` ${other.name.toUpperCase()} ` });
    const state = await waitForState(s, (root) => root.stores.save.status === 'failed');
    expect(state.stores.save.error).toEqual({ code: 1340888, msg: 'store name duplicate' });
    expect(s.notes).toEqual([['error', { key: 'error.code.1340888' }]]);
  });

  it('refuses a save without the privilege with 968', async () => {
    await signIn('viewer');
    const s = save(form);
    await waitForState(s, (root) => root.stores.save.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
  });

  it('writes one store for a request id sent twice', async () => {
    const input = storeInputFromForm(form);
    const [first, second] = await Promise.all([
      storeService.save(input, { requestId: 'burst' }),
      storeService.save(input, { requestId: 'burst' }),
    ]);
    expect(second.id).toBe(first.id);
    expect(stores().find((store) => store.name === form.name)).toHaveLength(1);
  });

  it('offers the clubs that were not dissolved, and refuses one that was', async () => {
    const offered = await lookupService.clubs();
    const live = clubs().find((club) => club.deleted_flag === 0);
    expect(offered.map((club) => club.id).sort()).toEqual(live.map((club) => club.id).sort());
    const dissolved = clubs().findOne((club) => club.deleted_flag === 1)!;
    const s = save({ ...form, doc_ids: [live[0].id, dissolved.id] });
    await waitForState(s, (root) => root.stores.save.status === 'failed');
    expect(s.notes).toEqual([['error', { text: `Club ${dissolved.id} does not exist` }]]);
  });
});

describe("a store's staff", () => {
  it('loads the store for the title, or says it does not exist', async () => {
    const [store] = stores().all();
    const s = createNotedStore();
    s.dispatch(storeDocument.actions.loadRequested({ id: store.id }));
    const loaded = await waitForState(s, (root) => root.store.load.status === 'succeeded');
    expect(loaded.store.data?.name).toBe(store.name);
    s.dispatch(storeDocument.actions.loadRequested({ id: 'nope' }));
    const failed = await waitForState(s, (root) => root.store.load.status === 'failed');
    expect(failed.store.load.error).toEqual({ code: 404, msg: 'Store not found' });
  });

  it("lists the store's clerks only, and cancels one: no clerk, no store", async () => {
    const [store] = stores().all();
    const clerks = members().find((member) => member.is_clerk && member.store_id === store.id);
    const s = createNotedStore();
    s.dispatch(staffActions.searchRequested({ scope: staffScope(store.id), query: [], page: 0 }));
    const listed = await waitForState(s, (root) => root.storeStaff.search.status === 'succeeded');
    expect([...listed.storeStaff.ids].sort()).toEqual(clerks.map((clerk) => clerk.id).sort());

    const [clerk] = clerks;
    s.dispatch(cancelClerkActions.requested({ requestId: 'c1', id: clerk.id }));
    await waitForState(s, (root) => root.storeStaff.itemActions.cancelClerk.status === 'succeeded');
    expect(members().get(clerk.id)).toMatchObject({ is_clerk: false, store_id: null, store_name: null });
    const refreshed = await waitForState(
      s,
      (root) => root.storeStaff.search.status === 'succeeded' && !root.storeStaff.ids.includes(clerk.id),
    );
    expect(refreshed.storeStaff.total).toBe(clerks.length - 1);
    expect(s.notes).toEqual([['success', 'store.staff.cancelled']]);
  });

  it('refuses to cancel a clerk without the privilege with 968', async () => {
    await signIn('viewer');
    const clerk = members().findOne((member) => member.is_clerk)!;
    const s = createNotedStore();
    s.dispatch(cancelClerkActions.requested({ requestId: 'c2', id: clerk.id }));
    await waitForState(s, (root) => root.storeStaff.itemActions.cancelClerk.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
    expect(members().get(clerk.id)?.is_clerk).toBe(true);
  });
});
