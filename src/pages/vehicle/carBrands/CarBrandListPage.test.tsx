/**
 * The car brand tab as an operator uses it: the brand and model forms' messages (the brand's in Chinese too,
 * after a switch of the language), the name fixed once created, the duplicate codes, a brand's models in a
 * drawer, deletes, and a model draft kept over a session's end.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { carBrands, carModels } from 'mock/db/carOptions';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { buttonByText, shows } from 'test/queries';
import CarBrandListPage from './CarBrandListPage';

installMockBackend();

const open = (account: 'admin' | 'viewer' = 'admin') =>
  renderPage(<CarBrandListPage />, { path: '/vehicle/car-brand', account });

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Save|保\s?存)$/ }));

/** The modal titled `title` (antd gives every modal of a test the same accessible name). */
const modalTitled = async (title: string) =>
  (await shows(() => screen.queryByText(title, { selector: '.ant-modal-title' }))).closest(
    '.ant-modal',
  ) as HTMLElement;

/** The row showing `text` (a brand or model whose Chinese name is its name shows it twice). */
const rowOf = (text: string, container: HTMLElement = document.body) =>
  within(container).getAllByText(text)[0].closest('tr') as HTMLElement;

/** Answers a confirmation titled `title` with `button`. */
async function confirm(title: string, button: string) {
  const question = await shows(() => screen.queryByText(title, { selector: '.ant-modal-confirm-title' }));
  fireEvent.click(
    within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: button }),
  );
}

async function openModels(brand: string) {
  await shows(() => screen.queryByText('Total 10'));
  fireEvent.click(within(rowOf(brand)).getByRole('button', { name: 'Models' }));
  const drawer = (await shows(() => screen.queryByText(`Models of ${brand}`))).closest(
    '.ant-drawer',
  ) as HTMLElement;
  await shows(() => within(drawer).queryByTestId('list-total'));
  return drawer;
}

