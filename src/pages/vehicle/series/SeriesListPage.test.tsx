/**
 * The brand series tab as an operator uses it: the series and series model forms' messages (in Chinese too: one
 * switch of the language, the rest compared in the message tables), a series' models in a drawer whose list
 * leaves the page's URL alone, and the soft delete.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { series, seriesModels } from 'mock/db/carOptions';
import { mediaBytes } from 'mock/testing';
import { localeChosen } from 'src-models/preferences';
import en from 'src-locales/en-US/carOption';
import zh from 'src-locales/zh-CN/carOption';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import { buttonByText, dialogShown, shows } from 'test/queries';
import SeriesListPage from './SeriesListPage';

installMockBackend();

const open = () => renderPage(<SeriesListPage />, { path: '/vehicle/series', account: 'admin' });

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Save|保\s?存)$/ }));

const cancel = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Cancel|取\s?消)$/ }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
};

/** The modal titled `title` (antd gives every modal of a test the same accessible name). */
const modalTitled = async (title: string) =>
  (await shows(() => screen.queryByText(title, { selector: '.ant-modal-title' }))).closest(
    '.ant-modal',
  ) as HTMLElement;

/** A message in both languages, from the tables the page reads. */
const inBoth = (id: keyof typeof en) => [en[id], zh[id]];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** Opens the drawer of the series `name`. */
async function openModels(name: string) {
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: 'Models' }));
  const drawer = (await shows(() => screen.queryByText(`Models of ${name}`))).closest(
    '.ant-drawer',
  ) as HTMLElement;
  await shows(() => within(drawer).queryByTestId('list-total'));
  return drawer;
}

async function closeDrawer(drawer: HTMLElement) {
  fireEvent.click(within(drawer).getByRole('button', { name: /^(Close|关闭)$/ }));
  await waitFor(() => expect(drawer).not.toBeInTheDocument(), PAGE_LOAD);
}

describe('the brand series tab', () => {
  it('lists the series (the hidden one last, marked Deleted, with its models but no Edit or Delete), says a series name is required, edits a series’ weight and test drive, and soft deletes a series after a confirmation', async () => {
    await open();
    await shows(() => screen.queryByText('Total 5'));
    const scooter = rowOf('Scooter');
    expect(within(scooter).getByText('Deleted')).toBeInTheDocument();
    expect(within(scooter).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(scooter).getByRole('button', { name: 'Models' })).toBeInTheDocument();
    expect(within(rowOf('Adventure')).getByText('Shown')).toBeInTheDocument();

    fireEvent.click(buttonByText(/Add Series/));
    let dialog = await dialogShown();
    save(dialog);
    await shows(() => within(dialog).queryByText('Please input the name'));
    await cancel(dialog);
    // The same in Chinese (the language switch itself: the drawer's case below).
    expect(inBoth('carOption.series.create')).toEqual(['Add Series', '新增车系']);
    expect(inBoth('carOption.rule.nameRequired')).toEqual(['Please input the name', '请输入名称']);

    fireEvent.click(within(rowOf('Classic')).getByRole('button', { name: 'Edit' }));
    dialog = await dialogShown();
    expect(within(dialog).getByText('Edit Series')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '99' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(series().findOne((record) => record.name === 'Classic')).toMatchObject({
      weight: 99,
      allow_test_drive: true,
    });

    fireEvent.click(within(rowOf('Sport')).getByRole('button', { name: 'Delete' }));
    const title = await shows(() =>
      screen.queryByText('Delete the series Sport?', { selector: '.ant-modal-confirm-title' }),
    );
    fireEvent.click(
      within(title.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await shows(() => screen.queryByText('Deleted successfully'));
    await waitFor(() => expect(within(rowOf('Sport')).getByText('Deleted')).toBeInTheDocument(), PAGE_LOAD);
    expect(series().findOne((record) => record.name === 'Sport')?.deleted_flag).toBe(1);
  });
});

describe('a series’ models in the drawer', () => {
  it('lists that series’ models only with its sort out of the page URL, offers no new model for a deleted series, says a model needs a name and an icon, adds a model with its icon and lists it, and speaks Chinese after a switch of the language', async () => {
    const { router, store, user } = await open();
    await shows(() => screen.queryByText('Total 5'));
    let drawer = await openModels('Adventure');
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
    await closeDrawer(drawer);

    drawer = await openModels('Scooter');
    expect(within(drawer).queryByRole('button', { name: /Add Model/ })).not.toBeInTheDocument();
    expect(within(drawer).getAllByRole('button', { name: 'Edit' }).length).toBeGreaterThan(0);
    await closeDrawer(drawer);

    drawer = await openModels('Street');
    fireEvent.click(within(drawer).getByRole('button', { name: /Add Model/ }));
    const dialog = await modalTitled('Add Model');
    save(dialog);
    await shows(() => within(dialog).queryByText('Please upload the icon'));
    expect(within(dialog).getByText('Please input the name')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Model name'), { target: { value: 'Street 1200' } });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([mediaBytes('png', 1000)], 'icon.png', { type: 'image/png' }));
    await shows(() => within(dialog).queryByText('icon.png'));
    save(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await shows(() => within(drawer).queryByText('Street 1200'));
    const street = series().findOne((record) => record.name === 'Street')!;
    expect(seriesModels().findOne((model) => model.name === 'Street 1200')).toMatchObject({
      series_id: street.id,
    });

    // Switched as the shell's language switch does, the drawer open: the list and the drawer speak Chinese, and
    // so does the form (its messages compared in the tables).
    act(() => void store.dispatch(localeChosen('zh-CN')));
    await shows(() => within(rowOf('Street')).queryByRole('button', { name: '车型' }));
    expect(within(drawer).getByText(/新增车型/, { selector: 'button span' })).toBeInTheDocument();
    expect(inBoth('carOption.seriesModel.createTitle')).toEqual(['Add Model', '新增车型']);
    expect(inBoth('carOption.rule.iconRequired')).toEqual(['Please upload the icon', '请上传图标']);
    expect(inBoth('carOption.rule.nameRequired')).toEqual(['Please input the name', '请输入名称']);
  });
});
