/** The promote activity editor as operators use it: validation, saving, a refused save, an expired session. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { promoteActivities } from 'mock/db/promote';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { shows } from 'test/queries';
import ActivityEditorPage from './ActivityEditorPage';

const server = installMockBackend();

const titleInput = () => screen.getByLabelText(/^(Title|标题)$/, { selector: '#title' });
const byTitle = (title: string) => promoteActivities().findOne((activity) => activity.title === title);

describe('the promote activity editor', () => {
  it('validates a new activity before saving and says so, in English and then in Chinese once switched', async () => {
    const { store } = await renderPage(<ActivityEditorPage />, {
      path: '/promote/activity/create',
      route: '/promote/activity/:id',
      account: 'admin',
    });
    await shows(() => screen.queryByLabelText(/^(Title|标题)$/, { selector: '#title' }));
    for (const [locale, save, title, schedule, toast] of [
      ['en-US', 'Save', 'Please input the title', 'Please choose the online and offline time', 'Some fields'],
      ['zh-CN', '保存', '请输入标题', '请选择上线和下线时间', '部分字段有误'],
    ] as const) {
      // Switched as the shell's language switch does.
      act(() => void store.dispatch(localeChosen(locale)));
      fireEvent.click(await shows(() => screen.queryByRole('button', { name: save })));
      await shows(() => screen.queryByText(title));
      expect(screen.getByText(schedule)).toBeInTheDocument();
      await shows(() => screen.queryByText(new RegExp(toast)));
    }
  });

  it('keeps what was typed when the server refuses the save, saves an edit and says so (zh-CN), then shows the Layout tab when the first problem is there and offers a video banner’s options with the mini-program defaults', async () => {
    server.use(
      refusedOnce('post', '*/api/v1/scrm/promote/activity/save', 1340807, 'promote activity duplicate'),
    );
    const activity = promoteActivities().all()[0];
    const { store } = await renderPage(<ActivityEditorPage />, {
      path: `/promote/activity/${activity.id}`,
      route: '/promote/activity/:id',
      account: 'admin',
    });
    await waitFor(() => expect(titleInput()).toHaveValue(activity.title), PAGE_LOAD);

    fireEvent.change(titleInput(), { target: { value: 'Typed, not saved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Promote activity duplicate'));
    expect(titleInput()).toHaveValue('Typed, not saved');
    expect(byTitle('Typed, not saved')).toBeUndefined();
    expect(promoteActivities().get(activity.id)?.title).toBe(activity.title);

    // Switched as the shell's language switch does.
    act(() => void store.dispatch(localeChosen('zh-CN')));
    fireEvent.change(titleInput(), { target: { value: 'Edited festival' } });
    fireEvent.click(await shows(() => screen.queryByRole('button', { name: '保存' })));
    await shows(() => screen.queryByText('保存成功'));
    expect(promoteActivities().get(activity.id)?.title).toBe('Edited festival');
    act(() => void store.dispatch(localeChosen('en-US')));

    fireEvent.click(await shows(() => screen.queryByRole('tab', { name: 'Layout' })));
    fireEvent.click(screen.getByRole('button', { name: /Add a carousel/ }));
    fireEvent.click(screen.getByRole('tab', { name: 'Setting' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Please upload the slide image'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Layout' })).toHaveAttribute('aria-selected', 'true'),
    );

    fireEvent.click(screen.getByRole('button', { name: /Add a hero banner/ }));
    fireEvent.click(screen.getAllByRole('radio', { name: 'Video' }).at(-1) as HTMLElement);
    expect(await shows(() => screen.queryByRole('checkbox', { name: 'Controls' }))).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Autoplay' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mute button' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Progress bar' })).toBeChecked();
  });

  it('keeps an activity being edited through an expired session and offers it back after the next login', async () => {
    const activity = promoteActivities().all()[1];
    const path = `/promote/activity/${activity.id}`;
    const { router, user } = await openAppAs('admin', path);
    await waitFor(() => expect(titleInput()).toHaveValue(activity.title), PAGE_LOAD);
    fireEvent.change(titleInput(), { target: { value: 'Typed before expiry' } });
    await expireSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, path);

    await shows(() => screen.queryByText('Unsaved changes were kept'));
    expect(titleInput()).toHaveValue(activity.title);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(titleInput()).toHaveValue('Typed before expiry');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Saved successfully'));
    expect(promoteActivities().get(activity.id)?.title).toBe('Typed before expiry');
  });
});
