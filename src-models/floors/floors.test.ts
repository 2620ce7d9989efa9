/** Floors through the app's store and sagas, against the mock backend: the list per type, load and save. */
import { newBlock } from 'config/pageBuilder/blocks';
import { floors } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  floorActions,
  floorFormValues,
  floorList,
  floorSaveRequest,
  floorTypeScope,
  floorVisibility,
  type FloorFormValues,
} from './index';

installMockBackend();
beforeEach(() => signIn('admin'));

const now = Math.floor(Date.now() / 1000);
const values: FloorFormValues = {
  title: ' Summer ride ',
  description: 'The summer page',
  schedule: [now, now + 86400],
  visible: true,
  weight: 7,
  share: { disallow_share: true, title: 'Ride', path: 'pages/render/render', description: '', image: '' },
};

describe('the floor list', () => {
  it('searches the floors of the scope type, -weight then -updated_at', async () => {
    const store = createNotedStore();
    store.dispatch(floorList.actions.searchRequested({ scope: floorTypeScope('home'), page: 0, size: 100 }));
    const state = await waitForState(store, (root) => root.floors.search.status === 'succeeded');
    const rows = state.floors.ids.map((id) => state.floors.entities[id]);
    expect(rows.length).toBe(floors().find((floor) => floor.type === 'home').length);
    expect(rows.every((floor) => floor?.type === 'home')).toBe(true);
    const keys = rows.map((floor) => [floor?.weight ?? 0, floor?.updated_at ?? 0]);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
  });
});

describe('the floor document', () => {
  it('creates a floor of the type with an empty layout, and says so', async () => {
    const store = createNotedStore();
    store.dispatch(
      floorActions.saveRequested({
        requestId: 'c1',
        input: floorSaveRequest(values, { id: null, type: 'render' }),
      }),
    );
    const state = await waitForState(store, (root) => root.floor.save.status === 'succeeded');
    expect(state.floor.data).toMatchObject({
      type: 'render',
      title: 'Summer ride',
      weight: 7,
      share: { disallow_share: true, title: 'Ride' },
      layout: { elements: [] },
    });
    expect(store.notes).toEqual([['success', 'floor.saved']]);
  });

  it('loads a floor and saves its settings with the loaded layout untouched', async () => {
    const target = floors().find((floor) => floor.type === 'home')[0];
    const layout = { elements: [newBlock('CSpace', 'x1')] };
    floors().update(target.id, { layout });
    const store = createNotedStore();
    store.dispatch(floorActions.loadRequested({ id: target.id }));
    const loaded = await waitForState(store, (root) => root.floor.load.status === 'succeeded');
    const floor = loaded.floor.data;
    const edited = { ...floorFormValues(floor, target.id), title: 'Renamed' };
    store.dispatch(
      floorActions.saveRequested({
        requestId: 'u1',
        input: floorSaveRequest(edited, { id: target.id, type: 'home', layout: floor?.layout }),
      }),
    );
    await waitForState(store, (root) => root.floor.save.status === 'succeeded');
    expect(floors().get(target.id)).toMatchObject({ title: 'Renamed', layout });
  });

  it('keeps the refusal of a save and says why', async () => {
    const store = createNotedStore();
    store.dispatch(
      floorActions.saveRequested({
        requestId: 'f1',
        input: floorSaveRequest({ ...values, schedule: undefined }, { id: null, type: 'render' }),
      }),
    );
    const state = await waitForState(store, (root) => root.floor.save.status === 'failed');
    expect(state.floor.save.error).toMatchObject({ code: 400 });
    expect(store.notes[0]?.[0]).toBe('error');
  });
});

describe('visibility', () => {
  it.each([
    ['online', { visible: true, online_at: now - 10, offline_at: now + 10 }],
    ['scheduled', { visible: true, online_at: now + 10, offline_at: now + 20 }],
    ['expired', { visible: true, online_at: now - 20, offline_at: now - 10 }],
    ['hidden', { visible: false, online_at: now - 10, offline_at: now + 10 }],
    ['online', { visible: true, online_at: null, offline_at: null }],
  ] as const)('is %s', (expected, floor) => {
    expect(floorVisibility(floor, now)).toBe(expected);
  });
});
