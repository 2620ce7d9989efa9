/** The reservation records against the mock: each tab's search, the forms, the export and its failures. */
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { signIn } from 'test/signIn';
import { createTestStore, waitForState } from 'test/storeTesting';
import type { GlobalConfig } from 'src-services/config';
import type { ErrorText } from 'src-services/errors';
import type { Notifier } from '../common/context';
import { configActions } from '../config';
import { hasDealerList, noDealerList, reservationDeskActions, reservationScope } from './index';

const server = installMockBackend();

function testStore() {
  const successes: string[] = [];
  const errors: ErrorText[] = [];
  const notify: Notifier = {
    success: (key) => void successes.push(key),
    error: (text) => void errors.push(text),
  };
  return { store: createTestStore({ context: { notify } }), successes, errors };
}

type Store = ReturnType<typeof testStore>['store'];

async function tabIds(store: Store) {
  store.dispatch(configActions.loadRequested());
  const state = await waitForState(store, (s) => s.config.load.status === 'succeeded');
  const config = state.config.data as GlobalConfig;
  return {
    hasDealer: config.reservation_activity_id ?? '',
    noDealer: config.reservation_nostore_activity_id ?? '',
  };
}

async function search(store: Store, activityId: string, tab: 'hasDealer' | 'noDealer' = 'hasDealer') {
  const list = tab === 'hasDealer' ? hasDealerList : noDealerList;
  store.dispatch(list.actions.searchRequested({ scope: reservationScope(activityId), page: 0 }));
  const state = await waitForState(store, (s) => list.selectors.selectState(s).search.status !== 'pending');
  return list.selectors.selectState(state);
}

describe('reservation records', () => {
  it('lists each tab’s own records, last updated first (02 §9), the Has Dealer ones with their store', async () => {
    await signIn('admin');
    const { store } = testStore();
    const { hasDealer, noDealer } = await tabIds(store);
    expect(hasDealer).not.toBe(noDealer);

    const dealer = await search(store, hasDealer);
    const dealerRows = dealer.ids.map((id) => dealer.entities[id]!);
    expect(dealer.total).toBe(72);
    expect(dealerRows).toHaveLength(20);
    expect(dealerRows.every((row) => row.metadata?.store_name)).toBe(true);
    expect(dealer.query.order).toBe('-updated_at');
    const updated = dealerRows.map((row) => row.updated_at!);
    expect(updated.every((time) => typeof time === 'number')).toBe(true);
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    const created = dealerRows.map((row) => row.created_at);
    expect(created).not.toEqual([...created].sort((a, b) => b - a)); // the seed updates some records later

    const none = await search(store, noDealer, 'noDealer');
    expect(none.total).toBe(48);
    expect(none.ids.every((id) => !none.entities[id]!.metadata?.store_name)).toBe(true);
  });

  it('filters with the generic query: the 2023-09 campaign’s records only', async () => {
    await signIn('admin');
    const { store } = testStore();
    const { noDealer } = await tabIds(store);
    store.dispatch(
      noDealerList.actions.searchRequested({
        scope: reservationScope(noDealer),
        query: [{ k: 'metadata.referer', op: 'eq', v: 'ad_2023_09' }],
        page: 0,
      }),
    );
    const state = await waitForState(store, (s) => s.reservationsNoDealer.search.status !== 'pending');
    expect(state.reservationsNoDealer.total).toBeGreaterThan(0);
    expect(
      state.reservationsNoDealer.ids.every(
        (id) => state.reservationsNoDealer.entities[id]!.metadata?.referer === 'ad_2023_09',
      ),
    ).toBe(true);
  });

  it('loads a tab’s form: the Has Dealer one has thirty fields, the No Dealer one every type once', async () => {
    await signIn('viewer');
    const { store } = testStore();
    const { hasDealer, noDealer } = await tabIds(store);
    store.dispatch(reservationDeskActions.activityRequested({ id: hasDealer }));
    store.dispatch(reservationDeskActions.activityRequested({ id: noDealer }));
    const state = await waitForState(store, (s) =>
      [hasDealer, noDealer].every((id) => s.reservationDesk.activities[id]?.status === 'succeeded'),
    );
    expect(state.reservationDesk.activities[hasDealer].activity?.form_fields).toHaveLength(30);
    const types = state.reservationDesk.activities[noDealer].activity?.form_fields.map((field) => field.type);
    expect(new Set(types).size).toBe(18);
  });

  it('opened at a tab, asks for the config and then that tab’s form; the config once, when the store has it', async () => {
    await signIn('viewer');
    const { store } = testStore();
    store.dispatch(reservationDeskActions.recordsOpened({ tab: 'noDealer' }));
    const state = await waitForState(store, (s) => Object.values(s.reservationDesk.activities).length > 0);
    const noDealer = (state.config.data as GlobalConfig).reservation_nostore_activity_id!;
    expect(Object.keys(state.reservationDesk.activities)).toEqual([noDealer]);
    await waitForState(store, (s) => s.reservationDesk.activities[noDealer].status === 'succeeded');

    store.dispatch(reservationDeskActions.recordsOpened({ tab: 'hasDealer' }));
    store.dispatch(reservationDeskActions.recordsOpened({ tab: 'noDealer' }));
    const hasDealer = (state.config.data as GlobalConfig).reservation_activity_id!;
    await waitForState(store, (s) => s.reservationDesk.activities[hasDealer]?.status === 'succeeded');
    expect(store.actionTypes().filter((type) => type === 'config/loadRequested')).toHaveLength(1);
    expect(store.actionTypes().filter((type) => type === 'reservationDesk/activityRequested')).toHaveLength(
      2,
    );
  });

  it('opened while the config cannot be read, asks for no form: the page says why, with its retry', async () => {
    await signIn('viewer');
    server.use(refusedOnce('get', '*/api/v1/scrm/config/back', 500, 'config store down'));
    const { store } = testStore();
    store.dispatch(reservationDeskActions.recordsOpened({ tab: 'hasDealer' }));
    await waitForState(store, (s) => s.config.load.status === 'failed');
    expect(store.getState().reservationDesk.activities).toEqual({});
    store.dispatch(reservationDeskActions.recordsOpened({ tab: 'hasDealer' }));
    await waitForState(store, (s) => Object.keys(s.reservationDesk.activities).length === 1);
    expect(store.actionTypes().filter((type) => type === 'config/loadRequested')).toHaveLength(2);
  });

  it('keeps a refused search on the list: 968 without the privilege', async () => {
    await signIn('club');
    const { store } = testStore();
    const state = await search(store, 'any-activity');
    expect(state.search.error).toEqual({ code: 968, msg: 'insufficient permission' });
  });
});

