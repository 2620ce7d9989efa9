import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { newBlock } from 'config/pageBuilder/blocks';
import { selectFloorLayout } from 'src-models/floors';
import { pageBuilderActions } from 'src-models/pageBuilder';
import { localeChosen } from 'src-models/preferences';
import { buttonByText, dialogShown, noDialog, shows } from 'test/queries';
import { renderPage } from 'test/renderPage';
import { products } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { PageBuilder } from './PageBuilder';

installMockBackend();
jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

async function openBuilder(locale: 'en-US' | 'zh-CN' = 'en-US', account?: 'admin') {
  const view = await renderPage(<PageBuilder source={selectFloorLayout} fileName="floor-1" />, {
    path: '/builder',
    locale,
    account,
  });
  act(() => {
    view.store.dispatch(pageBuilderActions.builderOpened({ pageKey: 'floor:1', elements: [] }));
  });
  const blocks = () =>
    within(screen.getByRole('region', { name: /^(Page|页面)$/ }))
      .queryAllByRole('button', { pressed: undefined })
      .filter((button) => button.className.includes('page-builder-block-select'))
      .map((button) => button.getAttribute('aria-label'));
  const types = () => selectFloorLayout(view.store.getState()).elements.map((element) => element.type);
  return { ...view, blocks, types };
}

