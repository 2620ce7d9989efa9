/** The promote config page: load, the tags-then-posts rule, required fields in both languages, save. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { posts } from 'mock/db/posts';
import { promoteConfigs } from 'mock/db/promote';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { renderApp } from 'test/renderApp';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { signIn } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import ConfigPage from './ConfigPage';

const server = installMockBackend();

const PATH = '/promote/config';
const topPosts = () => screen.getByRole('combobox', { name: /^(Top posts|置顶帖子)$/ });

describe('the promote config page', () => {
  it('loads the config with its top posts and saves it', async () => {
    await renderPage(<ConfigPage />, { path: PATH, account: 'admin' });
    await screen.findByText('Tags and top posts', {}, PAGE_LOAD);
    await waitFor(() => expect(topPosts()).toBeEnabled(), PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('save successfully', {}, PAGE_LOAD);
  });

  it.each([
    ['en-US', 'Save', 'Please choose tags', 'Please choose top posts'],
    ['zh-CN', '保存', '请选择标签', '请选择置顶帖子'],
  ] as const)(
    'starts empty without a config, top posts disabled until tags are chosen (%s)',
    async (locale, save, tags, posts) => {
      for (const stored of promoteConfigs().all()) promoteConfigs().remove(stored.id);
      await renderPage(<ConfigPage />, { path: PATH, account: 'admin', locale });
      await waitFor(() => expect(topPosts()).toBeDisabled(), PAGE_LOAD);
      fireEvent.click(screen.getByRole('button', { name: save }));
      expect(await screen.findByText(tags)).toBeInTheDocument();
      expect(screen.getByText(posts)).toBeInTheDocument();
      expect(promoteConfigs().all()).toHaveLength(0);
    },
  );

  it('drops the chosen top posts that no longer carry a chosen tag', async () => {
    const live = posts()
      .all()
      .filter((post) => !post.deleted);
    const first = live[0];
    const tagA = first.tag_ids[0];
    // A post without tag A, and a tag of it that the first post lacks.
    const second = live.find(
      (post) => !post.tag_ids.includes(tagA) && post.tag_ids.some((tag) => !first.tag_ids.includes(tag)),
    );
    const tagB = second?.tag_ids.find((tag) => !first.tag_ids.includes(tag)) ?? '';
    const stored = promoteConfigs().all()[0];
    promoteConfigs().update(stored.id, { tag_ids: [tagA, tagB], top_post_ids: [first.id, second?.id ?? ''] });
    await renderPage(<ConfigPage />, { path: PATH, account: 'admin' });
    const chips = () =>
      Array.from(document.querySelectorAll('#top_post_ids')).flatMap((input) =>
        Array.from(
          input.closest('.ant-select')?.querySelectorAll('.ant-select-selection-item-content') ?? [],
        ).map((chip) => chip.textContent),
      );
    await waitFor(() => expect(chips()).toEqual([first.title, second?.title]), PAGE_LOAD);
    const removers = Array.from(
      document
        .querySelector('#tag_ids')
        ?.closest('.ant-select')
        ?.querySelectorAll('.ant-select-selection-item-remove') ?? [],
    );
    // The first chip is tag A: without it, only the second post still matches.
    fireEvent.click(removers[0]);
    await waitFor(() => expect(chips()).toEqual([second?.title]), PAGE_LOAD);
  });

  it('keeps the config being edited through an expired session and offers it back after the next login', async () => {
    await signIn('admin');
    const { router } = renderApp(PATH);
    const user = userEvent.setup({ delay: null });
    const video = () => screen.getByRole('radio', { name: 'Video' });
    await waitFor(() => expect(video()).not.toBeChecked(), { timeout: 20_000 });
    fireEvent.click(video());
    await expireSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, PATH);

    await screen.findByText('Unsaved changes were kept', {}, { timeout: 20_000 });
    expect(video()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(video()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('save successfully', {}, { timeout: 20_000 });
  });

  it('shows a failed load with Retry', async () => {
    server.use(refusedOnce('get', '*/api/v1/scrm/promote/config', 500, 'down'));
    await renderPage(<ConfigPage />, { path: PATH, account: 'admin' });
    expect(
      await screen.findByText('The promote config could not be loaded', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await screen.findByText('Tags and top posts', {}, PAGE_LOAD);
  });

  it('lets a reader see the config without Save', async () => {
    await renderPage(<ConfigPage />, { path: PATH, account: 'viewer' });
    await screen.findByText('You can read the promote config but not change it.', {}, PAGE_LOAD);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
