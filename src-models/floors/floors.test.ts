/** Floors through the app's store and sagas, against the mock backend: the list per type, load and save. */
import { newBlock } from 'config/pageBuilder/blocks';
import { floors } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { pageBuilderActions } from '../pageBuilder';
import {
  floorActions,
  floorFormValues,
  floorSaveAsked,
  floorSelectors,
  selectFloorLayout,
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
    expect(store.notes).toEqual([['success', 'list.created']]);
  });

  it('loads a floor with its layout, and saves the settings and the blocks built since as one, then unchanged', async () => {
    const target = floors().find((floor) => floor.type === 'home')[0];
    floors().update(target.id, { layout: { elements: [newBlock('CSpace', 'x1')] } });
    const store = createNotedStore();
    store.dispatch(floorActions.loadRequested({ id: target.id }));
    const loaded = await waitForState(store, (root) => root.floor.load.status === 'succeeded');
    expect(selectFloorLayout(loaded).elements.map((block) => block.id)).toEqual(['x1']);
    store.dispatch(pageBuilderActions.blockAdded({ type: 'CVideo', id: 'v1' }));
    expect(floorSelectors.selectPartsUnsaved(store.getState())).toBe(true);

    const edited = { ...floorFormValues(loaded.floor.data, target.id), title: 'Renamed' };
    store.dispatch(
      floorSaveAsked({ requestId: 'u1', values: edited, target: { id: target.id, type: 'home' } }),
    );
    const saved = await waitForState(store, (root) => root.floor.save.status === 'succeeded');
    expect(floors().get(target.id)).toMatchObject({
      title: 'Renamed',
      layout: { elements: [{ id: 'x1' }, { id: 'v1', type: 'CVideo' }] },
    });
    expect(floorSelectors.selectPartsUnsaved(saved)).toBe(false);
    // The page and its history stay open through the save (undo still reaches the block added).
    expect(selectFloorLayout(saved).past).toHaveLength(1);
  });

  it('refuses a layout the builder would refuse, before anything is sent', async () => {
    const target = floors().find((floor) => floor.type === 'home')[0];
    const carousel = newBlock('CCarouselImage', 'c');
    (carousel.data.carousel as { settings: { current: number } }).settings.current = 0;
    floors().update(target.id, { layout: { elements: [carousel] } });
    const store = createNotedStore();
    store.dispatch(floorActions.loadRequested({ id: target.id }));
    const loaded = await waitForState(store, (root) => root.floor.load.status === 'succeeded');
    const values = floorFormValues(loaded.floor.data, target.id);
    store.dispatch(floorSaveAsked({ requestId: 'r1', values, target: { id: target.id, type: 'home' } }));
    expect(selectFloorLayout(store.getState()).refused).toMatchObject({
      requestId: 'r1',
      problem: { block: 0, field: 'data.carousel.settings.current', rule: 'integerMin' },
    });
    expect(store.getState().floor.save.status).toBe('idle');
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