describe('the page builder', () => {
  it('adds blocks from the library (found by name) after the selected one, edits the selected one, and undoes and redoes by the keyboard, naming each step, in Chinese too', async () => {
    const { store, blocks, types } = await openBuilder();
    const search = screen.getByRole('searchbox', { name: 'Search components' });
    fireEvent.change(search, { target: { value: 'hot' } });
    expect(screen.getByRole('button', { name: 'Add Hot zone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Image' })).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add Image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Video' }));
    fireEvent.click(screen.getByRole('button', { name: '1. Image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Carousel' }));
    expect(blocks()).toEqual(['1. Image', '2. Carousel', '3. Video']);
    expect(screen.getByRole('heading', { name: 'Properties: Carousel' })).toBeInTheDocument();
    expect(screen.getByLabelText('interval')).toHaveValue('5000');

    fireEvent.change(screen.getByLabelText('interval'), { target: { value: '3000' } });
    expect(await shows(() => screen.queryByRole('button', { name: 'Undo: Changed interval' }))).toBeEnabled();
    fireEvent.keyDown(screen.getByRole('button', { name: '2. Carousel' }), { key: 'z', ctrlKey: true });
    expect(screen.getByLabelText('interval')).toHaveValue('5000');
    expect(screen.getByRole('button', { name: 'Undo: Added Carousel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Redo: Changed interval' })).toBeEnabled();
    fireEvent.keyDown(screen.getByRole('button', { name: '2. Carousel' }), { key: 'z', ctrlKey: true });
    expect(types()).toEqual(['CImage', 'CVideo']);
    fireEvent.keyDown(screen.getByRole('toolbar'), { key: 'y', ctrlKey: true });
    expect(types()).toEqual(['CImage', 'CCarouselImage', 'CVideo']);

    // The operator switches to Chinese on the same page: the library, the panel and the history speak it.
    act(() => void store.dispatch(localeChosen('zh-CN')));
    fireEvent.click(await shows(() => screen.queryByRole('button', { name: '添加轮播图' })));
    expect(types()).toEqual(['CImage', 'CCarouselImage', 'CCarouselImage', 'CVideo']);
    expect(screen.getByRole('heading', { name: '属性: 轮播图' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤销：添加轮播图' })).toBeEnabled();
  });

  it('says so when Copy is asked by the keyboard with nothing selected, and moves, duplicates and deletes the selected block by the keyboard', async () => {
    const { types } = await openBuilder();
    fireEvent.keyDown(screen.getByRole('toolbar'), { key: 'c', ctrlKey: true });
    expect(await shows(() => screen.queryByText('No element selected'))).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add Image' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Elements' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Space' }));
    const space = screen.getByRole('button', { name: '2. Space' });
    fireEvent.keyDown(space, { key: 'ArrowUp', altKey: true });
    expect(types()).toEqual(['CSpace', 'CImage']);
    fireEvent.keyDown(screen.getByRole('button', { name: '1. Space' }), { key: 'd', ctrlKey: true });
    expect(types()).toEqual(['CSpace', 'CSpace', 'CImage']);
    fireEvent.keyDown(screen.getByRole('button', { name: '2. Space' }), { key: 'Delete' });
    expect(types()).toEqual(['CSpace', 'CImage']);
  });

  it("holds JSON export and import and copy of the selected block in the property panel's global config, not in the toolbar", async () => {
    const { types, store } = await openBuilder();
    // The system clipboard, as the browser keeps it.
    let clipboard = '';
    jest.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => void (clipboard = text));
    jest.spyOn(navigator.clipboard, 'readText').mockImplementation(async () => clipboard);
    const toolbar = screen.getByRole('toolbar', { name: 'Page builder tools' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', '', 'Keyboard shortcuts']);
    const properties = screen.getByRole('region', { name: /^Properties/ });
    const config = screen.getByRole('region', { name: 'Global config' });
    expect(config.parentElement).toBe(properties.parentElement);
    expect(config.parentElement).toHaveClass('page-builder-panel');
    // A button's name starts with its icon's ('download Export JSON').
    const button = (name: string) => within(config).getByRole('button', { name: new RegExp(`${name}$`) });
    // Nothing selected: the section is there, its copy waits for a block.
    expect(button('Copy block')).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Add Carousel' }));
    expect(screen.getByRole('heading', { name: 'Properties: Carousel' })).toBeInTheDocument();
    fireEvent.click(button('Copy block'));
    expect(await shows(() => screen.queryByText('Copy Success!'))).toBeInTheDocument();
    const copied = JSON.parse(clipboard) as { type: string }[];
    expect(copied.map((element) => element.type)).toEqual(['CCarouselImage']);
    fireEvent.click(button('Paste'));
    await waitFor(() => expect(types()).toEqual(['CCarouselImage', 'CCarouselImage']));

    fireEvent.click(button('Export JSON'));
    expect(saveAs).toHaveBeenCalledTimes(1);
    const [file, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toBe('floor-1.json');
    expect(JSON.parse(await file.text())).toEqual(selectFloorLayout(store.getState()).elements);

    const input = screen.getByLabelText<HTMLInputElement>('JSON file of blocks');
    const picked = jest.fn();
    input.addEventListener('click', picked);
    fireEvent.click(button('Import JSON'));
    expect(picked).toHaveBeenCalledTimes(1);
  });

  it('groups the library under headings in each tab, and a search leaves out the groups nothing matches in', async () => {
    const { store } = await openBuilder();
    const library = screen.getByRole('region', { name: 'Component library' });
    const headings = () =>
      within(library)
        .queryAllByRole('heading', { level: 6 })
        .map((heading) => heading.textContent);
    const group = (name: string) =>
      within(within(library).getByRole('list', { name }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(headings()).toEqual(['Images and video', 'Products', 'Full screen']);
    expect(group('Products')).toEqual(['Product list']);
    expect(group('Full screen')).toEqual([
      'Full-screen image',
      'Full-screen video',
      'Full-screen hot zone',
      'Full-screen carousel',
    ]);

    const search = screen.getByRole('searchbox', { name: 'Search components' });
    fireEvent.change(search, { target: { value: 'image' } });
    expect(headings()).toEqual(['Images and video', 'Full screen']);
    expect(group('Images and video')).toEqual(['Image', 'Scrolling images', 'Image portfolio']);
    expect(group('Full screen')).toEqual(['Full-screen image']);
    fireEvent.change(search, { target: { value: 'product' } });
    expect(headings()).toEqual(['Products']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(headings()).toEqual([]);
    expect(within(library).getByText('No component matches')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Elements' }));
    const elements = within(library).getByRole('tabpanel', { name: 'Elements' });
    expect(
      within(elements)
        .getAllByRole('heading', { level: 6 })
        .map((heading) => heading.textContent),
    ).toEqual(['Page structure']);
    expect(group('Page structure')).toEqual(['Mini-program header', 'Space']);

    act(() => void store.dispatch(localeChosen('zh-CN')));
    expect(
      await shows(() => within(library).queryByRole('heading', { name: '页面结构' })),
    ).toBeInTheDocument();
  });

  it('lists what is wrong with an imported file per block and field and imports nothing; a sound one shows the page it leads to, then appends the blocks with new ids', async () => {
    const { user, types, store } = await openBuilder();
    const carousel = newBlock('CCarouselImage', 'c');
    (carousel.data.carousel as { settings: { duration: number } }).settings.duration = -1;
    const wrong = new File([JSON.stringify([newBlock('CImage', 'i'), carousel])], 'page.json');
    await user.upload(screen.getByLabelText('JSON file of blocks'), wrong);
    let dialog = await dialogShown();
    expect(dialog).toHaveTextContent('Nothing was imported: 1 problem to fix in the file.');
    expect(dialog).toHaveTextContent(
      'Block 2: data.carousel.settings.duration should be a whole number of at least 0',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(types()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();

    fireEvent.click(screen.getByRole('tab', { name: 'Elements' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Space' }));
    const file = new File(
      [JSON.stringify([newBlock('CImage', 'same'), newBlock('CVideo', 'v')])],
      'page.json',
    );
    await user.upload(screen.getByLabelText('JSON file of blocks'), file);
    dialog = await dialogShown();
    expect(dialog).toHaveTextContent('2 blocks ready to import: Image, Video');
    expect(dialog).toHaveTextContent('The page will then hold 3 blocks.');
    fireEvent.click(within(dialog).getByRole('radio', { name: "Replace the page's blocks" }));
    expect(dialog).toHaveTextContent('The page will then hold 2 blocks.');
    fireEvent.click(within(dialog).getByRole('radio', { name: "Append after the page's blocks" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(types()).toEqual(['CSpace', 'CImage', 'CVideo']));
    expect(selectFloorLayout(store.getState()).elements.map((element) => element.id)).not.toContain('same');
    expect(screen.getByRole('button', { name: 'Undo: Imported 2 blocks' })).toBeEnabled();
  });

  it('draws hot zones: added, nudged by the arrow keys, lined up, each one history step', async () => {
    const { store } = await openBuilder();
    const zone = newBlock('CHotZone', 'z');
    // It has a zone already; the operator adds another.
    Object.assign(zone.data.hot_zone as object, {
      image: 'https://img.example/zone.png',
      items: [{ coordinate: { x: 10, y: 10, width: 30, height: 20 }, action: null }],
    });
    act(() => {
      store.dispatch(pageBuilderActions.builderOpened({ pageKey: 'floor:1', elements: [zone] }));
      store.dispatch(pageBuilderActions.blockSelected({ id: 'z' }));
    });
    const zones = () =>
      (
        selectFloorLayout(store.getState()).elements[0].data.hot_zone as { items: { coordinate: object }[] }
      ).items.map((item) => item.coordinate);
    fireEvent.click(buttonByText('Add a zone'));
    expect(zones()).toEqual([
      { x: 10, y: 10, width: 30, height: 20 },
      { x: 10, y: 10, width: 30, height: 20 },
    ]);
    fireEvent.focus(screen.getByRole('button', { name: 'Zone 2' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Zone 2' }), { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Zone 2' }), { key: 'ArrowDown' });
    expect(zones()[1]).toEqual({ x: 15, y: 11, width: 30, height: 20 });
    fireEvent.focus(screen.getByRole('button', { name: 'Zone 1' }));
    fireEvent.click(buttonByText('Align top with zone 1'));
    expect(zones()[1]).toEqual({ x: 15, y: 10, width: 30, height: 20 });
    expect(screen.getByRole('button', { name: 'Undo: Changed Hot zone' })).toBeEnabled();
    fireEvent.keyDown(screen.getByRole('toolbar'), { key: 'z', ctrlKey: true });
    expect(zones()[1]).toEqual({ x: 15, y: 11, width: 30, height: 20 });
  });

  it('draws a full-screen block with the long or the wide design, one phone high', async () => {
    const { store, container } = await openBuilder();
    const image = newBlock('CFullScreenImage', 'f');
    Object.assign(image.data.image as object, {
      long_url: 'https://img.example/long.png',
      wide_url: 'https://img.example/wide.png',
    });
    act(() => {
      store.dispatch(pageBuilderActions.builderOpened({ pageKey: 'floor:2', elements: [image] }));
    });
    const drawn = () => container.querySelector<HTMLImageElement>('.page-builder-phone img');
    expect(drawn()).toHaveAttribute('src', 'https://img.example/long.png');
    expect(drawn()).toHaveStyle({ height: '812px' });
    fireEvent.click(screen.getByText('Wide screen (750×1334)'));
    expect(drawn()).toHaveAttribute('src', 'https://img.example/wide.png');
    expect(drawn()).toHaveStyle({ height: '667px' });
  });

  it('picks the products of a product list from the shop, its custom price typed in RMB and kept in cents', async () => {
    const { user, store } = await openBuilder('en-US', 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product list' }));
    fireEvent.click(buttonByText(/Add an item/));
    const product = products().all()[0];
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    await user.click(await shows(() => screen.queryByText(product.name)));
    await user.click(screen.getByRole('combobox', { name: 'Price' }));
    await user.click(await screen.findByTitle('Custom'));
    fireEvent.change(screen.getByLabelText('Custom price (RMB)'), { target: { value: '12.5' } });
    const item = () =>
      (selectFloorLayout(store.getState()).elements[0].data.products as { items: Record<string, unknown>[] })
        .items[0];
    await waitFor(() =>
      expect(item()).toMatchObject({ id: product.id, priceType: 'custom', customPrice: 1250 }),
    );
    const card = within(screen.getByRole('region', { name: 'Page' })).getByText(product.name);
    expect(card.parentElement).toHaveTextContent('¥12.50');
  });

  it('gives a carousel slide an image or a video and hot zones of its own', async () => {
    const { store } = await openBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Add Carousel' }));
    fireEvent.click(buttonByText(/Add an item/));
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    // An image slide: its video's fields wait until the slide is a video (the data keeps them).
    expect(screen.queryByText('Poster')).not.toBeInTheDocument();
    const addButtons = screen.getAllByRole('button', { name: /Add an item/ });
    fireEvent.click(addButtons[0]);
    const slide = () =>
      (selectFloorLayout(store.getState()).elements[0].data.carousel as { items: Record<string, unknown>[] })
        .items[0];
    await waitFor(() =>
      expect(slide()).toMatchObject({
        type: 'image',
        video: { poster: '', src: '' },
        hot_action: [{ coordinate: { x: 10, y: 10, width: 30, height: 20 }, action: null }],
      }),
    );
  });
});
