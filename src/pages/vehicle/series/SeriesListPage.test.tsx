/**
 * The brand series tab as an operator uses it: the series and series model forms' messages in both languages,
 * a series' models in a drawer whose list leaves the page's URL alone, and the soft delete.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { series, seriesModels } from 'mock/db/carOptions';
import { mediaBytes } from 'mock/testing';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import SeriesListPage from './SeriesListPage';

installMockBackend();

const open = (locale: LocaleCode = 'en-US') =>
  renderPage(<SeriesListPage />, { path: '/vehicle/series', account: 'admin', locale });

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Save|保\s?存)$/ }));

/** The modal titled `title` (antd gives every modal of a test the same accessible name). */
const modalTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, PAGE_LOAD)).closest(
    '.ant-modal',
  ) as HTMLElement;

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** Opens the drawer of the series `name`. */
async function openModels(name: string) {
  await screen.findByText('Total 5', {}, PAGE_LOAD);
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: 'Models' }));
  const drawer = (await screen.findByText(`Models of ${name}`, {}, PAGE_LOAD)).closest(
    '.ant-drawer',
  ) as HTMLElement;
  await within(drawer).findByTestId('list-total', {}, PAGE_LOAD);
  return drawer;
}

describe('the brand series tab', () => {
  it('lists the series, the hidden one last and marked Deleted, with its models but no Edit or Delete', async () => {
    await open();
    await screen.findByText('Total 5', {}, PAGE_LOAD);
    const scooter = rowOf('Scooter');
    expect(within(scooter).getByText('Deleted')).toBeInTheDocument();
    expect(within(scooter).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(scooter).getByRole('button', { name: 'Models' })).toBeInTheDocument();
    expect(within(rowOf('Adventure')).getByText('Shown')).toBeInTheDocument();
  });

  it.each([
    ['en-US', /Add Series/, 'Please input the name'],
    ['zh-CN', /新增车系/, '请输入名称'],
  ] as const)('says the series name is required (%s)', async (locale, button, message) => {
    await open(locale);
    await screen.findByTestId('list-total', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    save(dialog);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('edits a series’ weight and test drive', async () => {
    await open();
    await screen.findByText('Total 5', {}, PAGE_LOAD);
    fireEvent.click(within(rowOf('Classic')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).getByText('Edit Series')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '99' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(series().findOne((record) => record.name === 'Classic')).toMatchObject({
      weight: 99,
      allow_test_drive: true,
    });
  });

  it('soft deletes a series after a confirmation', async () => {
    await open();
    await screen.findByText('Total 5', {}, PAGE_LOAD);
    fireEvent.click(within(rowOf('Sport')).getByRole('button', { name: 'Delete' }));
    const title = await screen.findByText('Delete the series Sport?', {
      selector: '.ant-modal-confirm-title',
    });
    fireEvent.click(
      within(title.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('Deleted successfully', {}, PAGE_LOAD);
    await waitFor(() => expect(within(rowOf('Sport')).getByText('Deleted')).toBeInTheDocument(), PAGE_LOAD);
    expect(series().findOne((record) => record.name === 'Sport')?.deleted_flag).toBe(1);
  });
});

describe('a series’ models in the drawer', () => {
  it('lists that series’ models only, and its sort stays out of the page URL', async () => {
    const { router } = await open();
    const drawer = await openModels('Adventure');
    const adventure = series().findOne((record) => record.name === 'Adventure')!;
    const names = seriesModels()
      .find((model) => model.series_id === adventure.id)
      .map((model) => model.name);
    expect(within(drawer).getByText(`Total ${names.length}`)).toBeInTheDocument();
    for (const name of names) expect(within(drawer).getByText(name)).toBeInTheDocument();
    const secondRow = () => within(drawer).getAllByRole('row')[2];
    // Heaviest first: ADV 1200 Rally (20), ADV 750 (10), ADV 350 (0); by name, ADV 350 comes second.
    expect(secondRow()).toHaveTextContent('ADV 750');
    fireEvent.click(within(drawer).getByRole('columnheader', { name: /Model name/ }));
    await waitFor(() => expect(secondRow()).toHaveTextContent('ADV 350'), PAGE_LOAD);
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['en-US', 'Please upload the icon', 'Please input the name'],
    ['zh-CN', '请上传图标', '请输入名称'],
  ] as const)('says a model needs a name and an icon (%s)', async (locale, icon, name) => {
    await open(locale);
    await screen.findByTestId('list-total', {}, PAGE_LOAD);
    const label = locale === 'en-US' ? 'Models' : '车型';
    fireEvent.click(within(rowOf('Street')).getByRole('button', { name: label }));
    const addLabel = locale === 'en-US' ? /Add Model/ : /新增车型/;
    fireEvent.click(await screen.findByRole('button', { name: addLabel }, PAGE_LOAD));
    const dialog = await modalTitled(locale === 'en-US' ? 'Add Model' : '新增车型');
    save(dialog);
    expect(await within(dialog).findByText(icon)).toBeInTheDocument();
    expect(within(dialog).getByText(name)).toBeInTheDocument();
  });

  it('adds a model with its icon to the series, and lists it in the drawer', async () => {
    const { user } = await open();
    const drawer = await openModels('Street');
    fireEvent.click(within(drawer).getByRole('button', { name: /Add Model/ }));
    const dialog = await modalTitled('Add Model');
    fireEvent.change(within(dialog).getByLabelText('Model name'), { target: { value: 'Street 1200' } });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([mediaBytes('png', 1000)], 'icon.png', { type: 'image/png' }));
    await within(dialog).findByText('icon.png', {}, PAGE_LOAD);
    save(dialog);
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Add Model' })).not.toBeInTheDocument(),
      PAGE_LOAD,
    );
    expect(await within(drawer).findByText('Street 1200', {}, PAGE_LOAD)).toBeInTheDocument();
    const street = series().findOne((record) => record.name === 'Street')!;
    expect(seriesModels().findOne((model) => model.name === 'Street 1200')).toMatchObject({
      series_id: street.id,
    });
  });

  it('offers no new model for a deleted series', async () => {
    await open();
    const drawer = await openModels('Scooter');
    expect(within(drawer).queryByRole('button', { name: /Add Model/ })).not.toBeInTheDocument();
    expect(within(drawer).getAllByRole('button', { name: 'Edit' }).length).toBeGreaterThan(0);
  });
});