describe('reservation export', () => {
  it('fetches every record of the No Dealer tab, then says 导出成功 once the file is written', async () => {
    await signIn('admin');
    const { store, successes, errors } = testStore();
    const { noDealer } = await tabIds(store);
    store.dispatch(reservationDeskActions.exportRequested({ activityId: noDealer }));
    const state = await waitForState(store, (s) => s.reservationDesk.export.status === 'writing');
    expect(state.reservationDesk.export.activityId).toBe(noDealer);
    expect(state.reservationDesk.export.rows).toHaveLength(48);

    store.dispatch(reservationDeskActions.exportWritten());
    expect(store.getState().reservationDesk.export).toEqual({ status: 'idle', activityId: null, rows: [] });
    expect(successes).toEqual(['reservation.export.succeeded']);
    expect(errors).toEqual([]);
  });

  it('says 导出失败： with the reason when refused (968 for an operator without the record search privilege)', async () => {
    await signIn('viewer');
    const { store, errors } = testStore();
    const { hasDealer } = await tabIds(store);
    // Export is behind the record search (02 §6 lists no other), which the club operator lacks.
    await signIn('club');
    store.dispatch(reservationDeskActions.exportRequested({ activityId: hasDealer }));
    await waitForState(store, (s) => s.reservationDesk.export.status === 'idle');
    expect(errors).toEqual([
      { key: 'reservation.export.failed', values: { reason: 'insufficient permission' } },
    ]);
  });

  it('says unknown error when the failure gives no reason', async () => {
    await signIn('admin');
    const { store, errors, successes } = testStore();
    const { hasDealer } = await tabIds(store);
    server.use(refusedOnce('post', '*/api/v1/reservation-center/record/export', 500, ''));
    store.dispatch(reservationDeskActions.exportRequested({ activityId: hasDealer }));
    await waitForState(store, (s) => s.reservationDesk.export.status === 'idle');
    expect(errors).toEqual([{ key: 'reservation.export.failedUnknown' }]);
    expect(successes).toEqual([]);
  });
});
