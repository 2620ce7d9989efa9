/** Every coupon flow, through the app's store and sagas, against the mock backend. */
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { jobsOnTestClock } from 'test/mockJobs';
import { coupons } from 'mock/db/coupons';
import { exportJobs } from 'mock/db/exports';
import { EXPORT_MS_PER_ROW } from 'mock/handlers/export';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { toQueryItem } from '../list';
import {
  couponActions,
  couponInputFromForm,
  couponSelectors,
  deactivateActions,
  type CouponFormValues,
} from './index';

const server = installMockBackend();
const jobs = jobsOnTestClock();

const store = () => createNotedStore();

const form: CouponFormValues = {
  title: 'Summer helmet',
  abstract: 'Members only',
  description: 'Show it at the store.',
  banner: '/api/v1/upload-center/files/demo-banner/10.svg',
  service_phone: '400-800-1234',
  expiry_type: 'fix_time_range',
  date_range: ['2025-07-01', '2025-07-31'],
  discount_type: 'fixed_amount',
  discount_value: 1234.5,
};

beforeEach(() => signIn('admin'));

describe('coupon flows', () => {
  it('searches with the filter builder conditions, newest update first', async () => {
    const s = store();
    const contains = toQueryItem(
      { k: 'title', uiK: 'contains', raw: 'helmet' },
      { key: 'title', labelKey: 'coupon.field.title', type: 'string' },
    );
    s.dispatch(couponActions.searchRequested({ query: contains ? [contains] : [], page: 0 }));
    const state = await waitForState(s, (root) => root.coupons.search.status === 'succeeded');
    const expected = coupons()
      .all()
      .filter((coupon) => /helmet/i.test(coupon.title))
      .sort((a, b) => b.updated_at - a.updated_at);
    expect(state.coupons.total).toBe(expected.length);
    expect(couponSelectors.selectAll(state).map((coupon) => coupon.card_id)).toEqual(
      expected.slice(0, 20).map((coupon) => coupon.card_id),
    );
  });

  it('creates a coupon: amounts in cents, the range from start to end of day in UTC+8', async () => {
    const s = store();
    s.dispatch(couponActions.saveRequested({ requestId: 'c1', item: couponInputFromForm(form) }));
    const state = await waitForState(s, (root) => root.coupons.save.status === 'succeeded');
    const saved = coupons().get(state.coupons.save.id as string);
    expect(saved).toMatchObject({
      title: 'Summer helmet',
      discount: { type: 'fixed_amount', value: 123450, show_text: '¥1,234.50' },
      date_info: { type: 'fix_time_range', begin_timestamp: 1751299200, end_timestamp: 1753977599 },
      type: 'custom_code',
      pick_limit: 1,
      threshold_to_generate_new_code: 1000,
    });
    expect(s.notes).toEqual([['success', 'list.created']]);
  });

  it('edits a coupon', async () => {
    const s = store();
    const active = coupons()
      .all()
      .find((coupon) => !coupon.deactivated)!;
    const item = couponInputFromForm({
      ...form,
      card_id: active.card_id,
      expiry_type: 'fix_term',
      fixed_term: 30,
      fixed_begin_term: 1,
    });
    s.dispatch(couponActions.saveRequested({ requestId: 'e1', item }));
    await waitForState(s, (root) => root.coupons.save.status === 'succeeded');
    expect(coupons().get(active.card_id)).toMatchObject({
      title: 'Summer helmet',
      date_info: { type: 'fix_term', fixed_term: 30, fixed_begin_term: 1 },
    });
  });

  it.each([
    [{ title: '' }, 'Please input the title'],
    [{ title: 'A title far longer than twenty' }, 'The title can not exceed 20 characters'],
    [{ abstract: 'x'.repeat(51) }, 'The abstract can not exceed 50 characters'],
    [{ description: 'x'.repeat(134) }, 'Coupon detail can not exceed 133 characters'],
    [{ banner: '' }, 'Please upload the banner'],
    [{ service_phone: '' }, 'Please input the service phone'],
    [{ date_range: undefined }, 'Please choose the date range'],
    [{ expiry_type: 'fix_term' as const }, 'Please input the term'],
    [{ expiry_type: 'fix_term' as const, fixed_term: 3 }, 'Please input the delay'],
    [{ discount_value: -1 }, 'The discount value can not be less than 0'],
  ])('reports the server refusal %p as "%s" on the request', async (change, msg) => {
    const s = store();
    s.dispatch(
      couponActions.saveRequested({ requestId: 'bad', item: couponInputFromForm({ ...form, ...change }) }),
    );
    const state = await waitForState(s, (root) => root.coupons.save.status === 'failed');
    expect(state.coupons.save).toMatchObject({ requestId: 'bad', error: { code: 400, msg } });
    expect(s.notes).toEqual([['error', { text: msg }]]);
  });

  it('says "Create Fail" when the answer has no card_id', async () => {
    server.use(
      http.post('*/coupon-center/coupon/custom_code/save', () =>
        HttpResponse.json({ code: 200, msg: '', data: {} }),
      ),
    );
    const s = store();
    s.dispatch(couponActions.saveRequested({ requestId: 'x', item: couponInputFromForm(form) }));
    await waitForState(s, (root) => root.coupons.save.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'coupon.createFail' }]]);
  });

  it('deactivates, then deletes', async () => {
    const s = store();
    s.dispatch(couponActions.searchRequested({ query: [{ k: 'deactivated', op: 'eq', v: false }] }));
    const listed = await waitForState(s, (root) => root.coupons.search.status === 'succeeded');
    const [cardId] = listed.coupons.ids;
    s.dispatch(deactivateActions.requested({ requestId: 'd', id: cardId }));
    const deactivated = await waitForState(
      s,
      (root) => root.coupons.itemActions.deactivate.status === 'succeeded',
    );
    expect(couponSelectors.selectById(deactivated, cardId).deactivated).toBe(true);
    s.dispatch(couponActions.removeRequested({ requestId: 'r', id: cardId }));
    await waitForState(s, (root) => root.coupons.remove.status === 'succeeded');
    expect(coupons().get(cardId)).toMatchObject({ deactivated: true, deleted: true });
    expect(s.notes).toEqual([
      ['success', 'coupon.deactivated'],
      ['success', 'coupon.deleted'],
    ]);
  });

  it('refuses to delete an active coupon with the server msg', async () => {
    const s = store();
    const active = coupons()
      .all()
      .find((coupon) => !coupon.deactivated)!;
    s.dispatch(couponActions.removeRequested({ requestId: 'r', id: active.card_id }));
    await waitForState(s, (root) => root.coupons.remove.status === 'failed');
    expect(s.notes).toEqual([['error', { text: 'Only a deactivated coupon can be deleted' }]]);
  });

  it('exports the filtered list: a job polled to the end, or cancelled on the way', async () => {
    const [template] = coupons().all();
    for (let i = 0; i < 600; i += 1)
      coupons().insert({ ...template, id: `b${i}`, card_id: `b${i}`, title: `Bulk ${i}` });
    const s = store();
    s.dispatch(
      couponActions.searchRequested({ query: [{ k: 'title', op: 'regex', v: '^Bulk', uiK: 'start_with' }] }),
    );
    await waitForState(s, (root) => root.coupons.search.status === 'succeeded');
    const request = {
      columns: [{ title: 'Title', key: 'title', type: 'string' as const }],
      sheetName: 'Coupons',
      path: 'coupons',
    };

    s.dispatch(couponActions.exportRequested(request));
    const polling = await waitForState(s, (root) => root.coupons.export.status === 'polling');
    expect(polling.coupons.export).toMatchObject({ total: 600, estimateSeconds: 5 });
    s.dispatch(couponActions.exportCancelled());
    expect(s.getState().coupons.export.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exportJobs().all()[0].cancelled).toBe(true);

    s.dispatch(couponActions.exportRequested(request));
    await waitForState(s, (root) => root.coupons.export.status === 'polling');
    jobs.advance(600 * EXPORT_MS_PER_ROW);
    const ready = await waitForState(s, (root) => root.coupons.export.status === 'ready');
    expect(ready.coupons.export.url).toMatch(/^http:\/\/localhost\/api\/table\/files\//);
  }, 15000);
});
