import { installMockBackend } from 'mock/node';
import { couponList } from 'src-models/coupons';
import type { PageList } from 'src-models/list';
import { signIn } from 'test/signIn';
import { createTestStore } from 'test/storeTesting';
import { configActions } from 'src-models/config';
import {
  hasDealerList,
  reservationScope,
  reservationDeskActions,
  selectTabScope,
} from 'src-models/reservations';
import type { GlobalConfig } from 'src-services/config';
import {
  claimSentSearch,
  forgetSentSearch,
  FIRST_SEARCH_WAIT_MS,
  scopeWhenKnown,
  sendFirstSearch,
  sendSearchAhead,
} from './firstSearch';

installMockBackend();

/** A list whose search never answers. */
const silentList: PageList = {
  name: 'silent',
  searchAt: () => ({ type: 'silent/searchRequested', payload: { page: 0 } }),
  searching: () => true,
};

describe("a page list's first search", () => {
  it("searches the URL's page and order, and resolves once the answer is in the store", async () => {
    await signIn('admin');
    const store = createTestStore();
    await sendFirstSearch(store, couponList, new URLSearchParams('page=2&order=title'));
    const state = store.getState().coupons;
    expect(state.search.status).toBe('succeeded');
    expect(state.query).toMatchObject({ page: 1, order: 'title' });
    expect(state.ids).toHaveLength(10);
  });

  it('of a list within a scope the store learns (the records of the activity the config names), waits for it', async () => {
    await signIn('admin');
    const store = createTestStore();
    const known = scopeWhenKnown(store, (state) => selectTabScope(state, 'hasDealer'), new URLSearchParams());
    store.dispatch(reservationDeskActions.recordsOpened({ tab: 'hasDealer' }));
    const scope = await known;
    const activityId = (store.getState().config.data as GlobalConfig).reservation_activity_id!;
    expect(scope).toEqual(reservationScope(activityId));
    await sendFirstSearch(store, hasDealerList, new URLSearchParams('page=2'), scope || []);
    const list = store.getState().reservationsHasDealer;
    expect(list.search.status).toBe('succeeded');
    expect(list.query).toMatchObject({ page: 1, scope: reservationScope(activityId) });
  });

  it('of a list whose scope the store cannot learn (the config unreadable), is not sent', async () => {
    const store = createTestStore();
    const known = scopeWhenKnown(store, (state) => selectTabScope(state, 'noDealer'), new URLSearchParams());
    store.dispatch(configActions.loadFailed({ code: 500, msg: 'down' }));
    expect(await known).toBe(false);
  });

  describe('for a list whose search never answers', () => {
    it('nor its scope, does not wait longer than the wait', async () => {
      const store = createTestStore();
      let scope: unknown;
      void scopeWhenKnown(store, () => null, new URLSearchParams()).then((known) => (scope = known));
      await jest.advanceTimersByTimeAsync(FIRST_SEARCH_WAIT_MS);
      expect(scope).toBe(false);
    });

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('does not hold the page longer than the wait when the answer is slow', async () => {
      const store = createTestStore();
      let resolved = false;
      void sendFirstSearch(store, silentList, new URLSearchParams()).then(() => (resolved = true));
      await jest.advanceTimersByTimeAsync(FIRST_SEARCH_WAIT_MS - 1);
      expect(resolved).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(resolved).toBe(true);
    });

    it('is claimed once, by the list container about to send the same search', () => {
      const store = createTestStore();
      void sendFirstSearch(store, silentList, new URLSearchParams());
      expect(claimSentSearch(store, 'other', { page: 0 })).toBe(false);
      expect(claimSentSearch(store, 'silent', { page: 1 })).toBe(false);
      expect(claimSentSearch(store, 'silent', { page: 0 })).toBe(true);
      expect(claimSentSearch(store, 'silent', { page: 0 })).toBe(false);
    });

    it('once forgotten (its page was not drawn), is not taken for a later visit', () => {
      const store = createTestStore();
      void sendFirstSearch(store, silentList, new URLSearchParams());
      forgetSentSearch(store);
      expect(claimSentSearch(store, 'silent', { page: 0 })).toBe(false);
    });
  });
});

describe('a search chosen ahead of its URL (a page, an order, a filter)', () => {
  it('is sent at once, and claimed once by its list container when the URL says the same', () => {
    const store = createTestStore();
    sendSearchAhead(store, couponList.name, couponList.searchAt(new URLSearchParams('page=3')));
    expect(store.getState().coupons.search.status).toBe('pending');
    expect(store.getState().coupons.query.page).toBe(2);
    expect(
      claimSentSearch(store, couponList.name, couponList.searchAt(new URLSearchParams('page=2')).payload),
    ).toBe(false);
    expect(
      claimSentSearch(store, couponList.name, couponList.searchAt(new URLSearchParams('page=3')).payload),
    ).toBe(true);
    expect(
      claimSentSearch(store, couponList.name, couponList.searchAt(new URLSearchParams('page=3')).payload),
    ).toBe(false);
  });

  it("is forgotten when its list leaves the page, and only that list's", () => {
    const store = createTestStore();
    const ahead = couponList.searchAt(new URLSearchParams('page=3'));
    sendSearchAhead(store, couponList.name, ahead);
    forgetSentSearch(store, 'stores');
    expect(claimSentSearch(store, couponList.name, ahead.payload)).toBe(true);
    sendSearchAhead(store, couponList.name, ahead);
    forgetSentSearch(store, couponList.name);
    expect(claimSentSearch(store, couponList.name, ahead.payload)).toBe(false);
  });
});
