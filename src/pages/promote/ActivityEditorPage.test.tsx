/** The promote activity editor as operators use it: validation, saving, a refused save, an expired session. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { promoteActivities } from 'mock/db/promote';
import { installMockBackend } from 'mock/node';
import type { LocaleCode } from 'src-locales/index';
import { renderApp } from 'test/renderApp';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { signIn } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import ActivityEditorPage from './ActivityEditorPage';

const server = installMockBackend();

const titleInput = () => screen.getByLabelText(/^(Title|标题)$/, { selector: '#title' });
const byTitle = (title: string) => promoteActivities().findOne((activity) => activity.title === title);

const openNew = (locale: LocaleCode = 'en-US') =>
  renderPage(<ActivityEditorPage />, {
    path: '/promote/activity/create',
    route: '/promote/activity/:id',
    account: 'admin',
    locale,
  });

async function openExisting(locale: LocaleCode = 'en-US') {
  const activity = promoteActivities().all()[0];
  const view = await renderPage(<ActivityEditorPage />, {
    path: `/promote/activity/${activity.id}`,
    route: '/promote/activity/:id',
    account: 'admin',
    locale,
  });
  await waitFor(() => expect(titleInput()).toHaveValue(activity.title), PAGE_LOAD);
  return { ...view, activity };
}

describe('the promote activity editor', () => {
  it.each([
    ['en-US', 'Save', 'Please input the title', 'Please choose the online and offline time', 'Some fields'],
    ['zh-CN', '保存', '请输入标题', '请选择上线和下线时间', '部分字段有误'],
  ] as const)('validates before saving and says so (%s)', async (locale, save, title, schedule, toast) => {
    await openNew(locale);
    await waitFor(() => expect(titleInput()).toBeInTheDocument(), PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(schedule)).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(toast))).toBeInTheDocument();
  });

  it('shows the Layout tab when the first problem is there', async () => {
    await openExisting();
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    fireEvent.click(screen.getByRole('button', { name: /Add a carousel/ }));
    fireEvent.click(screen.getByRole('tab', { name: 'Setting' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please upload the slide image')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Layout' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('offers the video options of a video banner, with the mini-program video defaults', async () => {
    await openExisting();
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    fireEvent.click(screen.getByRole('button', { name: /Add a hero banner/ }));
    fireEvent.click(screen.getAllByRole('radio', { name: 'Video' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('checkbox', { name: 'Controls' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Autoplay' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mute button' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Progress bar' })).toBeChecked();
  });

  it('saves an edited activity and says so (zh-CN)', async () => {
    const { activity } = await openExisting('zh-CN');
    fireEvent.change(titleInput(), { target: { value: 'Edited festival' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功', {}, PAGE_LOAD);
    expect(promoteActivities().get(activity.id)?.title).toBe('Edited festival');
  });

  it('keeps what was typed when the server refuses the save', async () => {
    server.use(
      http.post('*/api/v1/scrm/promote/activity/save', () =>
        HttpResponse.json({ code: 1340807, msg: 'promote activity duplicate', data: null }),
      ),
    );
    const { activity } = await openExisting();
    fireEvent.change(titleInput(), { target: { value: 'Typed, not saved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Promote activity duplicate', {}, PAGE_LOAD);
    expect(titleInput()).toHaveValue('Typed, not saved');
    expect(byTitle('Typed, not saved')).toBeUndefined();
    expect(promoteActivities().get(activity.id)?.title).toBe(activity.title);
  });

  it('keeps an activity being edited through an expired session and offers it back after the next login', async () => {
    const activity = promoteActivities().all()[1];
    const path = `/promote/activity/${activity.id}`;
    await signIn('admin');
    const { router } = renderApp(path);
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(titleInput()).toHaveValue(activity.title), { timeout: 20_000 });
    fireEvent.change(titleInput(), { target: { value: 'Typed before expiry' } });
    await expireSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, path);

    await screen.findByText('Unsaved changes were kept', {}, { timeout: 20_000 });
    expect(titleInput()).toHaveValue(activity.title);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(titleInput()).toHaveValue('Typed before expiry');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully', {}, { timeout: 20_000 });
    expect(promoteActivities().get(activity.id)?.title).toBe('Typed before expiry');
  });
});
