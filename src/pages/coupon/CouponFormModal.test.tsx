/** The coupon modal as an operator uses it: every message of 01-platform §5 and 02-operations §5. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { mediaBytes } from 'mock/testing';
import { coupons } from 'mock/db/coupons';
import { renderPage } from 'test/renderPage';
import CouponListPage from './CouponListPage';
import { PAGE_LOAD } from 'test/openApp';

installMockBackend();

async function openCreate() {
  const view = await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin' });
  await screen.findByText('Total 30', {}, PAGE_LOAD);
  const { user } = view;
  await user.click(screen.getByRole('button', { name: /Create Coupon/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

/** Fills every required field of a permanent, fixed-amount coupon. */
async function fillValid(view: Awaited<ReturnType<typeof openCreate>>, title: string) {
  const { dialog, user } = view;
  await user.type(within(dialog).getByLabelText('Title'), title);
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  await user.upload(input, new File([mediaBytes('png', 1000)], 'banner.png', { type: 'image/png' }));
  await within(dialog).findByRole('button', { name: 'Remove banner' }, PAGE_LOAD);
  await user.type(within(dialog).getByLabelText('Service phone'), '400-000-1111');
  await user.click(within(dialog).getByLabelText('Permanent'));
  await user.click(within(dialog).getByLabelText('Fixed amount'));
  await user.type(within(dialog).getByLabelText('Discount value'), '1234.5');
}

describe('the coupon form', () => {
  it('says what each required field needs', async () => {
    const { dialog } = await openCreate();
    save(dialog);
    for (const text of [
      'Please input the title',
      'Please upload the banner',
      'Please input the service phone',
      'Please choose the expiry type',
      'Please choose the discount type',
      'Please input the discount value',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('limits title, abstract and description, and keeps what was typed', async () => {
    const { dialog, user } = await openCreate();
    await user.type(within(dialog).getByLabelText('Title'), 'A title of more than 20');
    await user.type(within(dialog).getByLabelText('Abstract'), 'x'.repeat(51));
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'y'.repeat(134) } });
    save(dialog);
    expect(await within(dialog).findByText('The title can not exceed 20 characters')).toBeInTheDocument();
    expect(await within(dialog).findByText('The abstract can not exceed 50 characters')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Coupon detail can not exceed 133 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('A title of more than 20');
  });

  it('asks for the fields each expiry type depends on', async () => {
    const { dialog, user } = await openCreate();
    await user.click(within(dialog).getByLabelText('Fixed date range'));
    await within(dialog).findByLabelText('Valid dates');
    save(dialog);
    expect(await within(dialog).findByText('Please choose the date range')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Fixed term after picking'));
    await within(dialog).findByLabelText('Term (days)');
    save(dialog);
    expect(await within(dialog).findByText('Please input the term')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please input the delay')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please choose the date range')).not.toBeInTheDocument();
  });

  it('refuses a negative discount and shows the unit of the discount type', async () => {
    const { dialog, user } = await openCreate();
    await user.click(within(dialog).getByLabelText('Percentage'));
    expect(within(dialog).getByText('%')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Discount value'), '-5');
    save(dialog);
    expect(await within(dialog).findByText('The discount value can not be less than 0')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Fixed amount'));
    expect(within(dialog).getByText('yuan')).toBeInTheDocument();
  });

  it('refuses a banner over 2M before uploading it', async () => {
    const { dialog, user } = await openCreate();
    const big = new File([new Uint8Array(2_000_001)], 'big.png', { type: 'image/png' });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, big);
    expect(await within(dialog).findByText('The image size can not exceed 2M')).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Total 30', /^Edit$/, /^Save$/, 'Please upload a file or use an http(s) URL'],
    ['zh-CN', '共 30 条', /^编\s?辑$/, /^保\s?存$/, '请上传文件或使用 http(s) 链接'],
  ] as const)(
    'refuses a stored banner that is neither an upload nor an http(s) URL (%s)',
    async (locale, total, edit, saveButton, message) => {
      // Stored before the rule, or by a client that skipped it: the form says so instead of saving it again.
      for (const coupon of coupons().all()) coupons().update(coupon.id, { banner: 'javascript:alert(1)' });
      await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin', locale });
      await screen.findByText(total, {}, PAGE_LOAD);
      fireEvent.click(screen.getAllByRole('button', { name: edit })[0]);
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: saveButton }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBe(dialog);
    },
  );

  it('uploads the banner, saves, closes and lists the new coupon', async () => {
    const view = await openCreate();
    const { dialog } = view;
    await fillValid(view, 'Component coupon');
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    const created = coupons()
      .all()
      .find((coupon) => coupon.title === 'Component coupon');
    expect(created?.discount).toEqual({ type: 'fixed_amount', value: 123450, show_text: '¥1,234.50' });
    expect(created?.banner).toMatch(/^\/api\/v1\/upload-center\/files\/\w+\/banner\.png$/);
    await screen.findByText('Total 31');
  });

  it('creates one coupon for two fast clicks on Save, which stays busy meanwhile', async () => {
    const view = await openCreate();
    const { dialog } = view;
    await fillValid(view, 'Clicked twice');
    const button = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    await screen.findByText('Total 31');
    expect(coupons().find((coupon) => coupon.title === 'Clicked twice')).toHaveLength(1);
  });
});