describe('the car brand tab', () => {
  it('says what a new brand needs and that a name another brand has is taken (1340819), adds a brand, edits a brand’s Chinese name but not its name, refuses to delete a brand that has models, and says what a brand needs in Chinese too', async () => {
    const { store } = await open();
    await shows(() => screen.queryByText('Total 10'));
    fireEvent.click(buttonByText(/Add Brand/));
    let dialog = await modalTitled('Add Brand');
    save(dialog);
    for (const message of ['Please input the brand name', 'Please input the Chinese name'])
      await shows(() => within(dialog).queryByText(message));
    fireEvent.change(within(dialog).getByLabelText('Brand name'), { target: { value: 'YAMAHA' } });
    fireEvent.change(within(dialog).getByLabelText('Chinese name'), { target: { value: '雅马哈' } });
    save(dialog);
    await shows(() => screen.queryByText('Car brand duplicate'));
    expect(within(dialog).getByLabelText('Brand name')).toHaveValue('YAMAHA');
    fireEvent.change(within(dialog).getByLabelText('Brand name'), { target: { value: 'Zontes' } });
    fireEvent.change(within(dialog).getByLabelText('Chinese name'), { target: { value: '升仕' } });
    save(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await shows(() => screen.queryByText('Total 11'));

    fireEvent.click(within(rowOf('Kawasaki')).getByRole('button', { name: 'Edit' }));
    dialog = await modalTitled('Edit Brand');
    expect(within(dialog).getByLabelText('Brand name')).toBeDisabled();
    expect(within(dialog).getByText('The name can not be changed once created')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Chinese name'), { target: { value: '川崎重工' } });
    save(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    expect(carBrands().findOne((brand) => brand.name === 'Kawasaki')?.zh_name).toBe('川崎重工');

    fireEvent.click(within(rowOf('Triumph')).getByRole('button', { name: 'Delete' }));
    await confirm('Delete the brand Triumph?', 'Delete');
    await shows(() => screen.queryByText('This brand still has models: delete them first'));
    expect(carBrands().findOne((brand) => brand.name === 'Triumph')).toBeDefined();

    // Switched as the shell's language switch does: the form says it in Chinese.
    act(() => void store.dispatch(localeChosen('zh-CN')));
    fireEvent.click(await shows(() => screen.queryByText(/新增品牌/, { selector: 'button span' })));
    dialog = await modalTitled('新增品牌');
    save(dialog);
    for (const message of ['请输入品牌名称', '请输入中文名称'])
      await shows(() => within(dialog).queryByText(message));
    fireEvent.click(within(dialog).getByRole('button', { name: /^取\s?消$/ }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
  });

  it('offers an operator who may only search the models, but no add, edit or delete', async () => {
    await open('viewer');
    await shows(() => screen.queryByText('Total 10'));
    expect(screen.queryByRole('button', { name: /Add Brand/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const drawer = await openModels('KTM');
    expect(within(drawer).getByText('Total 3')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /Add Model/ })).not.toBeInTheDocument();
  });
});

describe('a brand’s models in the drawer', () => {
  it('lists that brand’s models, says what a model needs and that a name the brand has is taken (1340818), adds one, and deletes one after a confirmation', async () => {
    await open();
    const drawer = await openModels('KTM');
    expect(within(drawer).getByText('Total 3')).toBeInTheDocument();
    expect(within(drawer).getAllByText('390 Duke').length).toBeGreaterThan(0);
    expect(within(drawer).queryByText('CB400')).not.toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: /Add Model/ }));
    const dialog = await modalTitled('Add Model');
    save(dialog);
    await shows(() => within(dialog).queryByText('Please input the model name'));
    fireEvent.change(within(dialog).getByLabelText('Model name'), { target: { value: '390 duke' } });
    fireEvent.change(within(dialog).getByLabelText('Chinese name'), { target: { value: 'x' } });
    save(dialog);
    await shows(() => screen.queryByText('Car model duplicate'));
    fireEvent.change(within(dialog).getByLabelText('Model name'), { target: { value: '790 Duke' } });
    fireEvent.change(within(dialog).getByLabelText('Chinese name'), { target: { value: '790 Duke' } });
    save(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await shows(() => within(drawer).queryByText('Total 4'));
    const ktm = carBrands().findOne((brand) => brand.name === 'KTM')!;
    expect(carModels().findOne((model) => model.name === '790 Duke')?.brand).toBe(ktm.id);

    fireEvent.click(within(rowOf('890 Adventure', drawer)).getByRole('button', { name: 'Delete' }));
    await confirm('Delete the model 890 Adventure?', 'Delete');
    await shows(() => screen.queryByText('Deleted successfully'));
    await shows(() => within(drawer).queryByText('Total 3'));
    expect(within(drawer).queryByText('890 Adventure')).not.toBeInTheDocument();
  });
});

describe('a model edit when the session expires', () => {
  it('keeps what was typed and offers it back after the next login', async () => {
    const { router, user } = await openAppAs('admin', '/vehicle/car-brand');
    const drawer = await openModels('Ducati');
    fireEvent.click(within(rowOf('Monster', drawer)).getByRole('button', { name: 'Edit' }));
    const dialog = await modalTitled('Edit Model');
    // Pasted: typing it key by key is not the point.
    await user.clear(within(dialog).getByLabelText('Chinese name'));
    await user.paste('怪兽');
    await expireSessions();
    save(dialog);
    await signInAgain(router, user, '/vehicle/car-brand');
    await shows(() => screen.queryByText('Unsaved changes were kept'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const restored = await modalTitled('Edit Model');
    expect(within(restored).getByLabelText('Chinese name')).toHaveValue('怪兽');
    save(restored);
    await waitFor(() => expect(restored).not.toBeInTheDocument(), PAGE_LOAD);
    expect(carModels().findOne((model) => model.name === 'Monster')?.zh_name).toBe('怪兽');
  });
});
