/**
 * The store modal as an operator uses it (02-operations §5): every field wired to its rule (the messages in both
 * languages and the province's city rule: the store model's and handlers' tests), the saves, the row edit.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { mediaBytes } from 'mock/testing';
import { stores } from 'mock/db/stores';
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

async function openCreate() {
  const view = await renderPage(<StoreListPage />, { path: '/store/list', account: 'admin' });
  await screen.findByText('Total 12', {}, PAGE_LOAD);
  fireEvent.click(screen.getByRole('button', { name: /Add Store/ }));
  const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
  return { ...view, dialog };
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

/** Typing is not what these cases check: each field gets its whole text at once. */
const enter = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the store form', () => {
  it('says what each field needs, resets a city the new province lacks, keeps a bad e-mail, then saves once for two fast clicks', async () => {
    const { dialog, user } = await openCreate();
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

    await choose(within(dialog).getByLabelText('Province'), 'Guangdong');
    await choose(within(dialog).getByLabelText('City'), 'Shenzhen');
    expect(within(dialog).getByTitle('Shenzhen')).toBeInTheDocument();
    await choose(within(dialog).getByLabelText('Province'), 'Zhejiang');
    await waitFor(() => expect(within(dialog).queryByTitle('Shenzhen')).not.toBeInTheDocument());
    enter(dialog, 'Dealer e-mail 1', 'sales@dealer');
    save(dialog);
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please choose the city')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please choose the province')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Dealer e-mail 1')).toHaveValue('sales@dealer');

    // Fixed, with a blank row the save drops: saved once, the modal closes and the list shows the store.
    enter(dialog, 'Store name', 'Binjiang Riders Store');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([mediaBytes('png', 1000)], 'cover.png', { type: 'image/png' }));
    await within(dialog).findByText('cover.png', {}, PAGE_LOAD);
    await choose(within(dialog).getByLabelText('City'), 'Hangzhou');
    enter(dialog, 'Detailed address', '滨江区江南大道 588 号');
    enter(dialog, 'Latitude', '30.2084');
    enter(dialog, 'Longitude', '120.2107');
    enter(dialog, 'Phone', '0571-8888 1234');
    enter(dialog, 'Dealer e-mail 1', 'binjiang@dealers.moto.example');
    fireEvent.click(within(dialog).getByRole('button', { name: /Add an e-mail/ }));
    const button = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
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
});

describe('a row edit', () => {
  it('keeps what was typed when the name is taken (1340888) and through an expired session, then saves it', async () => {
    // The whole app: the session's end leads to the login page, which brings the operator back.
    const { router, user } = await openAppAs('admin', '/store/list');
    await screen.findByText('Total 12', {}, PAGE_LOAD);
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).getByText('Edit Store')).toBeInTheDocument();
    const name = (within(dialog).getByLabelText('Store name') as HTMLInputElement).value;
    const id = stores().findOne((store) => store.name === name)!.id;
    const taken = stores().findOne((store) => store.id !== id)!.name;
    enter(dialog, 'Store name', taken);
    enter(dialog, 'Phone', '021-6000 0000');
    save(dialog);
    expect(await screen.findByText('Store name duplicate', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Store name')).toHaveValue(taken);
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('021-6000 0000');

    enter(dialog, 'Store name', 'Typed before expiry');
    await expireSessions();
    save(dialog);
    await signInAgain(router, user, '/store/list');
    await screen.findByText('Unsaved changes were kept', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const restored = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(restored).getByText('Edit Store')).toBeInTheDocument();
    expect(within(restored).getByLabelText('Store name')).toHaveValue('Typed before expiry');
    expect(within(restored).getByLabelText('Phone')).toHaveValue('021-6000 0000');

    save(restored);
    await waitFor(() => expect(restored).not.toBeInTheDocument(), PAGE_LOAD);
    expect(stores().get(id)).toMatchObject({ name: 'Typed before expiry', phone: '021-6000 0000' });
  });
});
