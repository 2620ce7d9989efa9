/** The motorcycle modal as an operator uses it: the messages of 02-operations §5 in both languages, and saves. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { mediaBytes } from 'mock/testing';
import { motorcycles } from 'mock/db/vehicles';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import MotorcycleListPage from './MotorcycleListPage';

installMockBackend();

/** 30 seeded, every eleventh deleted. */
const LISTED = 28;

async function openCreate(locale: LocaleCode = 'en-US') {
  const view = await renderPage(<MotorcycleListPage />, {
    path: '/vehicle/motorcycle',
    account: 'admin',
    locale,
  });
  await screen.findByTestId('list-total', {}, PAGE_LOAD);
  fireEvent.click(screen.getByRole('button', { name: locale === 'en-US' ? /Add Motorcycle/ : /新增车型/ }));
  const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
  return { ...view, dialog };
}

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Save|保\s?存)$/ }));

async function fillValid(view: Awaited<ReturnType<typeof openCreate>>, name: string) {
  const { dialog, user } = view;
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(within(dialog).getByLabelText('Chinese Name'), { target: { value: '雷霆800' } });
  fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '12' } });
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  await user.upload(input, new File([mediaBytes('png', 1000)], 'thunder.png', { type: 'image/png' }));
  await within(dialog).findByText('thunder.png', {}, PAGE_LOAD);
}

describe('the motorcycle tab', () => {
  it('lists the motorcycles not deleted with their Online or Offline tag, under the vehicle tabs', async () => {
    await renderPage(<MotorcycleListPage />, { path: '/vehicle/motorcycle', account: 'admin' });
    await screen.findByText(`Total ${LISTED}`, {}, PAGE_LOAD);
    const tabs = screen.getByRole('navigation', { name: /pages/i });
    expect(within(tabs).getByRole('link', { name: 'Reservation Motorcycles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'User Complaints' })).toBeInTheDocument();
    expect(screen.getAllByText('Online').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);
  });

  it('offers no Add or Edit to an operator who may only search', async () => {
    await renderPage(<MotorcycleListPage />, { path: '/vehicle/motorcycle', account: 'viewer' });
    await screen.findByText(`Total ${LISTED}`, {}, PAGE_LOAD);
    expect(screen.queryByRole('button', { name: /Add Motorcycle/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('the motorcycle form', () => {
  it('says what each required field needs, with the image hint', async () => {
    const { dialog } = await openCreate();
    expect(within(dialog).getByText('Recommended size 360*224')).toBeInTheDocument();
    save(dialog);
    for (const text of [
      'Please input the name',
      'Please input the Chinese name',
      'Please input the weight',
      'Please upload the image',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it.each([
    [
      'en-US',
      'Name',
      'Chinese Name',
      'Name can not exceed 15 characters',
      'Chinese Name can not exceed 8 characters',
    ],
    ['zh-CN', '名称', '中文名称', '名称不能超过 15 个字符', '中文名称不能超过 8 个字符'],
  ] as const)(
    'refuses names that are too long, keeping them (%s)',
    async (locale, name, zhName, nameMax, zhMax) => {
      const { dialog } = await openCreate(locale);
      fireEvent.change(within(dialog).getByLabelText(name), { target: { value: 'Sixteen chars 16' } });
      fireEvent.change(within(dialog).getByLabelText(zhName), { target: { value: '九个字的中文名称啊' } });
      save(dialog);
      expect(await within(dialog).findByText(nameMax)).toBeInTheDocument();
      expect(await within(dialog).findByText(zhMax)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(name)).toHaveValue('Sixteen chars 16');
    },
  );

  it('saves once for two fast clicks, closes and lists the motorcycle online', async () => {
    const view = await openCreate();
    await fillValid(view, 'Thunder 800');
    const button = within(view.dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    await screen.findByText('Saved successfully');
    const created = motorcycles().find((entry) => entry.name === 'Thunder 800');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ zh_name: '雷霆800', weight: 12, disabled: false, deleted: false });
    await screen.findByText(`Total ${LISTED + 1}`, {}, PAGE_LOAD);
  });

  it('says a name is taken (1340878) and keeps the modal open with what was typed', async () => {
    const view = await openCreate();
    const existing = motorcycles().findOne((entry) => !entry.deleted)!;
    await fillValid(view, existing.name);
    save(view.dialog);
    expect(await screen.findByText('Motorcycle name duplicate', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(view.dialog).getByLabelText('Name')).toHaveValue(existing.name);
  });
});

describe('an edit when the session expires', () => {
  it('keeps what was typed and offers it back after the next login', async () => {
    const { router, user } = await openAppAs('admin', '/vehicle/motorcycle');
    await screen.findByText(`Total ${LISTED}`, {}, PAGE_LOAD);
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Typed in time');
    await expireSessions();
    save(dialog);
    await signInAgain(router, user, '/vehicle/motorcycle');
    await screen.findByText('Unsaved changes were kept', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const restored = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(restored).getByText('Edit Motorcycle')).toBeInTheDocument();
    expect(within(restored).getByLabelText('Name')).toHaveValue('Typed in time');
  });
});
