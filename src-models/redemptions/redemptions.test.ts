import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { couponCodes } from 'mock/db/coupons';
import { createTestStore, waitForState } from 'test/storeTesting';
import { redemptionActions, redemptionSelectors } from './index';

installMockBackend();

describe('the redeem list', () => {
  it('shows only used codes, newest redemption first, whatever the operator filters', async () => {
    await signIn('viewer');
    const store = createTestStore();
    const dealer = { k: 'metadata.store_name', op: 'regex' as const, v: 'Dealer', uiK: 'contains' };
    const notUsed = { k: 'used', op: 'eq' as const, v: false, uiK: 'is' };
    store.dispatch(redemptionActions.searchRequested({ query: [dealer, notUsed], operator: 'OR' }));
    const none = await waitForState(store, (root) => root.redemptions.search.status === 'succeeded');
    expect(none.redemptions.total).toBe(0);

    store.dispatch(redemptionActions.searchRequested({ query: [dealer] }));
    const state = await waitForState(store, (root) => root.redemptions.search.status === 'succeeded');
    const used = couponCodes()
      .all()
      .filter((code) => code.used);
    expect(state.redemptions.total).toBe(used.length);
    const rows = redemptionSelectors.selectAll(state);
    expect(rows.every((code) => code.used)).toBe(true);
    const usedAt = rows.map((code) => code.used_at as number);
    expect(usedAt).toEqual([...usedAt].sort((a, b) => b - a));
  });
});
