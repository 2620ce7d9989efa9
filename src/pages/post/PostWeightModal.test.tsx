/** The weight dialog of the post list: the weight required and at least 0 (03 §5), a pinned post listed first. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { posts, type PostRecord } from 'mock/db/posts';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import PostListPage from './PostListPage';

installMockBackend();

const live = () =>
  [...posts().all()]
    .filter((post) => !post.deleted)
    .sort((a, b) => b.weight - a.weight || b.created_at - a.created_at);

/** A post's row (titles repeat in the seed; ids do not). */
const rowOfPost = (id: string) =>
  screen.getAllByRole('row').find((row) => row.getAttribute('data-row-key') === id) as HTMLElement;

async function openSetTop(post: PostRecord, locale: 'en-US' | 'zh-CN' = 'en-US') {
  await renderPage(<PostListPage />, { path: '/post/list', account: 'admin', locale });
  await screen.findByTestId('list-total', {}, PAGE_LOAD);
  const row = rowOfPost(post.id);
  const label = locale === 'en-US' ? 'Set top' : '置顶';
  fireEvent.click(within(row).getByRole('button', { name: label }));
  return screen.findByRole('dialog', {}, PAGE_LOAD);
}

const firstUnpinned = () => live().find((post) => post.weight === 0) as PostRecord;

describe('the weight dialog', () => {
  it('asks for the weight', async () => {
    const dialog = await openSetTop(firstUnpinned());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input the weight')).toBeInTheDocument();
  });

  it('asks for the weight in Chinese too', async () => {
    const dialog = await openSetTop(firstUnpinned(), 'zh-CN');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入权重')).toBeInTheDocument();
  });

  it('pins the post with the weight typed: "update successfully", first in the list, tagged Pinned', async () => {
    const post = firstUnpinned();
    const top = Math.max(...live().map((entry) => entry.weight)) + 5;
    const dialog = await openSetTop(post);
    expect(within(dialog).getByText('Set top', { selector: '.ant-modal-title' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: String(top) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    expect(await screen.findByText('update successfully')).toBeInTheDocument();
    expect(posts().get(post.id)?.weight).toBe(top);
    await waitFor(() => {
      const [first] = screen.getAllByRole('row').filter((row) => row.getAttribute('data-row-key'));
      expect(first.getAttribute('data-row-key')).toBe(post.id);
      expect(within(first).getByText('Pinned')).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: 'Update weight' })).toBeInTheDocument();
    }, PAGE_LOAD);
    // The pin is in the post's History.
    fireEvent.click(within(rowOfPost(post.id)).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: `History of ${post.title}` }, PAGE_LOAD);
    expect(await within(history).findByText(`Pinned with weight ${top}`, {}, PAGE_LOAD)).toBeInTheDocument();
  });
});
