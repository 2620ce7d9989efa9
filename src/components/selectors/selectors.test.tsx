import { Form } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { floors } from 'mock/db/lookups';
import { FIXED_NOW } from 'mock/db/core';
import { chooseOption, openOptions, renderEditor, TestForm } from 'test/editorTesting';
import {
  CategorySelect,
  CouponSelect,
  FloorSelect,
  FormSelect,
  ProductSelect,
  ProductTagSelect,
  RedPacketActivitySelect,
  ReservationActivitySelect,
  ScopeSelect,
  SubscribeActivitySelect,
  TagCenterTagSelect,
} from './index';

const server = installMockBackend();

beforeEach(async () => {
  // Test seeds are placed around a fixed day: the selectors' "now" is that day too.
  jest.spyOn(Date, 'now').mockReturnValue(FIXED_NOW * 1000);
  await signIn('viewer');
});

afterEach(() => jest.restoreAllMocks());

function renderPicker(picker: React.ReactNode, initial?: unknown) {
  const submitted: Record<string, unknown>[] = [];
  renderEditor(
    <TestForm initialValues={{ picked: initial }} onFinish={(values) => submitted.push(values)}>
      <Form.Item name="picked" label="Picked">
        {picker}
      </Form.Item>
    </TestForm>,
  );
  return submitted;
}

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Picked'));
  await waitFor(() => expect(openOptions().length).toBeGreaterThan(0));
  return openOptions();
}

describe('the floor selector', () => {
  it("hides invisible and offline floors by default, and lists them once 'Hide invisible' is off", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker(<FloorSelect floorType="render" />);
    const now = Date.now() / 1000;
    const all = floors().find((floor) => floor.type === 'render');
    const shown = all.filter(
      (floor) =>
        floor.visible !== false && (floor.online_at ?? 0) <= now && (floor.offline_at ?? Infinity) >= now,
    );
    expect(shown.length).toBeLessThan(all.length);

    expect(await openPicker(user)).toHaveLength(shown.length);
    expect(screen.getByRole('switch', { name: 'Hide invisible' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Hide invisible' }));
    expect(await openPicker(user)).toHaveLength(all.length);
    expect(openOptions().filter((text) => text.includes('Invisible'))).toHaveLength(
      all.length - shown.length,
    );
  });

  it('keeps a chosen invisible floor named', async () => {
    const hidden = floors().find((floor) => floor.type === 'home' && floor.visible === false)[0];
    renderPicker(<FloorSelect floorType="home" />, hidden.id);
    await screen.findByText(hidden.title);
  });

  it('sets the chosen id as the value', async () => {
    const user = userEvent.setup({ delay: null });
    const submitted = renderPicker(<FloorSelect floorType="home" />);
    const target = floors().find((floor) => floor.type === 'home' && floor.visible !== false)[0];
    await chooseOption(user, 'Picked', target.title);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted[0]?.picked).toBe(target.id));
  });

  it('shows a failed load as an error alert with the message, and retries', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/api/v1/floor-center/floor/render/search', () =>
        HttpResponse.json({ code: 503, msg: 'floor center unavailable', data: null }),
      ),
    );
    renderPicker(<FloorSelect floorType="render" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('floor center unavailable');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('the other selectors', () => {
  it.each([
    ['categories', <CategorySelect key="c" />, 'Helmets'],
    ['products', <ProductSelect key="p" />, 'Helmet 1'],
    ['product tags', <ProductTagSelect key="t" />, 'Member price'],
    ['forms', <FormSelect key="f" />, 'Ownership complaint'],
    ['reservation activities', <ReservationActivitySelect key="r" />, 'Test ride 2025'],
    ['red-packet activities', <RedPacketActivitySelect key="rp" />, 'New owner red packet'],
    ['subscribe-message activities', <SubscribeActivitySelect key="s" />, 'Spring ride reminder'],
    ['scopes', <ScopeSelect key="sc" />, 'Community'],
  ])('lists the %s', async (_, picker, expected) => {
    const user = userEvent.setup({ delay: null });
    renderPicker(picker);
    const options = await openPicker(user);
    expect(options.some((text) => text.includes(expected))).toBe(true);
  });

  it('lists the coupons that are neither deleted nor deactivated', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/coupon-center/coupon/search', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { results: [{ card_id: 'card-1', title: 'Service voucher' }], total: 1 },
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPicker(<CouponSelect />);
    expect(await openPicker(user)).toEqual([expect.stringContaining('Service voucher')]);
    expect(body).toMatchObject({
      page: 0,
      size: 1000,
      operator: 'AND',
      query: [
        { k: 'deleted', op: 'eq', v: false },
        { k: 'deactivated', op: 'eq', v: false },
      ],
    });
  });

  it("lists a scope's enabled tags under their categories", async () => {
    const { tagCenterScopes } = await import('mock/db/lookups');
    const community = tagCenterScopes().findOne((scope) => scope.name === 'Community');
    const user = userEvent.setup({ delay: null });
    renderPicker(<TagCenterTagSelect scopeId={community?.id} mode="multiple" />);
    const options = await openPicker(user);
    expect(options).toEqual(expect.arrayContaining([expect.stringContaining('Touring')]));
    expect(options.some((text) => text.includes('Night ride'))).toBe(false);
    expect(screen.getByText('Riding')).toBeInTheDocument();
    // Open, the list marks as selected only options (ARIA allows it nowhere else; axe: aria-allowed-attr).
    const marked = [...document.querySelectorAll('[aria-selected]')];
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.filter((node) => node.getAttribute('role') !== 'option')).toEqual([]);
  });
});
