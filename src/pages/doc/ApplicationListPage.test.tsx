/**
 * The application list as each kind of operator sees it (03-community-analytics §2.1, §6): the club
 * administrator's tabs and club, one club's list titled with its name, who may decide, and the reject dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { clubApplications } from 'mock/db/clubApplications';
import { clubs } from 'mock/db/clubs';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import ApplicationListPage from './ApplicationListPage';

installMockBackend();

const rows = () => document.querySelectorAll<HTMLElement>('tr.ant-table-row');
const loaded = () => waitFor(() => expect(screen.getByTestId('list-total')).toBeInTheDocument(), PAGE_LOAD);

describe('the application list', () => {
  it('shows a club administrator the Application tab alone, and only their club', async () => {
    await renderPage(<ApplicationListPage />, { path: '/doc/application/list', account: 'clubAdmin' });
    await loaded();
    const tabs = screen.getByRole('navigation', { name: 'Pages of this area' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Application List']);
    const own = clubApplications().find((application) => application.doc_id === clubs().all()[0].id);
    expect(screen.getByTestId('list-total')).toHaveTextContent(`Total ${own.length}`);
    for (const row of rows()) expect(row).toHaveTextContent('上海骑士俱乐部');
    expect(within(rows()[0]).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('titles one club’s applications with its name, with Back', async () => {
    const club = clubs().all()[1];
    const { router, user } = await renderPage(<ApplicationListPage />, {
      path: `/doc/${club.id}/application/list`,
      route: '/doc/:id/application/list',
      account: 'admin',
    });
    expect(await screen.findByRole('heading', { name: club.name }, PAGE_LOAD)).toBeInTheDocument();
    await loaded();
    for (const row of rows()) expect(row).toHaveTextContent(club.name);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doc/list'));
  });

  it('offers no decision and no choice to an operator who may only read', async () => {
    await renderPage(<ApplicationListPage />, { path: '/doc/application/list', account: 'viewer' });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rows()[0]).getByRole('button', { name: 'History' })).toBeInTheDocument();
  });

  it('lets rows be chosen only while applying and not deleted, and asks for the reason of a rejection, at most 100 characters, offering the earlier ones', async () => {
    const { user } = await renderPage(<ApplicationListPage />, {
      path: '/doc/application/list',
      account: 'admin',
    });
    await loaded();
    for (const row of rows()) {
      const box = within(row).getByRole('checkbox');
      const open = within(row).queryByText('Applying') && !within(row).queryByText('Deleted');
      if (open) expect(box).toBeEnabled();
      else expect(box).toBeDisabled();
    }
    const [first] = [...rows()].filter((row) => within(row).getByRole('checkbox').matches(':enabled'));
    await user.click(within(first).getByRole('checkbox'));
    expect(screen.getByText('1 application chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve chosen' })).toBeEnabled();

    const undecided = [...rows()].find((row) => within(row).queryByRole('button', { name: 'Reject' }))!;
    await user.click(within(undecided).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please input the reason')).toBeInTheDocument();
    const presets = await within(dialog).findByRole('group', { name: 'Reasons used before' });
    const [earlier] = within(presets).getAllByRole('button');
    await user.click(earlier);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveValue(earlier.textContent);
    await user.clear(reason);
    // Pasted: the limit holds for a paste as for keystrokes, and 120 keystrokes cost seconds.
    await user.paste('x'.repeat(120));
    expect((reason as HTMLTextAreaElement).value).toHaveLength(100);
    expect(within(dialog).getByText('100 / 100')).toBeInTheDocument();
  });
});
