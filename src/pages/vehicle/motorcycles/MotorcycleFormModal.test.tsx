/** The motorcycle modal as an operator uses it: the messages of 02-operations §5 in both languages, and saves. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { mediaBytes } from 'mock/testing';
import { motorcycles } from 'mock/db/vehicles';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { shows } from 'test/queries';
import MotorcycleListPage from './MotorcycleListPage';

installMockBackend();

/** 30 seeded, every eleventh deleted. */
const LISTED = 28;

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Save|保\s?存)$/ }));

describe('the motorcycle tab', () => {
  it('offers no Add or Edit to an operator who may only search', async () => {
    await renderPage(<MotorcycleListPage />, { path: '/vehicle/motorcycle', account: 'viewer' });
    await shows(() => screen.queryByText(`Total ${LISTED}`));
    expect(screen.queryByRole('button', { name: /Add Motorcycle/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lists the motorcycles not deleted with their tag under the vehicle tabs; the form says what each field needs in both languages and that a name is taken (1340878), then saves once for two fast clicks and lists the motorcycle online', async () => {
    const { store, user } = await renderPage(<MotorcycleListPage />, {
      path: '/vehicle/motorcycle',
      account: 'admin',
    });
    await shows(() => screen.queryByText(`Total ${LISTED}`));
    const tabs = screen.getByRole('navigation', { name: /pages/i });
    expect(within(tabs).getByRole('link', { name: 'Reservation Motorcycles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'User Complaints' })).toBeInTheDocument();
    expect(screen.getAllByText('Online').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: /Add Motorcycle/ }));
    const dialog = await shows(() => screen.queryByRole('dialog'));
    expect(within(dialog).getByText('Recommended size 360*224')).toBeInTheDocument();
    save(dialog);
    for (const text of [
      'Please input the name',
      'Please input the Chinese name',
      'Please input the weight',
      'Please upload the image',
    ])
      await shows(() => within(dialog).queryByText(text));

    // Names too long are refused and kept, in either language (the limits: src-models/vehicles).
    const longNames = [
      [
        'en-US',
        'Name',
        'Chinese Name',
        'Name can not exceed 15 characters',
        'Chinese Name can not exceed 8 characters',
      ],
      ['zh-CN', '名称', '中文名称', '名称不能超过 15 个字符', '中文名称不能超过 8 个字符'],
    ] as const;
    for (const [locale, name, zhName, nameMax, zhMax] of longNames) {
      // Switched as the shell's language switch does.
      act(() => void store.dispatch(localeChosen(locale)));
      fireEvent.change(within(dialog).getByLabelText(name), { target: { value: 'Sixteen chars 16' } });
      fireEvent.change(within(dialog).getByLabelText(zhName), { target: { value: '九个字的中文名称啊' } });
      save(dialog);
      await shows(() => within(dialog).queryByText(nameMax));
      await shows(() => within(dialog).queryByText(zhMax));
      expect(within(dialog).getByLabelText(name)).toHaveValue('Sixteen chars 16');
    }
    act(() => void store.dispatch(localeChosen('en-US')));

    // A name another motorcycle has: the modal stays open with what was typed.
    const existing = motorcycles().findOne((entry) => !entry.deleted)!;
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: existing.name } });
    fireEvent.change(within(dialog).getByLabelText('Chinese Name'), { target: { value: '雷霆800' } });
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '12' } });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([mediaBytes('png', 1000)], 'thunder.png', { type: 'image/png' }));
    await shows(() => within(dialog).queryByText('thunder.png'));
    save(dialog);
    await shows(() => screen.queryByText('Motorcycle name duplicate'));
    expect(within(dialog).getByLabelText('Name')).toHaveValue(existing.name);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Thunder 800' } });
    const button = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    await shows(() => screen.queryByText('Created successfully'));
    const created = motorcycles().find((entry) => entry.name === 'Thunder 800');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ zh_name: '雷霆800', weight: 12, disabled: false, deleted: false });
    await shows(() => screen.queryByText(`Total ${LISTED + 1}`));
  });
});

describe('an edit when the session expires', () => {
  it('keeps what was typed and offers it back after the next login', async () => {
    const { router, user } = await openAppAs('admin', '/vehicle/motorcycle');
    await shows(() => screen.queryByText(`Total ${LISTED}`));
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const dialog = await shows(() => screen.queryByRole('dialog'));
    // Pasted: typing it key by key is not the point.
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.paste('Typed in time');
    await expireSessions();
    save(dialog);
    await signInAgain(router, user, '/vehicle/motorcycle');
    await shows(() => screen.queryByText('Unsaved changes were kept'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const restored = await shows(() => screen.queryByRole('dialog'));
    expect(within(restored).getByText('Edit Motorcycle')).toBeInTheDocument();
    expect(within(restored).getByLabelText('Name')).toHaveValue('Typed in time');
  });
});
