/** The floor editor as operators use it: rules, load and save, refusals, read-only, and an expired session. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { floors } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { localeChosen } from 'src-models/preferences';
import { renderApp } from 'test/renderApp';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { signIn, type DemoRole } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import { dialogShown, shows } from 'test/queries';
import FloorEditorPage from './FloorEditorPage';
import { newBlock } from 'config/pageBuilder/blocks';

const server = installMockBackend();

const kept = newBlock('CImage', 'keep');
(kept.data.image as { url: string }).url = 'https://x.example/a.png';
const LAYOUT = { elements: [kept] };
const homeFloor = () => floors().find((floor) => floor.type === 'home')[0];
const description = () => screen.getByLabelText('Description', { selector: '#description' });

async function openExisting(account: DemoRole = 'admin', layout: { elements: unknown[] } = LAYOUT) {
  const floor = homeFloor();
  floors().update(floor.id, { layout });
  const view = await renderPage(<FloorEditorPage />, {
    path: `/floor/tabs/home/${floor.id}`,
    route: '/floor/tabs/:type/:id',
    account,
  });
  await waitFor(
    () => expect(screen.getByLabelText('Title', { selector: '#title' })).toHaveValue(floor.title),
    PAGE_LOAD,
  );
  return { ...view, floor };
}

describe('the floor editor', () => {
  it('says what a new floor needs before it saves, in either language', async () => {
    const before = floors().all().length;
    const { store } = await renderPage(<FloorEditorPage />, {
      path: '/floor/tabs/home/create',
      route: '/floor/tabs/:type/create',
      account: 'admin',
    });
    fireEvent.click(await shows(() => screen.queryByRole('button', { name: 'Save' })));
    for (const message of [
      'Please input the title',
      'Please input the description',
      'Please choose the online and offline times',
    ])
      expect(await shows(() => screen.queryByText(message))).toBeInTheDocument();
    expect(floors().all()).toHaveLength(before);

    act(() => void store.dispatch(localeChosen('zh-CN')));
    fireEvent.click(await shows(() => screen.queryByRole('button', { name: '保存' })));
    for (const message of ['请输入标题', '请输入描述', '请选择上线和下线时间'])
      expect(await shows(() => screen.queryByText(message))).toBeInTheDocument();
    expect(floors().all()).toHaveLength(before);
  });

  it('loads a floor, keeps what was typed when the server refuses the save, and saves its settings, the layout as it was', async () => {
    server.use(
      refusedOnce(
        'post',
        '*/api/v1/floor-center/floor/update',
        400,
        'The offline time must be after the online time',
      ),
    );
    const { floor } = await openExisting();
    expect(screen.getByText(`Floor: ${floor.title}`)).toBeInTheDocument();
    expect(screen.getByText('Page /pages/index/index')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Setting' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Layout' })).toBeInTheDocument();
    fireEvent.change(description(), { target: { value: 'A new description' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('The offline time must be after the online time'));
    expect(description()).toHaveValue('A new description');
    expect(floors().get(floor.id)?.description).toBe(floor.description);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Updated successfully'));
    expect(floors().get(floor.id)).toMatchObject({
      description: 'A new description',
      layout: LAYOUT,
      type: 'home',
    });
  });

  it('builds the page on the Layout tab and saves it with the settings; leaving unsaved blocks asks first', async () => {
    const { floor, router } = await openExisting();
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    fireEvent.click(await shows(() => screen.queryByRole('tab', { name: 'Elements' })));
    fireEvent.click(screen.getByRole('button', { name: 'Add Space' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await dialogShown()).toHaveTextContent('Your changes have not been saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Updated successfully'));
    expect(floors().get(floor.id)?.layout?.elements).toMatchObject([{ id: 'keep' }, { type: 'CSpace' }]);
    // Saved, the page leaves without asking (the closing dialog still hides the page from role queries).
    fireEvent.click(screen.getByLabelText('Back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/floor/tabs/home'));
  });

  it('sends no layout the builder would refuse, and opens the Layout tab on it', async () => {
    const carousel = newBlock('CCarouselImage', 'c');
    (carousel.data.carousel as { settings: { current: number } }).settings.current = 0;
    await openExisting('admin', { elements: [carousel] });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await shows(() =>
        screen.queryByText('Block 1: data.carousel.settings.current should be a whole number of at least 1'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Layout' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a floor read-only to an operator who may not save it', async () => {
    await openExisting('viewer');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(description()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Preview code/ })).toBeInTheDocument();
  });

  it('says when the floor cannot be loaded, and loads it on Retry', async () => {
    server.use(refusedOnce('get', '*/api/v1/floor-center/floor/:id', 500, 'down'));
    const floor = homeFloor();
    await renderPage(<FloorEditorPage />, {
      path: `/floor/tabs/home/${floor.id}`,
      route: '/floor/tabs/:type/:id',
      account: 'admin',
    });
    expect(await shows(() => screen.queryByText('The floor could not be loaded'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title', { selector: '#title' })).toHaveValue(floor.title),
    );
  });

  it('offers the settings typed and the page built back after a reload, as one draft with its history', async () => {
    const first = await openExisting();
    fireEvent.change(description(), { target: { value: 'Typed before the reload' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    fireEvent.click(await shows(() => screen.queryByRole('tab', { name: 'Elements' })));
    fireEvent.click(screen.getByRole('button', { name: 'Add Space' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    first.unmount();

    await openExisting();
    expect(description()).not.toHaveValue('Typed before the reload');
    fireEvent.click(await shows(() => screen.queryByRole('button', { name: 'Restore' })));
    expect(description()).toHaveValue('Typed before the reload');
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    expect(await shows(() => screen.queryByRole('button', { name: 'Undo: Added Space' }))).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Updated successfully'));
    expect(floors().get(first.floor.id)).toMatchObject({
      description: 'Typed before the reload',
      layout: { elements: [{ id: 'keep' }, { type: 'CSpace' }] },
    });
  });

  it('keeps a floor being edited through an expired session and offers it back after the next login', async () => {
    const floor = homeFloor();
    const path = `/floor/tabs/home/${floor.id}`;
    await signIn('admin');
    const { router } = renderApp(path);
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(description()).toHaveValue(floor.description), PAGE_LOAD);
    fireEvent.change(description(), { target: { value: 'Typed before expiry' } });
    await expireSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, path);

    await shows(() => screen.queryByText('Unsaved changes were kept'));
    expect(description()).toHaveValue(floor.description);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(description()).toHaveValue('Typed before expiry');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Updated successfully'));
    expect(floors().get(floor.id)?.description).toBe('Typed before expiry');
  });
});
