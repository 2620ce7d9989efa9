/** The store modal as an operator uses it: the messages of 02-operations §5, in both languages, and the saves. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { mediaBytes } from 'mock/testing';
import { stores } from 'mock/db/stores';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import StoreListPage from './StoreListPage';

installMockBackend();

/** antd selects open on mouse down and list their options in a portal. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

async function openCreate(locale: LocaleCode = 'en-US') {
  const view = await renderPage(<StoreListPage />, { path: '/store/list', account: 'admin', locale });
  await screen.findByTestId('list-total', {}, PAGE_LOAD);
  fireEvent.click(screen.getByRole('button', { name: locale === 'en-US' ? /Add Store/ : /新增门店/ }));
  const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
  return { ...view, dialog };
}

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Save|保\s?存)$/ }));

/** Fills every required field of a new store called `name`. */
async function fillValid(view: Awaited<ReturnType<typeof openCreate>>, name: string) {
  const { dialog, user } = view;
  fireEvent.change(within(dialog).getByLabelText('Store name'), { target: { value: name } });
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  await user.upload(input, new File([mediaBytes('png', 1000)], 'cover.png', { type: 'image/png' }));
  await within(dialog).findByText('cover.png', {}, PAGE_LOAD);
  await choose(within(dialog).getByLabelText('Province'), 'Zhejiang');
  await choose(within(dialog).getByLabelText('City'), 'Hangzhou');
  fireEvent.change(within(dialog).getByLabelText('Detailed address'), {
    target: { value: '滨江区江南大道 588 号' },
  });
  fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '30.2084' } });
  fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '120.2107' } });
  fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '0571-8888 1234' } });
  fireEvent.change(within(dialog).getByLabelText('Dealer e-mail 1'), {
    target: { value: 'binjiang@dealers.moto.example' },
  });
}

describe('the store form', () => {
  it('says what each required field needs', async () => {
    const { dialog } = await openCreate();
    save(dialog);
    for (const text of [
      'Please input the store name',
      'Please upload the cover image',
      'Please choose the province',
      'Please choose the city',
      'Please input the detailed address',
      'Please input the latitude',
      'Please input the longitude',
      'Please input the phone',
      'Please input at least one dealer email',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Dealer e-mail 1', 'Invalid email'],
    ['zh-CN', '经销商邮箱 1', '邮箱格式不正确'],
  ] as const)('refuses a dealer e-mail that is none, keeping it (%s)', async (locale, label, message) => {
    const { dialog } = await openCreate(locale);
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value: 'sales@dealer' } });
    save(dialog);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(label)).toHaveValue('sales@dealer');
  });

  it('resets a city the newly chosen province does not have', async () => {
    const { dialog } = await openCreate();
    await choose(within(dialog).getByLabelText('Province'), 'Guangdong');
    await choose(within(dialog).getByLabelText('City'), 'Shenzhen');
    expect(within(dialog).getByTitle('Shenzhen')).toBeInTheDocument();
    await choose(within(dialog).getByLabelText('Province'), 'Zhejiang');
    await waitFor(() => expect(within(dialog).queryByTitle('Shenzhen')).not.toBeInTheDocument());
    save(dialog);
    expect(await within(dialog).findByText('Please choose the city')).toBeInTheDocument();
  });

  it('drops blank e-mail rows, saves once for two fast clicks, closes and lists the store', async () => {
    const view = await openCreate();
    const { dialog } = view;
    await fillValid(view, 'Binjiang Riders Store');
    fireEvent.click(within(dialog).getByRole('button', { name: /Add an e-mail/ }));
    const button = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    await screen.findByText('Saved successfully');
    const created = stores().find((store) => store.name === 'Binjiang Riders Store');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      dealer_mails: ['binjiang@dealers.moto.example'],
      location: { latitude: 30.2084, longitude: 120.2107 },
    });
    await screen.findByText('Total 13');
  });

  it('says a name is taken (1340888) and keeps the modal open with what was typed', async () => {
    const view = await openCreate();
    const [existing] = stores().all();
    await fillValid(view, existing.name);
    save(view.dialog);
    expect(await screen.findByText('Store name duplicate', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(view.dialog).getByLabelText('Store name')).toHaveValue(existing.name);
    expect(within(view.dialog).getByLabelText('Phone')).toHaveValue('0571-8888 1234');
  });

  it('edits a store from its row', async () => {
    await renderPage(<StoreListPage />, { path: '/store/list', account: 'admin' });
    await screen.findByText('Total 12', {}, PAGE_LOAD);
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).getByText('Edit Store')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Store name') as HTMLInputElement;
    const id = stores().findOne((store) => store.name === name.value)!.id;
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '021-6000 0000' } });
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(stores().get(id)?.phone).toBe('021-6000 0000');
  });
});

describe('an edit when the session expires', () => {
  it('keeps what was typed and offers it back after the next login', async () => {
    const { router, user } = await openAppAs('admin', '/store/list');
    await screen.findByText('Total 12', {}, PAGE_LOAD);
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    const name = within(dialog).getByLabelText('Store name');
    await user.clear(name);
    await user.type(name, 'Typed before expiry');
    await expireSessions();
    save(dialog);
    await signInAgain(router, user, '/store/list');
    await screen.findByText('Unsaved changes were kept', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const restored = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(restored).getByText('Edit Store')).toBeInTheDocument();
    expect(within(restored).getByLabelText('Store name')).toHaveValue('Typed before expiry');
  });
});
