/** One post's stars: the post's title, and who starred it with their club. */
import { screen, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { clubs } from 'mock/db/clubs';
import { postStars, type PostStarRecord } from 'mock/db/postStars';
import { posts, type PostRecord } from 'mock/db/posts';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import PostStarListPage from './PostStarListPage';

installMockBackend();

const starWithClub = () =>
  postStars().findOne(
    (star) => Boolean(star.doc_id) && !posts().get(star.post_id)?.deleted,
  ) as PostStarRecord;

describe('the star list of one post', () => {
  it('shows the post’s title and who starred it, with their club', async () => {
    const star = starWithClub();
    const post = posts().get(star.post_id) as PostRecord;
    const path = `/post/${post.id}/star/list`;
    await renderPage(<PostStarListPage />, { path, route: '/post/:id/star/list', account: 'admin' });
    expect(await screen.findByText(`Stars of "${post.title}"`, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText(`Total ${post.star_count}`, {}, PAGE_LOAD)).toBeInTheDocument();
    const row = screen.getAllByRole('row').find((entry) => entry.getAttribute('data-row-key') === star.id);
    expect(row).toBeDefined();
    expect(within(row as HTMLElement).getByText(star.star_member.name)).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByText(clubs().get(star.doc_id as string)?.name as string),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });
});
