/**
 * The store modal as an operator uses it (02-operations §5): every field wired to its rule (the messages in both
 * languages and the province's city rule: the store model's and handlers' tests), the saves, the row edit.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { mediaBytes } from 'mock/testing';
import { stores } from 'mock/db/stores';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { buttonByText, dialogShown, field, shows } from 'test/queries';

installMockBackend();

/** antd selects open on mouse down and list their options in a portal. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  fireEvent.click(await shows(() => screen.queryAllByTitle(option).at(-1) ?? null));
}

/** A button by its text: a query by role would compute the name of every field and button of the form. */
const buttonIn = (dialog: HTMLElement, text: string | RegExp) =>
  within(dialog).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

const save = (dialog: HTMLElement) => fireEvent.click(buttonIn(dialog, 'Save'));

/**
 * The control of the dialog a label names (its `for`, or an aria-label): getByLabelText reads the labels of every
 * element of the form, a tenth of a second a query.
 */

/** Typing is not what these cases check: each field gets its whole text at once. */
const enter = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(label, dialog), { target: { value } });

describe('the store modal', () => {
  it('says what each field needs, resets a city the new province lacks, keeps a bad e-mail, saves once for two fast clicks; a row edit keeps what was typed when the name is taken (1340888) and through an expired session', async () => {
    // The whole app: the session's end leads to the login page, which brings the operator back.
    const { router, user } = await openAppAs('admin', '/store/list');
    await shows(() => screen.queryByText('Total 12'));
    fireEvent.click(buttonByText(/Add Store/));
    const dialog = await dialogShown();
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
      expect(await shows(() => within(dialog).queryByText(text))).toBeInTheDocument();

    await choose(field('Province', dialog), 'Guangdong');
    await choose(field('City', dialog), 'Shenzhen');
    expect(within(dialog).getByTitle('Shenzhen')).toBeInTheDocument();
    await choose(field('Province', dialog), 'Zhejiang');
    await waitFor(() => expect(within(dialog).queryByTitle('Shenzhen')).not.toBeInTheDocument());
    enter(dialog, 'Dealer e-mail 1', 'sales@dealer');
    save(dialog);
    expect(await shows(() => within(dialog).queryByText('Invalid email'))).toBeInTheDocument();
    expect(await shows(() => within(dialog).queryByText('Please choose the city'))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByText('Please choose the province')).not.toBeInTheDocument(),
    );
    expect(field('Dealer e-mail 1', dialog)).toHaveValue('sales@dealer');

    // Fixed, with a blank row the save drops: saved once, the modal closes and the list shows the store.
    enter(dialog, 'Store name', 'Binjiang Riders Store');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([mediaBytes('png', 1000)], 'cover.png', { type: 'image/png' }));
    await shows(() => within(dialog).queryByText('cover.png'));
    await choose(field('City', dialog), 'Hangzhou');
    enter(dialog, 'Detailed address', '滨江区江南大道 588 号');
    enter(dialog, 'Latitude', '30.2084');
    enter(dialog, 'Longitude', '120.2107');
    enter(dialog, 'Phone', '0571-8888 1234');
    enter(dialog, 'Dealer e-mail 1', 'binjiang@dealers.moto.example');
    fireEvent.click(buttonIn(dialog, /Add an e-mail/));
    const button = buttonIn(dialog, 'Save');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await shows(() => screen.queryByText('Added successfully'));
    const created = stores().find((store) => store.name === 'Binjiang Riders Store');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      dealer_mails: ['binjiang@dealers.moto.example'],
      location: { latitude: 30.2084, longitude: 120.2107 },
    });
    await shows(() => screen.queryByText('Total 13'));

    // A row edit: a name another store has is refused (1340888) and what was typed stays.
    fireEvent.click(screen.getAllByText('Edit', { selector: 'button span' })[0]);
    const editing = await dialogShown();
    expect(within(editing).getByText('Edit Store')).toBeInTheDocument();
    const name = (field('Store name', editing) as HTMLInputElement).value;
    const id = stores().findOne((store) => store.name === name)!.id;
    const taken = stores().findOne((store) => store.id !== id)!.name;
    enter(editing, 'Store name', taken);
    enter(editing, 'Phone', '021-6000 0000');
    save(editing);
    expect(await shows(() => screen.queryByText('Store name duplicate'))).toBeInTheDocument();
    expect(field('Store name', editing)).toHaveValue(taken);
    expect(field('Phone', editing)).toHaveValue('021-6000 0000');

    // What was typed survives an expired session and is saved after the next login.
    await expireSessions();
    enter(editing, 'Store name', 'Typed before expiry');
    save(editing);
    await signInAgain(router, user, '/store/list');
    await shows(() => screen.queryByText('Unsaved changes were kept'));
    fireEvent.click(buttonByText('Restore'));
    const restored = await dialogShown();
    expect(within(restored).getByText('Edit Store')).toBeInTheDocument();
    expect(field('Store name', restored)).toHaveValue('Typed before expiry');
    expect(field('Phone', restored)).toHaveValue('021-6000 0000');

    save(restored);
    await waitFor(() => expect(restored).not.toBeInTheDocument(), PAGE_LOAD);
    expect(stores().get(id)).toMatchObject({ name: 'Typed before expiry', phone: '021-6000 0000' });
  });
});
