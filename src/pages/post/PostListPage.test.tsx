/** The post list: the detail modal (sanitized content, the video's review tag), delete, and permission-gated actions. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { posts, type PostRecord } from 'mock/db/posts';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import PostListPage from './PostListPage';

installMockBackend();

const firstPage = () =>
  [...posts().all()]
    .filter((post) => !post.deleted)
    .sort((a, b) => b.weight - a.weight || b.created_at - a.created_at)
    .slice(0, 20);

const rowOfPost = (id: string) =>
  screen.getAllByRole('row').find((row) => row.getAttribute('data-row-key') === id) as HTMLElement;

async function openList(account: 'admin' | 'viewer' = 'admin') {
  await renderPage(<PostListPage />, { path: '/post/list', account });
  await screen.findByTestId('list-total', {}, PAGE_LOAD);
}

describe('the post list', () => {
  it('shows a post’s detail with its content sanitized and its video’s review status', async () => {
    // Seeded hostile content: a script, an onerror handler.
    const post = posts()
      .all()
      .find((entry) => !entry.deleted && entry.content.includes('<script>')) as PostRecord;
    posts().update(post.id, {
      weight: 999,
      video: { url: 'https://media.moto.example/v.mp4', poster: '', status: 'block' },
    });
    await openList();
    fireEvent.click(within(rowOfPost(post.id)).getByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(await within(dialog).findByText('Blocked', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(dialog).getByText('Check my route!')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByText(String(post.star_count))).toBeInTheDocument();
  });

  it('deletes a post after a confirmation: "delete successfully", and it leaves the list', async () => {
    const post = firstPage()[3];
    await openList();
    fireEvent.click(within(rowOfPost(post.id)).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(confirm).getByText(`The post "${post.title}" will be deleted.`)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('delete successfully', {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(rowOfPost(post.id)).toBeUndefined(), PAGE_LOAD);
    expect(posts().get(post.id)?.deleted).toBe(true);
  });

  it('offers a reader the detail and the stars, but no delete and no top weight', async () => {
    const post = firstPage()[0];
    await openList('viewer');
    const row = rowOfPost(post.id);
    expect(within(row).getByRole('button', { name: 'Detail' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Stars' })).toHaveAttribute(
      'href',
      `/post/${post.id}/star/list`,
    );
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Set top|Update weight|Cancel top/ })).toBeNull();
  });
});
