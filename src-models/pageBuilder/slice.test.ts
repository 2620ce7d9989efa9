import { configureStore } from '@reduxjs/toolkit';
import { defaultFrame, newBlock } from 'config/pageBuilder/blocks';
import { checkBlocks } from 'config/pageBuilder/validate';
import { MAX_HISTORY_STEPS } from './history';
import { isPageUnsaved, pageBuilderActions as on, pageBuilderReducer, selectedBlock } from './slice';

const builder = () => {
  const store = configureStore({ reducer: { pageBuilder: pageBuilderReducer } });
  store.dispatch(on.builderOpened({ pageKey: 'floor:1', elements: [] }));
  const state = () => store.getState().pageBuilder;
  const types = () => state().elements.map((element) => element.type);
  const labels = () => state().past.map((step) => step.label);
  return { store, dispatch: store.dispatch, state, types, labels };
};

describe('the page builder history', () => {
  it('undoes and redoes each gesture with its selection', () => {
    const { dispatch, state, types, labels } = builder();
    dispatch(on.blockAdded({ type: 'CImage', id: 'a' }));
    dispatch(on.blockAdded({ type: 'CCarouselImage', id: 'b' }));
    dispatch(on.blockAdded({ type: 'CSpace', id: 'c', index: 0 }));
    dispatch(on.blockMoved({ id: 'b', to: 0 }));
    expect(types()).toEqual(['CCarouselImage', 'CSpace', 'CImage']);
    expect(labels().at(-1)).toEqual({ kind: 'moved', block: 'CCarouselImage' });

    dispatch(on.blockSelected({ id: 'a' }));
    dispatch(on.undoRequested());
    expect(types()).toEqual(['CSpace', 'CImage', 'CCarouselImage']);
    // The selection goes back to what it was before the move, not the one made since.
    expect(state().selection).toBe('c');
    dispatch(on.undoRequested());
    dispatch(on.undoRequested());
    expect(types()).toEqual(['CImage']);
    expect(state().selection).toBe('a');

    dispatch(on.redoRequested());
    expect(types()).toEqual(['CImage', 'CCarouselImage']);
    expect(state().selection).toBe('b');
    expect(state().future).toHaveLength(2);
  });

  it('merges typing in one field into one step, and starts a new one for another field', () => {
    const { dispatch, state, labels } = builder();
    dispatch(on.blockAdded({ type: 'CCarouselImage', id: 'b' }));
    for (const interval of [3, 30, 300, 3000])
      dispatch(
        on.blockChanged({
          id: 'b',
          path: ['carousel', 'settings', 'interval'],
          value: interval,
          typing: true,
        }),
      );
    dispatch(
      on.blockChanged({ id: 'b', path: ['carousel', 'settings', 'duration'], value: 800, typing: true }),
    );
    expect(labels()).toEqual([
      { kind: 'added', block: 'CCarouselImage' },
      { kind: 'changed', block: 'CCarouselImage', field: 'carousel.settings.interval' },
      { kind: 'changed', block: 'CCarouselImage', field: 'carousel.settings.duration' },
    ]);
    dispatch(on.undoRequested());
    dispatch(on.undoRequested());
    expect(selectedBlock(state())?.data.carousel).toMatchObject({
      settings: { interval: 5000, duration: 500 },
    });
  });

  it('gives a block saved without a frame the whole default frame on its first frame edit, typing merged', () => {
    const { dispatch, state, labels } = builder();
    const old = newBlock('CImage', 'i');
    delete old.data.frame;
    dispatch(on.builderOpened({ pageKey: 'floor:1', elements: [old] }));
    for (const top of [1, 12])
      dispatch(
        on.blockChanged({ id: 'i', path: ['frame', 'margin', 'top', 'size'], value: top, typing: true }),
      );
    const frame = defaultFrame();
    frame.margin.top.size = 12;
    expect(state().elements[0].data.frame).toEqual(frame);
    expect(checkBlocks(state().elements).problems).toEqual([]);
    expect(labels()).toEqual([{ kind: 'changed', block: 'CImage', field: 'frame.margin.top.size' }]);
    dispatch(on.undoRequested());
    expect(state().elements[0].data).not.toHaveProperty('frame');
  });

  it('keeps gestures on one property apart (each drawn zone, each switch)', () => {
    const { dispatch, state } = builder();
    dispatch(on.blockAdded({ type: 'CVideo', id: 'v' }));
    dispatch(on.blockChanged({ id: 'v', path: ['video', 'loop'], value: true }));
    dispatch(on.blockChanged({ id: 'v', path: ['video', 'loop'], value: false }));
    expect(state().past).toHaveLength(3);
  });

  it('does not merge typing across a selection', () => {
    const { dispatch, state } = builder();
    dispatch(on.blockAdded({ type: 'CMiniHeader', id: 'h' }));
    dispatch(on.blockChanged({ id: 'h', path: ['title'], value: 'Ne', typing: true }));
    dispatch(on.blockSelected({ id: null }));
    dispatch(on.blockSelected({ id: 'h' }));
    dispatch(on.blockChanged({ id: 'h', path: ['title'], value: 'New', typing: true }));
    expect(state().past).toHaveLength(3);
  });

  it('keeps at most 100 steps', () => {
    const { dispatch, state } = builder();
    for (let index = 0; index < MAX_HISTORY_STEPS + 20; index++)
      dispatch(on.blockAdded({ type: 'CSpace', id: `s${index}` }));
    expect(state().past).toHaveLength(MAX_HISTORY_STEPS);
    for (let index = 0; index < MAX_HISTORY_STEPS + 5; index++) dispatch(on.undoRequested());
    expect(state().elements).toHaveLength(20);
  });

  it('drops the redo steps once something new is done', () => {
    const { dispatch, state, types } = builder();
    dispatch(on.blockAdded({ type: 'CImage', id: 'a' }));
    dispatch(on.blockAdded({ type: 'CVideo', id: 'v' }));
    dispatch(on.undoRequested());
    dispatch(on.blockDuplicated({ id: 'a', newId: 'a2' }));
    expect(types()).toEqual(['CImage', 'CImage']);
    expect(state().future).toEqual([]);
    dispatch(on.redoRequested());
    expect(types()).toEqual(['CImage', 'CImage']);
  });

  it('removes a block and selects its neighbour; the undo brings both back', () => {
    const { dispatch, state, types } = builder();
    dispatch(on.blockAdded({ type: 'CImage', id: 'a' }));
    dispatch(on.blockAdded({ type: 'CVideo', id: 'v' }));
    dispatch(on.blockRemoved({ id: 'a' }));
    expect(types()).toEqual(['CVideo']);
    expect(state().selection).toBe('v');
    dispatch(on.undoRequested());
    expect(types()).toEqual(['CImage', 'CVideo']);
    expect(state().selection).toBe('v');
  });

  it('inserts imported blocks as one step, replacing or appending', () => {
    const { dispatch, types, labels } = builder();
    dispatch(on.blockAdded({ type: 'CImage', id: 'a' }));
    const imported = [
      { id: 'x', type: 'CSpace' as const, data: {} },
      { id: 'y', type: 'CVideo' as const, data: {} },
    ];
    dispatch(on.blocksInserted({ elements: imported, mode: 'append', source: 'imported' }));
    expect(types()).toEqual(['CImage', 'CSpace', 'CVideo']);
    dispatch(on.blocksInserted({ elements: imported, mode: 'replace', source: 'pasted' }));
    expect(types()).toEqual(['CSpace', 'CVideo']);
    expect(labels().at(-1)).toEqual({ kind: 'pasted', count: 2 });
    dispatch(on.undoRequested());
    expect(types()).toEqual(['CImage', 'CSpace', 'CVideo']);
  });

  it('tells a page with changes since it opened, an undo back to it none, and a merged run of typing one', () => {
    const { dispatch, state } = builder();
    expect(isPageUnsaved(state())).toBe(false);
    dispatch(on.blockAdded({ type: 'CCarouselImage', id: 'b' }));
    expect(isPageUnsaved(state())).toBe(true);
    dispatch(on.undoRequested());
    expect(isPageUnsaved(state())).toBe(false);
    dispatch(on.redoRequested());
    const interval = (value: number) =>
      on.blockChanged({ id: 'b', path: ['carousel', 'settings', 'interval'], value, typing: true });
    dispatch(interval(3));
    const typed = state().past.at(-1)?.id;
    dispatch(interval(30));
    // Typing on merges into the step, which is then another page than the one before.
    expect(state().past).toHaveLength(2);
    expect(state().past.at(-1)?.id).not.toBe(typed);
  });

  it('keeps a history that survives serialization (Redux DevTools, a reload)', () => {
    const { dispatch, state } = builder();
    dispatch(on.blockAdded({ type: 'CCarouselImage', id: 'b' }));
    dispatch(on.blockChanged({ id: 'b', path: ['carousel', 'settings', 'current'], value: 2 }));
    const copy = JSON.parse(JSON.stringify(state()));
    expect(copy).toEqual(state());
  });
});
