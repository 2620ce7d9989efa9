/**
 * The coupon modal as an operator uses it (01-platform §5, 02-operations §5): each field wired to its rule (the
 * rules and their messages, in both languages, are config/coupons.test.ts), the save, a stored banner refused:
 * one render.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { mediaBytes } from 'mock/testing';
import { coupons } from 'mock/db/coupons';
import { renderPage } from 'test/renderPage';
import CouponListPage from './CouponListPage';
import { PAGE_LOAD } from 'test/openApp';
import { buttonByText, field, queryField, shows } from 'test/queries';

installMockBackend();

async function openCreate() {
  const view = await renderPage(<CouponListPage />, { path: '/coupon/list', account: 'admin' });
  await screen.findByText('Total 30', {}, PAGE_LOAD);
  fireEvent.click(buttonByText(/Create Coupon/));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

/** A button of the dialog by its text: a query by role would compute the name of every field and button. */
const buttonIn = (dialog: HTMLElement, text: string) =>
  within(dialog).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

const save = (dialog: HTMLElement) => fireEvent.click(buttonIn(dialog, 'Save'));

/**
 * The control of the dialog a label names (its `for`, or the control inside it), or null: getByLabelText reads
 * the labels of every element of the form, a tenth of a second a query.
 */

/** Picks a radio option. */
const choose = (dialog: HTMLElement, option: string) => fireEvent.click(field(option, dialog));

/** The banner's file input, looked up each time: the upload control renders a new one after a refused file. */
const bannerInput = (dialog: HTMLElement) => dialog.querySelector('input[type=file]') as HTMLInputElement;

/** Typing is not what these cases check: each field gets its whole text at once. */
const enter = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(label, dialog), { target: { value } });

describe('the coupon form', () => {
  it('shows each field’s rule under it, the ones its expiry type adds, and keeps what was typed; corrected, uploads the banner, saves once for two fast clicks on a busy Save, closes and lists the coupon; refuses a stored banner that is neither an upload nor an http(s) URL', async () => {
    // Stored before the rule, or by a client that skipped it: the form says so instead of saving it again.
    for (const coupon of coupons().all()) coupons().update(coupon.id, { banner: 'javascript:alert(1)' });
    const { dialog, user } = await openCreate();
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

    // The banner control refuses a file over 2M before uploading it.
    const big = new File([new Uint8Array(2_000_001)], 'big.png', { type: 'image/png' });
    await user.upload(bannerInput(dialog), big);
    expect(await within(dialog).findByText('The image size can not exceed 2M')).toBeInTheDocument();

    enter(dialog, 'Title', 'A title of more than 20');
    enter(dialog, 'Abstract', 'x'.repeat(51));
    enter(dialog, 'Description', 'y'.repeat(134));
    choose(dialog, 'Fixed date range');
    await shows(() => queryField('Valid dates', dialog));
    save(dialog);
    for (const text of [
      'The title can not exceed 20 characters',
      'The abstract can not exceed 50 characters',
      'Coupon detail can not exceed 133 characters',
      'Please choose the date range',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();

    choose(dialog, 'Fixed term after picking');
    await shows(() => queryField('Term (days)', dialog));
    choose(dialog, 'Percentage');
    expect(await within(dialog).findByText('%')).toBeInTheDocument();
    enter(dialog, 'Discount value', '-5');
    save(dialog);
    expect(await within(dialog).findByText('Please input the term')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please input the delay')).toBeInTheDocument();
    expect(await within(dialog).findByText('The discount value can not be less than 0')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please choose the date range')).not.toBeInTheDocument();
    choose(dialog, 'Fixed amount');
    expect(await within(dialog).findByText('yuan')).toBeInTheDocument();
    expect(field('Title', dialog)).toHaveValue('A title of more than 20');
    expect(coupons().find((coupon) => coupon.title === 'A title of more than 20')).toHaveLength(0);

    // Corrected: saved once for two fast clicks, the modal closes and the list shows the coupon.
    enter(dialog, 'Title', 'Component coupon');
    enter(dialog, 'Abstract', '');
    enter(dialog, 'Description', '');
    await user.upload(
      bannerInput(dialog),
      new File([mediaBytes('png', 1000)], 'banner.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('button', { name: 'Remove banner' }, PAGE_LOAD);
    enter(dialog, 'Service phone', '400-000-1111');
    choose(dialog, 'Permanent');
    enter(dialog, 'Discount value', '1234.5');
    const button = buttonIn(dialog, 'Save');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await screen.findByText('Total 31');
    const created = coupons().find((coupon) => coupon.title === 'Component coupon');
    expect(created).toHaveLength(1);
    expect(created[0].discount).toEqual({ type: 'fixed_amount', value: 123450, show_text: '¥1,234.50' });
    expect(created[0].banner).toMatch(/^\/api\/v1\/upload-center\/files\/\w+\/banner\.png$/);

    // A coupon stored with a bad banner.
    const rows = screen.getAllByRole('row').filter((row) => !row.textContent?.includes('Component coupon'));
    fireEvent.click(within(rows[rows.length - 1]).getByRole('button', { name: /^Edit$/ }));
    const editing = await screen.findByRole('dialog');
    save(editing);
    expect(
      await within(editing).findByText('Please upload a file or use an http(s) URL'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(editing);
  });
});
